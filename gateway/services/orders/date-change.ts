import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import * as z from 'zod/mini';
import {
  changeFeeOf,
  dueOf,
  firstChangeDate,
  lineRefusal,
  maxChangesOf,
  orderRefusal,
  refundOf,
} from '../../../src/lib/changes/rule.ts';
import type { Language } from '../../../src/lib/contract/common.ts';
import {
  CHANGE_ERROR_CODES,
  CHANGE_STATUSES,
  CHANGEABLE_STATUSES,
  changedLineSchema,
  orderChangeSchema,
  type ChangeApplyRequest,
  type ChangeApplyResult,
  type ChangedLine,
  type ChangeOptions,
  type ChangeQuote,
  type ChangeQuoteRequest,
  type ChangeRefusal,
  type ChangeRule,
  type OrderChange,
} from '../../../src/lib/contract/order-change.ts';
import {
  ORDER_PAYMENT_MINUTES,
  type OrderLine,
  type OrderLineRequest,
} from '../../../src/lib/contract/order.ts';
import { formatHkd } from '../../../src/lib/format/money.ts';
import { isUniqueViolation, transaction, type Db } from '../../db/client.ts';
import type { Row } from '../../db/schema.ts';
import { lockRows } from '../../db/sql.ts';
import { HttpError, notFoundError } from '../../lib/http-error.ts';
import { lastSaleDate, priceOn, sessionStarted } from '../products/availability.ts';
import { dateRange, resortNow } from '../products/dates.ts';
import {
  CellSoldOut,
  holdCells,
  lineCells,
  loadStock,
  moveCells,
  releaseHeld,
  type CellUnits,
} from '../products/inventory.ts';
import { localizeLines } from '../products/names.ts';
import { loadProductRecord } from '../products/tickets.ts';
import { newId } from '../secrets.ts';
import { newLineCodes } from './codes.ts';
import { loadPayment } from './payment.ts';
import { OrderInputError, priceLines, type PricedLine } from './pricing.ts';
import { orderLineOf, orderLines } from './read.ts';
import { insertChangeRefund } from './refunds.ts';

/**
 * Changing the date instead of refunding: the lines of a paid order move to another date,
 * session or stay of the same product, by the change rule each product carries (allowed, a fee
 * per unit, the most changes per order, a cut-off in days before the visit; the pure rules are
 * src/lib/changes/rule.ts).
 *
 * The stock moves in ONE transaction: the old cells' sold units given back and the new cells'
 * taken by guarded updates (`held + sold + n <= total` in the statement), cells in one fixed
 * order, together with the lines, their new redemption codes (the old ones are void), the
 * order's total and its change count (a guarded update: the count the quote saw, so two changes
 * of one order at once make one). When the new lines cost more than the old ones plus the fee,
 * the new cells are held first and the change is made when the difference is paid through the
 * cashier (completePayment calls {@link completeChangePayment} in its transaction); an unpaid
 * difference lapses after the payment window and the order stays as it was. When they cost
 * less, the difference less the fee goes back to the shopper: a refund row of the change
 * (refunds.ts insertChangeRefund) in the change's transaction, walked to refundSuccess and
 * mailed like any refund; a later refund of the order pays back only what is left.
 *
 * A change and the order's own refund exclude each other under the order's row lock (the
 * change's guarded update, the refund's SELECT … FOR UPDATE): a change finding the order's
 * refund made rolls back, a refund finding less left than it quoted is refused.
 */

export const CHANGE_PAYMENT_MS = ORDER_PAYMENT_MINUTES * 60_000;

const storedLinesSchema = z.array(changedLineSchema);
const storedCellsSchema = z.array(
  z.object({ skuId: z.string(), date: z.string(), session: z.string(), quantity: z.int() }),
);

const refusalError = (refusal: ChangeRefusal, data: unknown = null): HttpError =>
  new HttpError(409, CHANGE_ERROR_CODES.refused, `errors.change.${refusal}`, { data });

