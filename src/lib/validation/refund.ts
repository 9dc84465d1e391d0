import { message, type ValidationKey, type ValidationMessage } from './messages.ts';
import { custom, isEmpty, validate, type FieldErrors, type Rules } from './validator.ts';

/** Refund reasons of SPEC §5, in display order; 'other' needs a specific reason. */
export const REFUND_REASONS = [
  'bookingFailed',
  'wrongPurchase',
  'priceNotSuitable',
  'descriptionMismatch',
  'unableToTravel',
  'other',
] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];
export const OTHER_REASON_MAX_LENGTH = 200;

export const refundReasonKey = (reason: RefundReason): ValidationKey =>
  `validation.refund.reason.${reason}`;

export const isRefundReason = (value: unknown): value is RefundReason =>
  (REFUND_REASONS as readonly unknown[]).includes(value);

export interface RefundForm {
  /** The booking-and-refund notice is ticked. */
  noticeAccepted: boolean;
  reason: RefundReason | '';
  otherReason: string;
}

export const refundRules: Rules<RefundForm> = {
  noticeAccepted: [custom((v) => (v === true ? null : message('validation.refund.notice')))],
  reason: [custom((v) => (isRefundReason(v) ? null : message('validation.refund.reasonRequired')))],
  otherReason: [
    custom((v, form): ValidationMessage | null => {
      if (form.reason !== 'other') return null;
      if (isEmpty(v)) return message('validation.refund.otherRequired');
      return typeof v === 'string' && v.trim().length > OTHER_REASON_MAX_LENGTH
        ? message('validation.tooLong', { count: OTHER_REASON_MAX_LENGTH })
        : null;
    }),
  ],
};

export const validateRefund = (form: RefundForm): FieldErrors<RefundForm> =>
  validate(form, refundRules);

/** The reason text sent with the refund: the specific text for 'other', else the reason's label. */
export const refundReasonText = (
  form: RefundForm,
  translate: (key: ValidationKey) => string,
): string =>
  form.reason === 'other'
    ? form.otherReason.trim()
    : form.reason === ''
      ? ''
      : translate(refundReasonKey(form.reason));
