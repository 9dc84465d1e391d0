import { sql, type ExpressionBuilder } from 'kysely';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../src/lib/contract/common.ts';
import {
  MAX_ACTIVE_WAITS,
  WAIT_OFFER_PARAM,
  WAIT_OFFER_TOKEN_PATTERN,
  WAITLIST_ERROR_CODES,
  type Wait,
  type WaitJoin,
} from '../../src/lib/contract/waitlist.ts';
import { formatDateTime } from '../../src/lib/format/dates.ts';
import { localizePath } from '../../src/lib/i18n/paths.ts';
import { transaction, type Db } from '../db/client.ts';
import { lockKey } from '../db/locks.ts';
import type { Database } from '../db/schema.ts';
import { HttpError, notFoundError } from '../lib/http-error.ts';
import { expiryOf, expiryStamp, sameMac, tokenMac } from '../lib/signed-token.ts';
import { waitOfferMail } from '../mail/order-mails.ts';
import { queueMail } from './mail.ts';
import { priceLines } from './orders/pricing.ts';
import { sessionStarted } from './products/availability.ts';
import { resortNow } from './products/dates.ts';
import { byCell, CellSoldOut, lineCells, loadStock, type CellUnits } from './products/inventory.ts';
import { productNames } from './products/names.ts';
import { newId } from './secrets.ts';

/**
 * The waiting list of sold-out days, sessions and stays (issue 19 §4).
 *
 * A wait is one cart line's worth (a SKU, a date or stay, a session, a quantity) that a shopper
 * could not buy. When stock frees (an unpaid order expiring or cancelled, a refund, a date
 * change away, an offer running out), {@link advanceWaits} offers it to the first waiter in join
 * order (`seq`) whose quantity fits: ONE transaction per offer holds the units in
 * `inventory.held` with the stock guard in the statement (`held + sold + n <= total`, the same
 * guarded update an order's save uses) and marks the wait offered until now + the offer's time
 * (WAITLIST_OFFER_MINUTES of gateway/env.ts, passed down as `waitOfferMs`). The
 * offers are made one at a time across processes (a transaction-level advisory lock on
 * PostgreSQL; SQLite's write lock), so two processes never offer out of order. Held units are
 * invisible to everyone else, who still see the day sold out; the holder's next order save
 * takes them ({@link takeOffers}, inside the save's transaction). An offer not bought in time
 * gives its units back and the next waiter is offered. The offer's mail is queued by the order
 * mailer ({@link queueOfferMails}), once per offer, in the language the shopper joined in.
 *
 * Everything runs on the gateway clock: {@link advanceWaits} is part of advanceOrders, which
 * runs before order reads and writes, in the periodic sweep and when /dev/clock moves.
 */

/** The name of the lock offers and offer takes run under (services of every process). */
const WAITLIST_LOCK = 'waitlist:offers';
/** Offers made in one call of advanceWaits at most (each its own transaction). */
const OFFERS_PER_ROUND = 200;

interface WaitCells {
  sku_id: string;
  start_date: string;
  end_date: string;
  session: string;
  quantity: number;
  product_type: string;
}

/** The stock cells a wait takes (a hotel stay: one per night). */
const cellsOf = (w: WaitCells): CellUnits[] => lineCells([w]);

const key = (c: { skuId: string; date: string; session: string }) =>
  `${c.skuId}|${c.date}|${c.session}`;

const languageOf = (value: string): Language =>
  LANGUAGES.find((l) => l === value) ?? DEFAULT_LANGUAGE;

// ---- joining, leaving, listing ---------------------------------------------------------------

export interface JoinInput {
  userId: string;
  body: WaitJoin;
  lang: Language;
  now: number;
}

/**
 * Joins the waiting list. The line is checked like an order line (product, SKU, date on sale,
 * session, stay), and must be sold out for this quantity: with enough left the shopper should
 * buy it instead (409 WAIT_NOT_SOLD_OUT). One wait per SKU, date and session per account while
 * it is active (409 WAIT_DUPLICATE), at most MAX_ACTIVE_WAITS active waits (409 WAIT_TOO_MANY).
 * The join order is a number taken under the waiting list's lock.
 */
