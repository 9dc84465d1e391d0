import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import type { Language } from '../../../src/lib/contract/common.ts';
import {
  ORDER_ERROR_CODES,
  ORDER_PAYMENT_MINUTES,
  normalizeIdNumber,
  type OrderSaveRequest,
  type SavedOrder,
} from '../../../src/lib/contract/order.ts';
import { formatHkd } from '../../../src/lib/format/money.ts';
import { isCheckViolation, isUniqueViolation, transaction, type Db } from '../../db/client.ts';
import { lockKey } from '../../db/locks.ts';
import { HttpError } from '../../lib/http-error.ts';
import { newId } from '../secrets.ts';
import { resortNow } from '../products/dates.ts';
import { CellSoldOut, loadStock } from '../products/inventory.ts';
import { advanceWaits, holdOrderCells, takeOffers } from '../waitlist.ts';
import { loadSavedOrder } from './read.ts';
import { cellDemand, priceLines, type PricedLine, type StockCell } from './pricing.ts';
import { releaseExpiredOrders } from './expiry.ts';

/**
 * order/info/save: prices every line again, then in ONE transaction creates the order and holds
 * its stock with guarded updates (`held + sold + n <= total` in the statement), so that two
 * buyers can never take the same last ticket, on one process or many. The client's requestId
 * (unique per user) makes a retry or a double click one order. The same transaction caps what
 * one account holds unpaid (DESIGN §7, {@link HoldCap}).
 */

export const PAYMENT_WINDOW_MS = ORDER_PAYMENT_MINUTES * 60_000;

/**
 * What one account may hold unpaid at once (gateway/env.ts ORDER_HOLD_MAX_*), so that no one
 * holds a day's stock away from everyone else for 15 minutes at a time: `orders` unpaid orders,
 * `units` tickets or rooms in them (line quantities), `perDate` of one SKU on one date, session
 * or night (hold cells).
 */
export interface HoldCap {
  orders: number;
  units: number;
  perDate: number;
}

export interface SaveOrderInput {
  userId: string;
  body: OrderSaveRequest;
  lang: Language;
  now: number;
  holdCap: HoldCap;
  /** How long a waiting-list offer holds its units (WAITLIST_OFFER_MINUTES, in ms). */
  waitOfferMs: number;
}

const holdLimitError = (cap: HoldCap) =>
  new HttpError(409, ORDER_ERROR_CODES.holdLimit, 'errors.order.holdLimit', {
    params: { orders: cap.orders, units: cap.units, perDate: cap.perDate },
    data: { ...cap },
  });

/**
 * Throws the hold-limit answer when the account would hold more than its cap with this order:
 * its unpaid orders, the units in them and, per cell of `demand`, the units it holds there. Runs
 * inside the save's transaction with the account's saves serialised (an advisory lock on
 * PostgreSQL, SQLite's write lock), so two saves at once cannot both pass on the same count.
 */
async function checkHoldCap(
  trx: Db,
  userId: string,
  demand: readonly (StockCell & { quantity: number })[],
  units: number,
  cap: HoldCap,
  now: number,
): Promise<void> {
  await lockKey(trx, `holds:${userId}`);
  // Only orders still inside their pay window: one past it is no hold even while another
  // transaction (the lifecycle sweep, skipped here by SKIP LOCKED) is still cancelling it.
  const mine = trx
    .selectFrom('orders')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', '=', 'pendingPayment')
    .where('pay_before', '>', now);
  const held = await trx
    .selectNoFrom((eb) => [
      eb.selectFrom(mine.as('m')).select(eb.fn.countAll<number>().as('n')).as('orders'),
      eb
        .selectFrom('order_line')
        .select(sql<number>`coalesce(sum(quantity), 0)`.as('n'))
        .where('order_id', 'in', mine)
        .as('units'),
    ])
    .executeTakeFirstOrThrow();
  if (Number(held.orders) >= cap.orders || Number(held.units) + units > cap.units) {
    throw holdLimitError(cap);
  }
  const cells = await trx
    .selectFrom('order_hold')
    .select(['sku_id', 'date', 'session', sql<number>`sum(quantity)`.as('quantity')])
    .where('order_id', 'in', mine)
    .groupBy(['sku_id', 'date', 'session'])
    .execute();
  for (const d of demand) {
    const cell = cells.find(
      (c) => c.sku_id === d.skuId && c.date === d.date && c.session === d.session,
    );
    if (d.quantity + Number(cell?.quantity ?? 0) > cap.perDate) throw holdLimitError(cap);
  }
}