/** A change number: DC, the Hong Kong date, 8 digits. */
const changeNo = (now: number): string =>
  `DC${resortNow(now).today.replaceAll('-', '')}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;

const ruleOf = (row: {
  change_allowed: number;
  change_fee_cents: number;
  change_max: number;
  change_cutoff_days: number;
}): ChangeRule => ({
  allowed: row.change_allowed === 1,
  feeCents: row.change_fee_cents,
  maxChanges: row.change_max,
  cutoffDays: row.change_cutoff_days,
});

interface ChangeContext {
  order: Row<'orders'>;
  lines: Row<'order_line'>[];
  rules: Map<string, ChangeRule>;
  hasRefund: boolean;
  maxChanges: number;
  refusal: ChangeRefusal | null;
  today: string;
}

/** The caller's own order with its lines and their products' change rules (404 otherwise). */
async function changeContext(
  db: Db,
  userId: string,
  orderId: string,
  now: number,
): Promise<ChangeContext> {
  const order = await db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', orderId)
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!order) throw notFoundError('errors.order.notFound');
  const [lines, refund] = await Promise.all([
    orderLines(db, orderId),
    // the order's own refund (a date change's refund of a difference does not stop a change)
    db
      .selectFrom('refund')
      .select('id')
      .where('order_id', '=', orderId)
      .where('change_id', 'is', null)
      .executeTakeFirst(),
  ]);
  const products = await db
    .selectFrom('product')
    .select(['id', 'change_allowed', 'change_fee_cents', 'change_max', 'change_cutoff_days'])
    .where('id', 'in', lines.length === 0 ? [''] : lines.map((l) => l.product_id))
    .execute();
  const rules = new Map(products.map((p) => [p.id, ruleOf(p)]));
  const none: ChangeRule = { allowed: false, feeCents: 0, maxChanges: 0, cutoffDays: 0 };
  const maxChanges = maxChangesOf(lines.map((l) => rules.get(l.product_id) ?? none));
  const today = resortNow(now).today;
  const refusal = orderRefusal(
    {
      status: order.status,
      hasRefund: refund !== undefined,
      changesMade: order.change_count,
      today,
    },
    maxChanges,
  );
  return { order, lines, rules, hasRefund: refund !== undefined, maxChanges, refusal, today };
}

const ruleFor = (ctx: ChangeContext, productId: string): ChangeRule =>
  ctx.rules.get(productId) ?? { allowed: false, feeCents: 0, maxChanges: 0, cutoffDays: 0 };

/** Whether the order detail offers a date change (the order's rule and at least one line's). */
export async function canChangeOrder(
  db: Db,
  userId: string,
  orderId: string,
  now: number,
): Promise<boolean> {
  const ctx = await changeContext(db, userId, orderId, now);
  return (
    ctx.refusal === null &&
    ctx.lines.some(
      (l) =>
        lineRefusal({ rule: ruleFor(ctx, l.product_id), startDate: l.start_date }, ctx.today) ===
        null,
    )
  );
}

interface PricedChange {
  ctx: ChangeContext;
  quote: ChangeQuote;
  priced: PricedLine[];
  /** The order_line rows that move, in the order of the request. */
  moved: Row<'order_line'>[];
}

const lineOfPriced = (l: PricedLine): OrderLine => ({
  productId: l.product.productId,
  skuId: l.sku.skuId,
  productName: l.product.productName,
  skuName: l.sku.skuName,
  productType: l.product.productType,
  poiCode: l.product.poiCode,
  poiType: l.product.poiType,
  quantity: l.request.quantity,
  startDate: l.startDate,
  endDate: l.endDate,
  session: l.session || null,
  unitPriceCents: l.unitPriceCents,
  subtotalCents: l.subtotalCents,
});

/** Prices the change of `body.lines`; refuses what the rules do not allow. */
async function priceChange(
  db: Db,
  userId: string,
  body: ChangeQuoteRequest,
  lang: Language,
  now: number,
): Promise<PricedChange> {
  const ctx = await changeContext(db, userId, body.orderId, now);
  if (ctx.refusal !== null) throw refusalError(ctx.refusal);
  const seen = new Set<number>();
  const moved: Row<'order_line'>[] = [];
  const requests: OrderLineRequest[] = [];
  for (const [i, change] of body.lines.entries()) {
    const line = ctx.lines.find((l) => l.line_no === change.lineNo);
    if (line === undefined || seen.has(change.lineNo)) {
      throw new OrderInputError(`lines.${i}.lineNo`, 'errors.change.lineNo');
    }
    seen.add(change.lineNo);
    const rule = ruleFor(ctx, line.product_id);
    const refusal = lineRefusal({ rule, startDate: line.start_date }, ctx.today);
    if (refusal !== null) throw refusalError(refusal, { lineNo: line.line_no });
    if (change.startDate < firstChangeDate(ctx.today, rule)) {
      throw new OrderInputError(`lines.${i}.startDate`, 'errors.change.dateTooSoon');
    }
    const sameStay =
      change.startDate === line.start_date &&
      (line.product_type !== 'HOTEL' || change.endDate === line.end_date) &&
      (change.session ?? '') === line.session;
    if (sameStay) throw new OrderInputError(`lines.${i}.startDate`, 'errors.change.sameDate');
    moved.push(line);
    requests.push({
      productId: line.product_id,
      skuId: line.sku_id,
      quantity: line.quantity,
      startDate: change.startDate,
      ...(change.endDate === undefined ? {} : { endDate: change.endDate }),
      ...(change.session === undefined ? {} : { session: change.session }),
    });
  }
  const priced = await priceLines(db, requests, lang, resortNow(now));
  const oldTotalCents = ctx.order.total_cents;
  const newTotalCents =
    oldTotalCents +
    priced.reduce((sum, l, i) => sum + l.subtotalCents - (moved[i]?.subtotal_cents ?? 0), 0);
  const feeCents = moved.reduce(
    (sum, l) => sum + changeFeeOf(ruleFor(ctx, l.product_id), l.quantity),
    0,
  );
  const before = await localizeLines(db, moved.map(orderLineOf), lang);
  const lines: ChangedLine[] = moved.map((l, i) => ({
    lineNo: l.line_no,
    before: before[i]!,
    after: lineOfPriced(priced[i]!),
  }));
  return {
    ctx,
    priced,
    moved,
    quote: {
      orderId: body.orderId,
      lines,
      oldTotalCents,
      newTotalCents,
      feeCents,
      dueCents: dueOf(oldTotalCents, newTotalCents, feeCents),
      changesMade: ctx.order.change_count,
      maxChanges: ctx.maxChanges,
    },
  };
}

/** order/change/quote: what moving the lines costs (nothing is held or stored). */
export async function quoteChange(
  db: Db,
  input: { userId: string; body: ChangeQuoteRequest; lang: Language; now: number },
): Promise<ChangeQuote> {
  return (await priceChange(db, input.userId, input.body, input.lang, input.now)).quote;
}

/** The cells a change takes: one per line and unit, a hotel one per night. */
const newCells = (priced: readonly PricedLine[]): CellUnits[] =>
  priced.flatMap((l) => l.cells.map((c) => ({ ...c, quantity: l.request.quantity })));

/**
 * The order's lines as the change makes them, its total and its count: in the caller's
 * transaction, after the order's guarded update. New redemption codes for lines that had them.
 */
async function rewriteLines(trx: Db, orderId: string, lines: readonly ChangedLine[]) {
  for (const { lineNo, after } of lines) {
    const old = await trx
      .selectFrom('order_line')
      .select(['voucher_code', 'product_type'])
      .where('order_id', '=', orderId)
      .where('line_no', '=', lineNo)
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('order_line')
      .set({
        start_date: after.startDate,
        end_date: after.endDate,
        session: after.session ?? '',
        unit_price_cents: after.unitPriceCents,
        subtotal_cents: after.subtotalCents,
        ...(old.voucher_code === null ? {} : newLineCodes(old.product_type)),
      })
      .where('order_id', '=', orderId)
      .where('line_no', '=', lineNo)
      .execute();
  }
  const last = await trx
    .selectFrom('order_line')
    .select((eb) => eb.fn.max('end_date').as('end'))
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
  await trx.updateTable('orders').set({ visit_end: last.end }).where('id', '=', orderId).execute();
}

/**
 * Takes the order for a change: the guarded update that the order is still changeable and
 * changed as many times as the quote saw. `commit` also counts the change and sets the total.
 */
async function claimOrder(
  trx: Db,
  orderId: string,
  countBefore: number,
  now: number,
  commit: { newTotalCents: number } | null,
): Promise<boolean> {
  const claimed = await trx
    .updateTable('orders')
    .set(
      commit === null
        ? { updated_at: now }
        : {
            updated_at: now,
            change_count: countBefore + 1,
            total_cents: commit.newTotalCents,
          },
    )
    .where('id', '=', orderId)
    .where('status', 'in', CHANGEABLE_STATUSES)
    .where('change_count', '=', countBefore)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return claimed.numUpdatedRows === 1n;
}

/** The order's own refund was applied for under the order's lock: the change rolls back. */
class OrderRefunded extends Error {}

/** Whether the order's own refund exists (in the transaction that claimed the order's row). */
async function hasOrderRefund(trx: Db, orderId: string): Promise<boolean> {
  const row = await trx
    .selectFrom('refund')
    .select('id')
    .where('order_id', '=', orderId)
    .where('change_id', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

/** Pending changes of the order give way to a new one: their held cells go back. */
async function supersedePending(trx: Db, orderId: string): Promise<void> {
  const pending = await trx
    .updateTable('order_change')
    .set({ status: 'superseded' })
    .where('order_id', '=', orderId)
    .where('status', '=', 'pendingPayment')
    .returning('hold')
    .execute();
  await releaseHeld(
    trx,
    pending.flatMap((p) => storedCellsSchema.parse(JSON.parse(p.hold))),
  );
}

const soldOutError = (cell: CellUnits, left: number) =>
  new HttpError(409, CHANGE_ERROR_CODES.soldOut, 'errors.change.soldOut', {
    params: { date: cell.date, left },
    data: { skuId: cell.skuId, date: cell.date, session: cell.session || null, stockLeft: left },
  });

async function soldOut(db: Db, cell: CellUnits): Promise<HttpError> {
  const row = await db
    .selectFrom('inventory')
    .select(sql<number>`total - held - sold`.as('free'))
    .where('sku_id', '=', cell.skuId)
    .where('date', '=', cell.date)
    .where('session', '=', cell.session)
    .executeTakeFirst();
  return soldOutError(cell, Math.max(0, row?.free ?? 0));
}

async function findByRequest(db: Db, userId: string, requestId: string) {
  const row = await db
    .selectFrom('order_change')
    .select('id')
    .where('user_id', '=', userId)
    .where('request_id', '=', requestId)
    .executeTakeFirst();
  return row?.id ?? null;
}

async function answerOf(
  db: Db,
  userId: string,
  changeId: string,
  origin: string,
  lang: Language,
): Promise<ChangeApplyResult> {
  const change = await loadChange(db, userId, changeId, lang);
  const row = await db
    .selectFrom('order_change')
    .select('pay_id')
    .where('id', '=', changeId)
    .executeTakeFirstOrThrow();
  const payment =
    row.pay_id === null || change.status !== 'pendingPayment'
      ? null
      : await loadPayment(db, row.pay_id, origin);
  return {
    change,
    payment:
      payment === null ? null : { ...payment, cashierUrl: `${payment.cashierUrl}?lang=${lang}` },
  };
}

/**
 * order/change/apply. A retry with the same requestId answers the change it made. Refused with
 * 409 CHANGE_AMOUNT_CHANGED (the new quote as data) when the amount is not the one shown.
 */
export async function applyChange(
  db: Db,
  input: {
    userId: string;
    body: ChangeApplyRequest;
    lang: Language;
    now: number;
    origin: string;
  },
): Promise<ChangeApplyResult> {
  const { userId, body, lang, now, origin } = input;
  const existing = await findByRequest(db, userId, body.requestId);
  if (existing !== null) return answerOf(db, userId, existing, origin, lang);
  const { ctx, quote, priced, moved } = await priceChange(db, userId, body, lang, now);
  if (quote.dueCents !== body.expectedDueCents) {
    throw new HttpError(409, CHANGE_ERROR_CODES.amountChanged, 'errors.change.amountChanged', {
      params: { amount: formatHkd(Math.abs(quote.dueCents), lang) },
      data: quote,
    });
  }
  const toPay = quote.dueCents > 0;
  if (toPay) {
    if (body.payType === undefined) throw new OrderInputError('payType', 'errors.change.payType');
    if (body.returnPath === undefined) {
      throw new OrderInputError('returnPath', 'errors.order.returnPath');
    }
    const config = await db
      .selectFrom('pay_config')
      .select('channel_mode')
      .where('pay_type', '=', body.payType)
      .where('enabled', '=', 1)
      .executeTakeFirst();
    if (config === undefined || config.channel_mode !== body.channelMode) {
      throw new HttpError(409, 'PAY_METHOD_UNAVAILABLE', 'errors.order.payMethod', {
        data: { payType: body.payType, channelMode: config?.channel_mode ?? null },
      });
    }
  }
  // the stock rows of the new dates exist before the transaction (inserted when missing)
  await loadStock(
    db,
    [...new Map(priced.map((l) => [l.product.productId, l.product])).values()],
    [...new Set(priced.flatMap((l) => l.cells.map((c) => c.date)))],
    resortNow(now),
  );
  const taken = newCells(priced);
  const released = lineCells(moved);
  const changeId = newId();
  const payId = toPay ? newId() : null;
  const row = {
    id: changeId,
    order_id: ctx.order.id,
    user_id: userId,
    request_id: body.requestId,
    lines: JSON.stringify(quote.lines),
    old_total_cents: quote.oldTotalCents,
    new_total_cents: quote.newTotalCents,
    fee_cents: quote.feeCents,
    due_cents: quote.dueCents,
    refund_cents: refundOf(quote.dueCents),
    count_before: quote.changesMade,
    created_at: now,
  };
  for (let attempt = 0; ; attempt += 1) {
    try {
      const made = await transaction(db, async (trx) => {
        if (!(await claimOrder(trx, ctx.order.id, quote.changesMade, now, toPay ? null : quote))) {
          return false;
        }
        // the order's row is ours now: a refund applied for since the quote stops the change
        if (await hasOrderRefund(trx, ctx.order.id)) throw new OrderRefunded();
        await supersedePending(trx, ctx.order.id);
        if (toPay) {
          // the new cells are held while the difference is paid; the old ones stay sold
          await holdCells(trx, taken);
          await trx
            .insertInto('payment')
            .values({
              id: payId!,
              order_id: ctx.order.id,
              pay_type: body.payType!,
              channel_mode: body.channelMode ?? 'H5',
              amount_cents: quote.dueCents,
              status: 'pending',
              return_path: body.returnPath!,
              created_at: now,
            })
            .execute();
          await trx
            .insertInto('order_change')
            .values({
              ...row,
              change_no: changeNo(now),
              status: 'pendingPayment',
              hold: JSON.stringify(taken),
              pay_id: payId,
              pay_before: now + CHANGE_PAYMENT_MS,
            })
            .execute();
          return true;
        }
        // ONE write: the old cells given back and the new ones taken, guarded, in cell order
        await moveCells(trx, { release: released, take: taken, fromHeld: false });
        await rewriteLines(trx, ctx.order.id, quote.lines);
        await trx
          .insertInto('order_change')
          .values({ ...row, change_no: changeNo(now), status: 'done', done_at: now })
          .execute();
        // a cheaper date: the difference less the fee goes back, with the change or not at all
        if (row.refund_cents > 0) {
          await insertChangeRefund(
            trx,
            {
              changeId,
              orderId: ctx.order.id,
              userId,
              tickets: moved.reduce((sum, l) => sum + l.quantity, 0),
              differenceCents: quote.oldTotalCents - quote.newTotalCents,
              feeCents: quote.feeCents,
              refundCents: row.refund_cents,
            },
            now,
          );
        }
        return true;
      });
      if (!made) {
        // the order moved on since the quote (another change, a refund, the visit)
        const again = await changeContext(db, userId, ctx.order.id, now);
        throw refusalError(again.refusal ?? 'maxReached');
      }
      break;
    } catch (error) {
      if (error instanceof CellSoldOut) throw await soldOut(db, error.cell);
      if (error instanceof OrderRefunded) throw refusalError('refunded');
      const numbered =
        isUniqueViolation(error, 'order_change', 'change_no') ||
        isUniqueViolation(error, 'refund', 'refund_no');
      if (numbered && attempt < 3) continue;
      if (isUniqueViolation(error, 'order_change')) {
        const raced = await findByRequest(db, userId, body.requestId);
        if (raced !== null) return answerOf(db, userId, raced, origin, lang);
      }
      throw error;
    }
  }
  return answerOf(db, userId, changeId, origin, lang);
}

/**
 * Completes the change a payment pays for, in completePayment's transaction (the payment is
 * already claimed). Answers null when the payment is not a change's; 'paid' when the change is
 * made; 'refunded' when it can no longer be (lapsed, superseded, the order moved on): the money
 * goes back and the order stays as it was.
 */
export async function completeChangePayment(
  trx: Db,
  payId: string,
  now: number,
): Promise<'paid' | 'refunded' | null> {
  const change = await trx
    .selectFrom('order_change')
    .selectAll()
    .where('pay_id', '=', payId)
    .executeTakeFirst();
  if (change === undefined) return null;
  const hold = storedCellsSchema.parse(JSON.parse(change.hold));
  const refund = async (): Promise<'refunded'> => {
    await trx.updateTable('payment').set({ status: 'refunded' }).where('id', '=', payId).execute();
    return 'refunded';
  };
  if (change.status !== 'pendingPayment') return refund();
  if ((change.pay_before ?? 0) <= now) {
    await trx
      .updateTable('order_change')
      .set({ status: 'expired' })
      .where('id', '=', change.id)
      .execute();
    await releaseHeld(trx, hold);
    return refund();
  }
  // the order's row locked first: a refund of the order applied for meanwhile stops the change
  await lockRows(
    trx,
    trx.selectFrom('orders').select('id').where('id', '=', change.order_id),
  ).execute();
  const claimed =
    !(await hasOrderRefund(trx, change.order_id)) &&
    (await claimOrder(trx, change.order_id, change.count_before, now, {
      newTotalCents: change.new_total_cents,
    }));
  if (!claimed) {
    await trx
      .updateTable('order_change')
      .set({ status: 'superseded' })
      .where('id', '=', change.id)
      .execute();
    await releaseHeld(trx, hold);
    return refund();
  }
  const lines = storedLinesSchema.parse(JSON.parse(change.lines));
  const released = lineCells(
    lines.map(({ before }) => ({
      sku_id: before.skuId,
      start_date: before.startDate,
      end_date: before.endDate,
      session: before.session ?? '',
      quantity: before.quantity,
      product_type: before.productType,
    })),
  );
  // ONE write: the held new cells sold, the old ones given back
  await moveCells(trx, { release: released, take: hold, fromHeld: true });
  await rewriteLines(trx, change.order_id, lines);
  await trx
    .updateTable('order_change')
    .set({ status: 'done', done_at: now })
    .where('id', '=', change.id)
    .execute();
  return 'paid';
}

/** Lets unpaid differences lapse: the change expires and its held cells go back. */
export async function releaseExpiredChanges(db: Db, now: number): Promise<number> {
  const due = await db
    .selectFrom('order_change')
    .select('id')
    .where('status', '=', 'pendingPayment')
    .where('pay_before', '<=', now)
    .limit(1)
    .executeTakeFirst();
  if (!due) return 0;
  return transaction(db, async (trx) => {
    const expired = await trx
      .updateTable('order_change')
      .set({ status: 'expired' })
      .where('status', '=', 'pendingPayment')
      .where('pay_before', '<=', now)
      .returning('hold')
      .execute();
    await releaseHeld(
      trx,
      expired.flatMap((e) => storedCellsSchema.parse(JSON.parse(e.hold))),
    );
    return expired.length;
  });
}

const selectChanges = (db: Db) =>
  db
    .selectFrom('order_change as c')
    .innerJoin('orders as o', 'o.id', 'c.order_id')
    .leftJoin('refund as r', 'r.change_id', 'c.id')
    .selectAll('c')
    .select(['o.order_no', 'r.id as refund_id', 'r.refund_no', 'r.status as refund_status']);

async function toChange(
  db: Db,
  row: Row<'order_change'> & {
    order_no: string;
    refund_id: string | null;
    refund_no: string | null;
    refund_status: string | null;
  },
  lang: Language,
): Promise<OrderChange> {
  const lines = storedLinesSchema.parse(JSON.parse(row.lines));
  const [before, after] = await Promise.all([
    localizeLines(
      db,
      lines.map((l) => l.before),
      lang,
    ),
    localizeLines(
      db,
      lines.map((l) => l.after),
      lang,
    ),
  ]);
  return orderChangeSchema.parse({
    changeId: row.id,
    changeNo: row.change_no,
    orderId: row.order_id,
    orderNo: row.order_no,
    status: CHANGE_STATUSES.find((s) => s === row.status) ?? 'expired',
    lines: lines.map((l, i) => ({ lineNo: l.lineNo, before: before[i], after: after[i] })),
    oldTotalCents: row.old_total_cents,
    newTotalCents: row.new_total_cents,
    feeCents: row.fee_cents,
    dueCents: row.due_cents,
    refundCents: row.refund_cents,
    refund:
      row.refund_id === null
        ? null
        : { refundId: row.refund_id, refundNo: row.refund_no, status: row.refund_status },
    createdAt: row.created_at,
    doneAt: row.done_at,
    payBefore: row.status === 'pendingPayment' ? row.pay_before : null,
  });
}

/** The caller's own change (404 for any other). */
export async function loadChange(
  db: Db,
  userId: string,
  changeId: string,
  lang: Language,
): Promise<OrderChange> {
  const row = await selectChanges(db)
    .where('c.id', '=', changeId)
    .where('c.user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFoundError('errors.change.notFound');
  return toChange(db, row, lang);
}

/** The changes of the caller's orders (of one order when given), newest first. */
export async function listChanges(
  db: Db,
  userId: string,
  orderId: string | undefined,
  lang: Language,
): Promise<OrderChange[]> {
  let query = selectChanges(db).where('c.user_id', '=', userId);
  if (orderId !== undefined) query = query.where('c.order_id', '=', orderId);
  const rows = await query
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(50)
    .execute();
  return Promise.all(rows.map((r) => toChange(db, r, lang)));
}

/**
 * order/change/options: for each line, its rule, whether it may move, and the dates it may move
 * to with the units left per session (a hotel: rooms left per night) and the unit price.
 */
export async function changeOptions(
  db: Db,
  input: { userId: string; orderId: string; lang: Language; now: number },
): Promise<ChangeOptions> {
  const { userId, orderId, lang, now } = input;
  const ctx = await changeContext(db, userId, orderId, now);
  const moment = resortNow(now);
  const named = await localizeLines(db, ctx.lines.map(orderLineOf), lang);
  const lines: ChangeOptions['lines'] = [];
  for (const [i, line] of ctx.lines.entries()) {
    const rule = ruleFor(ctx, line.product_id);
    const refusal = ctx.refusal ?? lineRefusal({ rule, startDate: line.start_date }, ctx.today);
    let days: ChangeOptions['lines'][number]['days'] = [];
    let sessions: string[] = [];
    if (refusal === null) {
      const product = await loadProductRecord(db, line.product_id, undefined, lang);
      sessions = product.sessions;
      const sku = product.skus.find((s) => s.skuId === line.sku_id);
      const first = firstChangeDate(ctx.today, rule);
      const last = lastSaleDate(ctx.today);
      const dates = first > last ? [] : dateRange(first, last);
      const left = await loadStock(db, [product], dates, moment);
      // a hotel's new stay may reach one night past the window's last check-in
      days = dates.map((date) => ({
        date,
        unitPriceCents: sku === undefined ? 0 : priceOn(sku, date),
        left: Object.fromEntries(
          (sessions.length > 0 ? sessions : ['']).map((s) => [
            s,
            s !== '' && sessionStarted(date, s, moment) ? 0 : left(line.sku_id, date, s),
          ]),
        ),
      }));
    }
    lines.push({ lineNo: line.line_no, line: named[i]!, rule, refusal, sessions, days });
  }
  return {
    orderId,
    orderNo: ctx.order.order_no,
    changeable: ctx.refusal === null && lines.some((l) => l.refusal === null),
    refusal: ctx.refusal,
    changesMade: ctx.order.change_count,
    maxChanges: ctx.maxChanges,
    lines,
  };
}