export async function joinWait(db: Db, input: JoinInput): Promise<Wait> {
  const { userId, body, lang, now } = input;
  const moment = resortNow(now);
  const [line] = await priceLines(db, [body], lang, moment);
  if (line === undefined) throw new Error('no line');
  await loadStock(db, [line.product], [...new Set(line.cells.map((c) => c.date))], moment);
  const id = newId();
  await transaction(db, async (trx) => {
    await lockKey(trx, WAITLIST_LOCK);
    const active = await trx
      .selectFrom('wait')
      .select(['sku_id', 'start_date', 'end_date', 'session'])
      .where('user_id', '=', userId)
      .where('status', 'in', ['waiting', 'offered'])
      .execute();
    if (
      active.some(
        (w) =>
          w.sku_id === line.sku.skuId &&
          w.start_date === line.startDate &&
          w.end_date === line.endDate &&
          w.session === line.session,
      )
    ) {
      throw new HttpError(409, WAITLIST_ERROR_CODES.duplicate, 'errors.waitlist.duplicate');
    }
    if (active.length >= MAX_ACTIVE_WAITS) {
      throw new HttpError(409, WAITLIST_ERROR_CODES.tooMany, 'errors.waitlist.tooMany', {
        params: { count: MAX_ACTIVE_WAITS },
      });
    }
    if (await fits(trx, line.cells, body.quantity)) {
      throw new HttpError(409, WAITLIST_ERROR_CODES.available, 'errors.waitlist.available', {
        params: { count: body.quantity },
      });
    }
    const last = await trx
      .selectFrom('wait')
      .select(sql<number>`coalesce(max(seq), 0)`.as('seq'))
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('wait')
      .values({
        id,
        seq: Number(last.seq) + 1,
        user_id: userId,
        product_id: line.product.productId,
        sku_id: line.sku.skuId,
        product_type: line.product.productType,
        start_date: line.startDate,
        end_date: line.endDate,
        session: line.session,
        quantity: body.quantity,
        lang,
        status: 'waiting',
        joined_at: now,
        updated_at: now,
      })
      .execute();
  });
  return loadWait(db, userId, id, lang, now);
}

/** Whether every cell has `quantity` units free (read in the caller's transaction). */
async function fits(
  trx: Db,
  cells: readonly { skuId: string; date: string; session: string }[],
  quantity: number,
): Promise<boolean> {
  for (const c of cells) {
    const row = await trx
      .selectFrom('inventory')
      .select(sql<number>`total - held - sold`.as('free'))
      .where('sku_id', '=', c.skuId)
      .where('date', '=', c.date)
      .where('session', '=', c.session)
      .executeTakeFirst();
    if (Number(row?.free ?? 0) < quantity) return false;
  }
  return true;
}

/**
 * Leaves the waiting list: a waiting wait leaves its queue, an offered one gives its held units
 * back (then offered to the next waiter). Another account's wait: 404; one already ended: 409.
 */
export async function leaveWait(
  db: Db,
  input: { userId: string; waitId: string; lang: Language; now: number; waitOfferMs: number },
): Promise<Wait> {
  const { userId, waitId, lang, now } = input;
  const left = await transaction(db, async (trx) => {
    await lockKey(trx, WAITLIST_LOCK);
    const wait = await trx
      .selectFrom('wait')
      .selectAll()
      .where('id', '=', waitId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!wait) throw notFoundError('errors.waitlist.notFound');
    if (wait.status !== 'waiting' && wait.status !== 'offered') return false;
    await trx
      .updateTable('wait')
      .set({ status: 'left', offer_until: null, updated_at: now })
      .where('id', '=', waitId)
      .where('status', '=', wait.status)
      .execute();
    if (wait.status === 'offered') await releaseUnits(trx, cellsOf(wait));
    return true;
  });
  if (!left) {
    throw new HttpError(409, WAITLIST_ERROR_CODES.notActive, 'errors.waitlist.notActive');
  }
  await advanceWaits(db, now, input.waitOfferMs);
  return loadWait(db, userId, waitId, lang, now);
}