/** 'RS' + the resort date + 8 random digits: readable on the phone, unique by constraint. */
const orderNumber = (today: string): string =>
  `RS${today.replaceAll('-', '')}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;

const soldOutError = (line: PricedLine, date: string, left: number) =>
  new HttpError(409, ORDER_ERROR_CODES.soldOut, 'errors.order.soldOut', {
    params: { product: `${line.product.productName} ${line.sku.skuName}`, date, left },
    data: {
      productId: line.product.productId,
      skuId: line.sku.skuId,
      date,
      session: line.session || null,
      stockLeft: left,
    },
  });

/** The first cell without enough stock left, as the sold-out answer. */
async function soldOut(
  db: Db,
  lines: readonly PricedLine[],
  demand: readonly (StockCell & { quantity: number })[],
  first?: StockCell,
): Promise<HttpError> {
  // the cell the save failed on first, then the others
  const cells = first
    ? [...demand].sort((a, b) => Number(!sameCell(a, first)) - Number(!sameCell(b, first)))
    : demand;
  for (const cell of cells) {
    const row = await db
      .selectFrom('inventory')
      .select(sql<number>`total - held - sold`.as('free'))
      .where('sku_id', '=', cell.skuId)
      .where('date', '=', cell.date)
      .where('session', '=', cell.session)
      .executeTakeFirst();
    const free = row?.free ?? 0;
    if (free < cell.quantity) {
      const line = lines.find((l) => l.cells.some((c) => c.skuId === cell.skuId)) ?? lines[0];
      if (line !== undefined) return soldOutError(line, cell.date, Math.max(0, free));
    }
  }
  // The stock came back between the failure and this look: ask the shopper to try again.
  const firstLine = lines[0];
  return soldOutError(firstLine!, demand[0]?.date ?? '', 0);
}

const sameCell = (a: StockCell, b: StockCell) =>
  a.skuId === b.skuId && a.date === b.date && a.session === b.session;

async function findByRequest(db: Db, userId: string, requestId: string) {
  const row = await db
    .selectFrom('orders')
    .select('id')
    .where('user_id', '=', userId)
    .where('request_id', '=', requestId)
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function saveOrder(db: Db, input: SaveOrderInput): Promise<SavedOrder> {
  const { userId, body, lang, now, holdCap } = input;
  // A retry of a request that already made its order answers that order, whatever changed.
  const existing = await findByRequest(db, userId, body.requestId);
  if (existing !== null) return loadSavedOrder(db, existing);

  await releaseExpiredOrders(db, now);
  // stock an expiry freed goes to the waiting list first
  await advanceWaits(db, now, input.waitOfferMs);
  const moment = resortNow(now);
  const lines = await priceLines(db, body.lines, lang, moment);
  const totalCents = lines.reduce((sum, l) => sum + l.subtotalCents, 0);
  if (totalCents !== body.expectedTotalCents) {
    throw new HttpError(409, ORDER_ERROR_CODES.priceChanged, 'errors.order.priceChanged', {
      params: { total: formatHkd(totalCents, lang) },
      data: {
        totalCents,
        lines: lines.map((l) => ({
          productId: l.product.productId,
          skuId: l.sku.skuId,
          unitPriceCents: l.unitPriceCents,
        })),
      },
    });
  }
  const demand = cellDemand(lines);
  const units = lines.reduce((sum, l) => sum + l.request.quantity, 0);
  // More than an account may hold at all: no need to look at what it holds already.
  if (units > holdCap.units || demand.some((d) => d.quantity > holdCap.perDate)) {
    throw holdLimitError(holdCap);
  }
  // The stock rows of the sale window exist before the transaction (inserted when missing).
  await loadStock(
    db,
    [...new Map(lines.map((l) => [l.product.productId, l.product])).values()],
    [...new Set(demand.map((d) => d.date))],
    moment,
  );

  const orderId = newId();
  try {
    // ONE transaction: the order, its stock held by guarded updates (holdOrderCells: the check
    // `held + sold + n <= total` is in each statement), its holds, lines and guests. It
    // commits whole or not at all; a process killed in the middle leaves nothing behind.
    await transaction(db, async (trx) => {
      await checkHoldCap(trx, userId, demand, units, holdCap, now);
      // the order first: a second save with the same requestId stops here on the unique key
      await trx
        .insertInto('orders')
        .values({
          id: orderId,
          order_no: orderNumber(moment.today),
          user_id: userId,
          request_id: body.requestId,
          status: totalCents === 0 ? 'noPayment' : 'pendingPayment',
          channel: body.channel,
          lang,
          guest_mode: body.guestMode,
          total_cents: totalCents,
          pay_before: now + PAYMENT_WINDOW_MS,
          created_at: now,
          updated_at: now,
          status_at: now,
          visit_end: lines.reduce((last, l) => (l.endDate > last ? l.endDate : last), ''),
        })
        .execute();
      // units a waiting-list offer holds for this shopper are the order's; the rest is held
      // with the guard in the statement
      await holdOrderCells(trx, await takeOffers(trx, userId, orderId, demand, now), userId);
      await trx
        .insertInto('order_hold')
        .values(
          demand.map((d) => ({
            order_id: orderId,
            sku_id: d.skuId,
            date: d.date,
            session: d.session,
            quantity: d.quantity,
          })),
        )
        .execute();
      await trx
        .insertInto('order_line')
        .values(
          lines.map((l, i) => ({
            order_id: orderId,
            line_no: i + 1,
            product_id: l.product.productId,
            sku_id: l.sku.skuId,
            product_name: l.product.productName,
            sku_name: l.sku.skuName,
            product_type: l.product.productType,
            poi_code: l.product.poiCode,
            poi_type: l.product.poiType,
            quantity: l.request.quantity,
            start_date: l.startDate,
            end_date: l.endDate,
            session: l.session,
            unit_price_cents: l.unitPriceCents,
            subtotal_cents: l.subtotalCents,
          })),
        )
        .execute();
      if (body.guests.length > 0) {
        await trx
          .insertInto('order_guest')
          .values(
            body.guests.map((g, i) => ({
              order_id: orderId,
              guest_no: i + 1,
              product_id: g.productId,
              guest_name: g.guestName,
              guest_mobile: g.guestMobile,
              guest_mobile_area: g.guestMobileArea,
              guest_email: g.guestEmail,
              remark: g.remark,
              id_type: g.idType ?? null,
              id_info: g.idInfo === undefined ? null : normalizeIdNumber(g.idInfo),
            })),
          )
          .execute();
      }
    });
  } catch (error) {
    if (error instanceof CellSoldOut) throw await soldOut(db, lines, demand, error.cell);
    if (isUniqueViolation(error, 'orders', 'request_id')) {
      // The same request, committed by a concurrent call: answer its order.
      const raced = await findByRequest(db, userId, body.requestId);
      if (raced !== null) return loadSavedOrder(db, raced);
    }
    // the table's own guard (held + sold <= total), should a statement ever miss the check
    if (isCheckViolation(error)) throw await soldOut(db, lines, demand);
    throw error;
  }
  return loadSavedOrder(db, orderId);
}
