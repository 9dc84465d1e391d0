import { randomInt } from 'node:crypto';
import type { InStatement, InValue } from '@libsql/client';
import type { Language } from '../../../src/lib/contract/common.ts';
import {
  ORDER_ERROR_CODES,
  ORDER_PAYMENT_MINUTES,
  normalizeIdNumber,
  type OrderSaveRequest,
  type SavedOrder,
} from '../../../src/lib/contract/order.ts';
import { formatHkd } from '../../../src/lib/format/money.ts';
import type { GatewayDatabase as Db } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { newId } from '../secrets.ts';
import { resortNow } from '../products/dates.ts';
import { loadStock } from '../products/inventory.ts';
import { loadSavedOrder } from './read.ts';
import { cellDemand, priceLines, type PricedLine, type StockCell } from './pricing.ts';
import { releaseExpiredOrders } from './expiry.ts';

/**
 * order/info/save (issue 7 hands the request over; issue 8 builds payment and the lifecycle):
 * prices every line again, then in ONE immediate transaction creates the order and holds its
 * stock with guarded updates (`total - held - sold >= n`), so that two buyers can never take
 * the same last ticket. The client's requestId makes a retry or a double click one order.
 * The same transaction caps what one account holds unpaid (DESIGN §7, {@link HoldCap}).
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
}

const holdLimitError = (cap: HoldCap) =>
  new HttpError(409, ORDER_ERROR_CODES.holdLimit, 'errors.order.holdLimit', {
    params: { orders: cap.orders, units: cap.units, perDate: cap.perDate },
    data: { ...cap },
  });

/**
 * The order's row, written only when the account stays within its hold cap with this order:
 * its unpaid orders, the units in them and, per cell of `demand`, the units it holds there, are
 * counted inside the same write transaction as the stock (no read-then-write race). Nothing is
 * inserted otherwise, and every later statement of the batch is conditional on this row.
 */
function guardedOrderInsert(
  userId: string,
  demand: readonly (StockCell & { quantity: number })[],
  units: number,
  cap: HoldCap,
  values: InValue[],
): InStatement {
  const cells = demand.map(() => '(?, ?, ?, ?)').join(', ');
  return {
    sql: `WITH demand (sku_id, date, session, quantity) AS (VALUES ${cells}),
               mine AS (SELECT id FROM orders WHERE user_id = ? AND status = 'pendingPayment')
          INSERT INTO orders (id, order_no, user_id, request_id, status, channel, lang,
              guest_mode, total_cents, pay_before, created_at, updated_at, status_at, visit_end)
          SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?
           WHERE (SELECT count(*) FROM mine) < ?
             AND (SELECT coalesce(sum(quantity), 0) FROM order_line
                   WHERE order_id IN (SELECT id FROM mine)) + ? <= ?
             AND NOT EXISTS (
               SELECT 1 FROM demand d
                WHERE d.quantity + (SELECT coalesce(sum(h.quantity), 0) FROM order_hold h
                                     WHERE h.order_id IN (SELECT id FROM mine)
                                       AND h.sku_id = d.sku_id AND h.date = d.date
                                       AND h.session = d.session) > ?)`,
    args: [
      ...demand.flatMap((d) => [d.skuId, d.date, d.session, d.quantity]),
      userId,
      ...values,
      cap.orders,
      units,
      cap.units,
      cap.perDate,
    ],
  };
}

/** Only when the order row of `orderId` was written by this batch (see guardedOrderInsert). */
const ORDER_WRITTEN = 'EXISTS (SELECT 1 FROM orders WHERE id = ?)';

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

const isConstraint = (error: unknown, text: string): boolean =>
  error instanceof Error &&
  /constraint/i.test(`${error.message} ${String((error as { code?: unknown }).code ?? '')}`) &&
  error.message.includes(text);

/** The first cell without enough stock left, as the sold-out answer. */
async function soldOut(
  db: Db,
  lines: readonly PricedLine[],
  demand: readonly (StockCell & { quantity: number })[],
): Promise<HttpError> {
  for (const cell of demand) {
    const left = await db.execute({
      sql: `SELECT total - held - sold AS free FROM inventory
             WHERE sku_id = ? AND date = ? AND session = ?`,
      args: [cell.skuId, cell.date, cell.session],
    });
    const free = Number(left.rows[0]?.['free'] ?? 0);
    if (free < cell.quantity) {
      const line = lines.find((l) => l.cells.some((c) => c.skuId === cell.skuId)) ?? lines[0];
      if (line !== undefined) return soldOutError(line, cell.date, Math.max(0, free));
    }
  }
  // The stock came back between the failure and this look: ask the shopper to try again.
  const first = lines[0];
  return soldOutError(first!, demand[0]?.date ?? '', 0);
}

/** Undoes an order whose holds did not all apply (defensive; see saveOrder). */
async function cancelUnheld(db: Db, orderId: string, now: number): Promise<void> {
  await db.batch(
    [
      {
        sql: `UPDATE inventory SET held = held - h.quantity FROM order_hold h
               WHERE h.order_id = ? AND inventory.sku_id = h.sku_id
                 AND inventory.date = h.date AND inventory.session = h.session`,
        args: [orderId],
      },
      { sql: 'DELETE FROM order_hold WHERE order_id = ?', args: [orderId] },
      {
        sql: `UPDATE orders SET status = 'orderFailed', updated_at = ? WHERE id = ?`,
        args: [now, orderId],
      },
    ],
    'write',
  );
}