const waitColumns = [
  'w.id',
  'w.seq',
  'w.product_id',
  'w.sku_id',
  'w.product_type',
  'w.start_date',
  'w.end_date',
  'w.session',
  'w.quantity',
  'w.status',
  'w.joined_at',
  'w.offer_until',
  'p.poi_code',
  'p.poi_type',
] as const;

/** The caller's waits, newest first (the 100 newest), named in `lang`. */
export async function listWaits(db: Db, userId: string, lang: Language, now: number) {
  const rows = await db
    .selectFrom('wait as w')
    .innerJoin('product as p', 'p.id', 'w.product_id')
    .select(waitColumns)
    .where('w.user_id', '=', userId)
    .orderBy('w.joined_at', 'desc')
    .orderBy('w.seq', 'desc')
    .limit(100)
    .execute();
  return present(db, rows, lang, now);
}

async function loadWait(
  db: Db,
  userId: string,
  waitId: string,
  lang: Language,
  now: number,
): Promise<Wait> {
  const rows = await db
    .selectFrom('wait as w')
    .innerJoin('product as p', 'p.id', 'w.product_id')
    .select(waitColumns)
    .where('w.user_id', '=', userId)
    .where('w.id', '=', waitId)
    .execute();
  if (rows.length === 0) throw notFoundError('errors.waitlist.notFound');
  const [wait] = await present(db, rows, lang, now);
  if (!wait) throw notFoundError('errors.waitlist.notFound');
  return wait;
}

type WaitRow = {
  id: string;
  seq: number;
  product_id: string;
  sku_id: string;
  product_type: string;
  start_date: string;
  end_date: string;
  session: string;
  quantity: number;
  status: Wait['status'];
  joined_at: number;
  offer_until: number | null;
  poi_code: string;
  poi_type: number;
};

/** Rows as the contract's waits: names in `lang`, queue places, the offer's unit price. */
async function present(
  db: Db,
  rows: readonly WaitRow[],
  lang: Language,
  now: number,
): Promise<Wait[]> {
  const names = await productNames(
    db,
    rows.map((r) => r.product_id),
    lang,
  );
  const moment = resortNow(now);
  const waits: Wait[] = [];
  for (const r of rows) {
    const product = names.find((n) => n.productId === r.product_id);
    let position: number | null = null;
    if (r.status === 'waiting') {
      const ahead = await db
        .selectFrom('wait')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', '=', 'waiting')
        .where('sku_id', '=', r.sku_id)
        .where('start_date', '=', r.start_date)
        .where('session', '=', r.session)
        .where('seq', '<', r.seq)
        .executeTakeFirstOrThrow();
      position = Number(ahead.n) + 1;
    }
    let unitPriceCents = 0;
    if (r.status === 'waiting' || r.status === 'offered') {
      try {
        const [line] = await priceLines(
          db,
          [
            {
              productId: r.product_id,
              skuId: r.sku_id,
              quantity: r.quantity,
              startDate: r.start_date,
              ...(r.product_type === 'HOTEL' ? { endDate: r.end_date } : {}),
              ...(r.session ? { session: r.session } : {}),
            },
          ],
          lang,
          moment,
        );
        unitPriceCents = line?.unitPriceCents ?? 0;
      } catch {
        // no longer on sale (its day passed or closed): no price to show
      }
    }
    waits.push({
      waitId: r.id,
      productId: r.product_id,
      skuId: r.sku_id,
      productName: product?.productName ?? '',
      skuName: product?.skus.find((s) => s.skuId === r.sku_id)?.skuName ?? '',
      productType: r.product_type,
      poiCode: r.poi_code,
      poiType: r.poi_type,
      startDate: r.start_date,
      endDate: r.end_date,
      session: r.session === '' ? null : r.session,
      quantity: r.quantity,
      status: r.status,
      joinedAt: Number(r.joined_at),
      position,
      offerUntil: r.status === 'offered' && r.offer_until !== null ? Number(r.offer_until) : null,
      unitPriceCents,
    });
  }
  return waits;
}

