import type { WritableAtom } from 'nanostores';
import {
  REFUND_REASONS,
  REFUND_REASON_TEXT_MAX,
  refundApplySchema,
  type RefundApply,
  type RefundReason,
} from '../contract/order.ts';
import { isRecord, isString, nullable } from '../session/guards.ts';
import { sessionAtom } from '../session/storage.ts';

/** What the shopper entered on the refund page (kept in sessionStorage: nothing typed is lost). */
export interface RefundForm {
  noticeAccepted: boolean;
  reason: RefundReason | '';
  reasonText: string;
}

export const EMPTY_REFUND_FORM: RefundForm = { noticeAccepted: false, reason: '', reasonText: '' };

/** The form's fields, in the order the page shows them (the first error wins). */
export const REFUND_FIELDS = ['notice', 'reason', 'reasonText'] as const;
export type RefundField = (typeof REFUND_FIELDS)[number];

/** Keys of the refund namespace that name each problem. */
export type RefundFormProblem =
  | 'refund.error.notice'
  | 'refund.error.reason'
  | 'refund.error.reasonTextRequired'
  | 'refund.error.reasonTextTooLong';

export type RefundFormResult =
  { ok: true; body: RefundApply } | { ok: false; field: RefundField; problem: RefundFormProblem };

const isReason = (value: unknown): value is RefundReason =>
  (REFUND_REASONS as readonly unknown[]).includes(value);

/**
 * Checks the form with the contract's own schema (refundApplySchema, as the gateway does) and
 * gives the body of order/info/apply, or the first field in error.
 */
export function checkRefundForm(
  form: RefundForm,
  orderId: string,
  expectedFeeCents: number,
): RefundFormResult {
  const body = {
    orderId,
    reason: form.reason,
    reasonText: form.reason === 'other' ? form.reasonText.trim() : '',
    noticeAccepted: form.noticeAccepted,
    expectedFeeCents,
  };
  const parsed = refundApplySchema.safeParse(body);
  if (parsed.success) return { ok: true, body: parsed.data };
  const failing = new Set(parsed.error.issues.map((issue) => String(issue.path[0] ?? '')));
  if (failing.has('noticeAccepted'))
    return { ok: false, field: 'notice', problem: 'refund.error.notice' };
  if (failing.has('reason') || !isReason(form.reason)) {
    return { ok: false, field: 'reason', problem: 'refund.error.reason' };
  }
  if (failing.has('reasonText')) {
    return {
      ok: false,
      field: 'reasonText',
      problem:
        body.reasonText.length > REFUND_REASON_TEXT_MAX
          ? 'refund.error.reasonTextTooLong'
          : 'refund.error.reasonTextRequired',
    };
  }
  // orderId or the fee: not the shopper's input (the page reloads the quote).
  return { ok: false, field: 'notice', problem: 'refund.error.notice' };
}

/** The draft of one order's refund form. */
export interface RefundDraft {
  orderId: string;
  form: RefundForm;
}

const isRefundForm = (v: unknown): v is RefundForm =>
  isRecord(v) &&
  typeof v['noticeAccepted'] === 'boolean' &&
  (v['reason'] === '' || isReason(v['reason'])) &&
  isString(v['reasonText']);

export const $refundDraft: WritableAtom<RefundDraft | null> = sessionAtom(
  'refundDraft',
  nullable(
    (v: unknown): v is RefundDraft =>
      isRecord(v) && isString(v['orderId']) && isRefundForm(v['form']),
  ),
  null,
);

/** The kept form of this order, or an empty one. */
export const draftFor = (orderId: string, draft: RefundDraft | null = $refundDraft.get()) =>
  draft !== null && draft.orderId === orderId ? draft.form : EMPTY_REFUND_FORM;

export const saveDraft = (orderId: string, form: RefundForm): void =>
  $refundDraft.set({ orderId, form });

export const clearDraft = (): void => $refundDraft.set(null);

/** Where the browser goes next; a seam for tests. */
export const navigation = {
  go(href: string): void {
    window.location.assign(href);
  },
};