async function findByRequest(db: Db, userId: string, requestId: string) {
  const found = await db.execute({
    sql: 'SELECT id FROM orders WHERE user_id = ? AND request_id = ?',
    args: [userId, requestId],
  });
  const row = found.rows[0];
  return row ? String(row['id']) : null;
}

export async function saveOrder(db: Db, input: SaveOrderInput): Promise<SavedOrder> {
  const { userId, body, lang, now, holdCap } = input;
  // A retry of a request that already made its order answers that order, whatever changed.
  const existing = await findByRequest(db, userId, body.requestId);
  if (existing !== null) return loadSavedOrder(db, existing);

  await releaseExpiredOrders(db, now);
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
  // The stock rows of the sale window exist before the transaction (INSERT OR IGNORE).
  await loadStock(
    db,
    [...new Map(lines.map((l) => [l.product.productId, l.product])).values()],
    [...new Set(demand.map((d) => d.date))],
    moment,
  );

  const orderId = newId();
  const statements: InStatement[] = [
    guardedOrderInsert(userId, demand, units, holdCap, [
      orderId,
      orderNumber(moment.today),
      userId,
      body.requestId,
      totalCents === 0 ? 'noPayment' : 'pendingPayment',
      body.channel,
      lang,
      body.guestMode,
      totalCents,
      now + PAYMENT_WINDOW_MS,
      now,
      now,
      now,
      lines.reduce((last, l) => (l.endDate > last ? l.endDate : last), ''),
    ]),
    // The guard is the table's CHECK (held + sold <= total): taking more than is left fails
    // the statement, and with it the whole batch.
    ...demand.map((d) => ({
      sql: `UPDATE inventory SET held = held + ?
             WHERE sku_id = ? AND date = ? AND session = ? AND ${ORDER_WRITTEN}`,
      args: [d.quantity, d.skuId, d.date, d.session, orderId],
    })),
    ...demand.map((d) => ({
      sql: `INSERT INTO order_hold (order_id, sku_id, date, session, quantity)
            SELECT ?, sku_id, date, session, ? FROM inventory
             WHERE sku_id = ? AND date = ? AND session = ? AND ${ORDER_WRITTEN}`,
      args: [orderId, d.quantity, d.skuId, d.date, d.session, orderId],
    })),
    ...lines.map((l, i) => ({
      sql: `INSERT INTO order_line (order_id, line_no, product_id, sku_id, product_name,
              sku_name, product_type, poi_code, poi_type, quantity, start_date, end_date,
              session, unit_price_cents, subtotal_cents)
            SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ? WHERE ${ORDER_WRITTEN}`,
      args: [
        orderId,
        i + 1,
        l.product.productId,
        l.sku.skuId,
        l.product.productName,
        l.sku.skuName,
        l.product.productType,
        l.product.poiCode,
        l.product.poiType,
        l.request.quantity,
        l.startDate,
        l.endDate,
        l.session,
        l.unitPriceCents,
        l.subtotalCents,
        orderId,
      ],
    })),
    ...body.guests.map((g, i) => ({
      sql: `INSERT INTO order_guest (order_id, guest_no, product_id, guest_name, guest_mobile,
              guest_mobile_area, guest_email, remark, id_type, id_info)
            SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?, ? WHERE ${ORDER_WRITTEN}`,
      args: [
        orderId,
        i + 1,
        g.productId,
        g.guestName,
        g.guestMobile,
        g.guestMobileArea,
        g.guestEmail,
        g.remark,
        g.idType ?? null,
        g.idInfo === undefined ? null : normalizeIdNumber(g.idInfo),
        orderId,
      ],
    })),
  ];
  try {
    // One batch is one immediate transaction, run without yielding to other requests of this
    // process (the driver is synchronous), and serialised with other processes by SQLite's
    // write lock: the stock check and the write cannot be separated.
    const results = await db.batch(statements, 'write');
    // Over the hold cap: the order row was not written, and so nothing else was.
    if (results[0]?.rowsAffected !== 1) throw holdLimitError(holdCap);
    const holds = results.slice(1 + demand.length, 1 + 2 * demand.length);
    if (holds.some((r) => r.rowsAffected !== 1)) {
      // A stock row that does not exist (cannot happen after loadStock): undo and refuse.
      await cancelUnheld(db, orderId, now);
      throw await soldOut(db, lines, demand);
    }
  } catch (error) {
    if (isConstraint(error, 'orders.user_id')) {
      // The same request, committed by a concurrent call: answer its order.
      const raced = await findByRequest(db, userId, body.requestId);
      if (raced !== null) return loadSavedOrder(db, raced);
    }
    if (isConstraint(error, 'CHECK')) throw await soldOut(db, lines, demand);
    throw error;
  }
  return loadSavedOrder(db, orderId);
}