// ---- offers ----------------------------------------------------------------------------------

const inventoryCell =
  (c: { skuId: string; date: string; session: string }) =>
  (eb: ExpressionBuilder<Database, 'inventory'>) =>
    eb.and([eb('sku_id', '=', c.skuId), eb('date', '=', c.date), eb('session', '=', c.session)]);

/**
 * Changes held units by a net amount per cell, in one pass in the fixed cell order: a positive
 * amount is held with the stock guard in the statement (throws {@link CellSoldOut} when not
 * enough is left), a negative one given back. With `buyer` (an order's save), free units that a
 * waiting waiter of another account fits are not the buyer's either: freed stock goes to the
 * waiting list first (tickets and shows; a hotel wait, spanning nights, is offered by the
 * matcher that runs before every save).
 */
async function adjustHeld(trx: Db, cells: readonly CellUnits[], buyer?: string): Promise<void> {
  for (const c of byCell(cells)) {
    if (c.quantity === 0) continue;
    if (c.quantity > 0) {
      let update = trx
        .updateTable('inventory')
        .set((eb) => ({ held: eb('held', '+', c.quantity) }))
        .where(inventoryCell(c))
        .where(sql<boolean>`held + sold + ${c.quantity} <= total`);
      if (buyer !== undefined) {
        update = update.where(
          sql<boolean>`NOT EXISTS (SELECT 1 FROM wait w WHERE w.status = 'waiting' AND w.sku_id = inventory.sku_id AND w.start_date = inventory.date AND w.session = inventory.session AND w.product_type <> 'HOTEL' AND w.user_id <> ${buyer} AND w.quantity <= inventory.total - inventory.held - inventory.sold)`,
        );
      }
      const held = await update.executeTakeFirst();
      if (held.numUpdatedRows !== 1n) throw new CellSoldOut(c);
    } else {
      await trx
        .updateTable('inventory')
        .set({
          held: sql<number>`CASE WHEN held >= ${-c.quantity} THEN held - ${-c.quantity} ELSE 0 END`,
        })
        .where(inventoryCell(c))
        .execute();
    }
  }
}

const releaseUnits = (trx: Db, cells: readonly CellUnits[]) =>
  adjustHeld(
    trx,
    cells.map((c) => ({ ...c, quantity: -c.quantity })),
  );

/** Whether any wait needs the clock's attention: an offer ran out, a day passed. */
async function waitsDue(db: Db, now: number, today: string): Promise<boolean> {
  const row = await db
    .selectFrom('wait')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'offered'), eb('offer_until', '<=', now)]),
        eb.and([eb('status', 'in', ['waiting', 'offered']), eb('start_date', '<', today)]),
      ]),
    )
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Ends the offers whose time ran out (their units given back) and the waits whose day has
 * passed, in one transaction under the waiting list's lock. Returns how many ended.
 */
async function expireWaits(db: Db, now: number): Promise<number> {
  const today = resortNow(now).today;
  if (!(await waitsDue(db, now, today))) return 0;
  return transaction(db, async (trx) => {
    await lockKey(trx, WAITLIST_LOCK);
    const due = await trx
      .selectFrom('wait')
      .select([
        'id',
        'status',
        'sku_id',
        'start_date',
        'end_date',
        'session',
        'quantity',
        'product_type',
      ])
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'offered'), eb('offer_until', '<=', now)]),
          eb.and([eb('status', 'in', ['waiting', 'offered']), eb('start_date', '<', today)]),
        ]),
      )
      .execute();
    let ended = 0;
    for (const wait of due) {
      const done = await trx
        .updateTable('wait')
        .set({ status: 'expired', updated_at: now })
        .where('id', '=', wait.id)
        .where('status', '=', wait.status)
        .executeTakeFirst();
      if (done.numUpdatedRows !== 1n) continue;
      ended += 1;
      if (wait.status === 'offered') await releaseUnits(trx, cellsOf(wait));
    }
    return ended;
  });
}

/** Waiting waits whose quantity is free on their first cell, in join order. */
const candidatesOf = (db: Db, today: string, limit: number) =>
  db
    .selectFrom('wait as w')
    .innerJoin('inventory as i', (j) =>
      j
        .onRef('i.sku_id', '=', 'w.sku_id')
        .onRef('i.date', '=', 'w.start_date')
        .onRef('i.session', '=', 'w.session'),
    )
    .select([
      'w.id',
      'w.sku_id',
      'w.start_date',
      'w.end_date',
      'w.session',
      'w.quantity',
      'w.product_type',
    ])
    .where('w.status', '=', 'waiting')
    .where('w.start_date', '>=', today)
    .where(sql<boolean>`i.total - i.held - i.sold >= w.quantity`)
    .orderBy('w.seq')
    .limit(limit)
    .execute();

/**
 * Makes the next offer: the first waiting wait (join order) whose quantity is free on its first
 * cell, checked on every cell (a stay's nights), its units held by the guarded update. One
 * transaction under the waiting list's lock. Answers whether an offer was made (another may
 * follow), or 'raced' when a save took the units between the look and the hold (rolled back).
 */
async function offerNext(db: Db, now: number, offerMs: number): Promise<boolean | 'raced'> {
  const moment = resortNow(now);
  // a plain read first: most calls find nobody to offer and open no write transaction
  if ((await candidatesOf(db, moment.today, 1)).length === 0) return false;
  try {
    return await transaction(db, async (trx) => {
      await lockKey(trx, WAITLIST_LOCK);
      const candidates = await candidatesOf(trx, moment.today, 20);
      for (const wait of candidates) {
        if (wait.session !== '' && sessionStarted(wait.start_date, wait.session, moment)) {
          await trx
            .updateTable('wait')
            .set({ status: 'expired', updated_at: now })
            .where('id', '=', wait.id)
            .where('status', '=', 'waiting')
            .execute();
          continue;
        }
        const cells = cellsOf(wait);
        if (cells.length > 1 && !(await fits(trx, cells, wait.quantity))) continue;
        await adjustHeld(trx, cells);
        const offered = await trx
          .updateTable('wait')
          .set({
            status: 'offered',
            offered_at: now,
            offer_until: now + offerMs,
            mailed_at: null,
            updated_at: now,
          })
          .where('id', '=', wait.id)
          .where('status', '=', 'waiting')
          .executeTakeFirst();
        // the wait was left at this moment: its hold is undone with the transaction
        if (offered.numUpdatedRows !== 1n) throw new CellSoldOut(cells[0]!);
        return true;
      }
      return false;
    });
  } catch (error) {
    if (error instanceof CellSoldOut) return 'raced';
    throw error;
  }
}

/**
 * The waiting list on the gateway clock: offers that ran out end (their units back), then the
 * free units are offered in join order, one offer per transaction, until no waiter fits; each
 * offer holds its units for `offerMs` (WAITLIST_OFFER_MINUTES). Returns how many offers were made.
 */
export async function advanceWaits(
  db: Db,
  now: number,
  offerMs: number,
): Promise<{ offered: number }> {
  await expireWaits(db, now);
  let offered = 0;
  let raced = 0;
  while (offered < OFFERS_PER_ROUND) {
    const made = await offerNext(db, now, offerMs);
    if (made === false) break;
    if (made === 'raced') {
      // a buyer took the units first: look again (a few times), the stock has changed
      if (++raced > 5) break;
      continue;
    }
    offered += 1;
  }
  return { offered };
}

/**
 * Inside an order's save transaction: the caller's offers (offered, still in time) that the
 * order's cells cover are taken by the order (bought): their held units count towards the
 * order's hold, units the order does not need are given back. Answers the net units the order
 * must still hold per cell (negative: given back), for {@link holdOrderCells}.
 */
export async function takeOffers(
  trx: Db,
  userId: string,
  orderId: string,
  demand: readonly CellUnits[],
  now: number,
): Promise<CellUnits[]> {
  const offers = await trx
    .selectFrom('wait')
    .select(['id', 'sku_id', 'start_date', 'end_date', 'session', 'quantity', 'product_type'])
    .where('user_id', '=', userId)
    .where('status', '=', 'offered')
    .where('offer_until', '>', now)
    .execute();
  const wanted = new Map(byCell(demand).map((c) => [key(c), c]));
  const net = new Map(byCell(demand).map((c) => [key(c), { ...c }]));
  if (offers.length === 0) return [...net.values()];
  await lockKey(trx, WAITLIST_LOCK);
  for (const offer of offers) {
    const cells = cellsOf(offer);
    if (!cells.every((c) => wanted.has(key(c)))) continue;
    const taken = await trx
      .updateTable('wait')
      .set({ status: 'bought', order_id: orderId, offer_until: null, updated_at: now })
      .where('id', '=', offer.id)
      .where('status', '=', 'offered')
      .executeTakeFirst();
    if (taken.numUpdatedRows !== 1n) continue;
    for (const c of cells) {
      const cell = net.get(key(c));
      if (cell) cell.quantity -= c.quantity;
    }
  }
  return [...net.values()];
}

/**
 * Holds an order's net cells (after {@link takeOffers}) in one guarded pass; units waiting
 * waiters of other accounts fit are not taken.
 */
export const holdOrderCells = (trx: Db, cells: readonly CellUnits[], buyer: string) =>
  adjustHeld(trx, cells, buyer);

// ---- the offer's link ------------------------------------------------------------------------

/*
 * The offer mail's link (issue 19 §4): the waits page with `?offer=<token>`, which opens the
 * offer on the gateway and puts its held places into the cart. A token is
 * `w1.<waitId>.<expiry>.<mac>`: the expiry is the offer's end in epoch seconds (base 36), the MAC
 * an HMAC-SHA256 (first 128 bits, base64url) over the wait, the expiry and the wait's account,
 * with the order links' key (ORDER_LINK_SECRET, else the database's random key). Nothing is
 * stored per link. Defined answers, for the logged-in shopper who opens it:
 * - tampered (any character changed) or another account's link: 404 WAIT_LINK_INVALID;
 * - the offer ran out, was left or ended otherwise (checked after the signature): 410
 *   WAIT_OFFER_ENDED, saying until when the places were held;
 * - the offer already booked: 409 WAIT_OFFER_TAKEN;
 * - otherwise the offered wait; opening it again is harmless (it only reads).
 */

const offerMac = (secret: Uint8Array, waitId: string, expiry: string, userId: string): string =>
  tokenMac(secret, ['wait-offer', 'w1', waitId, expiry, userId]);

/** The token of an offer's link: it expires with the offer (`offerUntil`, epoch ms). */
export function signOfferLink(
  secret: Uint8Array,
  offer: { waitId: string; userId: string; offerUntil: number },
): string {
  const expiry = expiryStamp(offer.offerUntil);
  return `w1.${offer.waitId}.${expiry}.${offerMac(secret, offer.waitId, expiry, offer.userId)}`;
}

/** Where an offer's mail leads: the waits page of `lang`, which opens the offer's token. */
export function offerLinkUrl(siteUrl: string, lang: Language, token: string): string {
  const path = localizePath(lang, '/user/waitlist');
  return `${siteUrl.replace(/\/+$/, '')}${path}?${WAIT_OFFER_PARAM}=${encodeURIComponent(token)}`;
}

const invalidOfferLink = () =>
  new HttpError(404, WAITLIST_ERROR_CODES.linkInvalid, 'errors.waitlist.linkInvalid');

/** The offered wait an offer link opens for `userId` (see above for the refusals). */
export async function openOfferLink(
  db: Db,
  input: { secret: Uint8Array | null; token: string; userId: string; lang: Language; now: number },
): Promise<Wait> {
  const { token, userId, lang, now } = input;
  // no key yet: no link was ever signed
  if (input.secret === null || !WAIT_OFFER_TOKEN_PATTERN.test(token)) throw invalidOfferLink();
  const [, waitId = '', expiry = '', given = ''] = token.split('.');
  const row = await db
    .selectFrom('wait')
    .select(['user_id', 'status', 'offer_until'])
    .where('id', '=', waitId)
    .executeTakeFirst();
  // an unknown wait is checked against a MAC all the same, so both take the same time
  const genuine = sameMac(given, offerMac(input.secret, waitId, expiry, row?.user_id ?? ''));
  if (!genuine || !row || row.user_id !== userId) throw invalidOfferLink();
  if (row.status === 'bought') {
    throw new HttpError(409, WAITLIST_ERROR_CODES.offerTaken, 'errors.waitlist.offerTaken');
  }
  const until = expiryOf(expiry);
  const current =
    row.status === 'offered' &&
    row.offer_until !== null &&
    Math.floor(Number(row.offer_until) / 1000) * 1000 === until &&
    until > now;
  if (!current) {
    throw new HttpError(410, WAITLIST_ERROR_CODES.offerEnded, 'errors.waitlist.offerEnded', {
      params: { until: formatDateTime(until, lang) },
    });
  }
  return loadWait(db, userId, waitId, lang, now);
}

// ---- the offer's mail ------------------------------------------------------------------------

/**
 * Queues the mail of every offer not mailed yet, in the language its shopper joined in. The
 * wait's guarded `mailed_at` and the outbox row are one transaction: one mail per offer,
 * whichever process gets there first.
 */
export async function queueOfferMails(
  db: Db,
  options: { siteUrl: string; now: number; limit: number; secret: Uint8Array },
): Promise<number> {
  const { now, siteUrl } = options;
  const due = await db
    .selectFrom('wait as w')
    .innerJoin('users as u', 'u.id', 'w.user_id')
    .select([
      'w.id',
      'w.user_id',
      'w.product_id',
      'w.sku_id',
      'w.product_type',
      'w.start_date',
      'w.end_date',
      'w.session',
      'w.quantity',
      'w.lang',
      'w.offered_at',
      'w.offer_until',
      'u.email',
    ])
    .where('w.status', '=', 'offered')
    .where('w.mailed_at', 'is', null)
    .limit(options.limit)
    .execute();
  let queued = 0;
  for (const row of due) {
    const lang = languageOf(row.lang);
    const [names] = await productNames(db, [row.product_id], lang);
    const skuName = names?.skus.find((s) => s.skuId === row.sku_id)?.skuName ?? '';
    // the hold this offer got when it was made (by whichever process, with its setting)
    const offeredAt = Number(row.offered_at ?? now);
    const offerUntil = Number(row.offer_until ?? now);
    const minutes = Math.max(1, Math.round((offerUntil - offeredAt) / 60_000));
    const mail = waitOfferMail(
      {
        productName: names?.productName ?? '',
        skuName,
        hotel: row.product_type === 'HOTEL',
        startDate: row.start_date,
        endDate: row.end_date,
        session: row.session,
        quantity: row.quantity,
        offerUntil,
      },
      {
        lang,
        url: offerLinkUrl(
          siteUrl,
          lang,
          signOfferLink(options.secret, { waitId: row.id, userId: row.user_id, offerUntil }),
        ),
        minutes,
      },
    );
    const done = await transaction(db, async (trx) => {
      const claimed = await trx
        .updateTable('wait')
        .set({ mailed_at: now })
        .where('id', '=', row.id)
        .where('status', '=', 'offered')
        .where('mailed_at', 'is', null)
        .executeTakeFirst();
      if (claimed.numUpdatedRows !== 1n) return false;
      await queueMail(
        trx,
        { to: row.email, subject: mail.subject, body: mail.text, html: mail.html, language: lang },
        now,
      );
      return true;
    });
    if (done) queued += 1;
  }
  return queued;
}
