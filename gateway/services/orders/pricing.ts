import type { Language } from '../../../src/lib/contract/common.ts';
import type { OrderLineRequest } from '../../../src/lib/contract/order.ts';
import { daysBetween, MAX_STAY_NIGHTS } from '../../../src/lib/contract/product.ts';
import type { Db } from '../../db/client.ts';
import type { ErrorKey } from '../../lib/i18n.ts';
import { dateBlock, priceOn, sessionStarted, type Moment } from '../products/availability.ts';
import { addDays, dateRange } from '../products/dates.ts';
import { dateNotApplicableError, sessionStartedError } from '../products/errors.ts';
import type { ProductRecord, SkuRecord } from '../products/repository.ts';
import { loadProductRecord } from '../products/tickets.ts';

/**
 * Prices the lines of an order request from the catalogue, never from the client: each line's
 * product and SKU must exist and be on sale on its date (a hotel: every night of the stay), a
 * session is required exactly when the product has sessions and must not have started.
 */

/** A line that names something we do not have, or breaks a booking rule: 400 on `field`. */
export class OrderInputError extends Error {
  override readonly name = 'OrderInputError';
  constructor(
    readonly field: string,
    readonly key: ErrorKey,
  ) {
    super(key);
  }
}

/** One stock cell: a SKU on a date (a night) and session ('' when none). */
export interface StockCell {
  skuId: string;
  date: string;
  session: string;
}

export interface PricedLine {
  request: OrderLineRequest;
  product: ProductRecord;
  sku: SkuRecord;
  startDate: string;
  /** Hotels: the check-out date; others: the start date. */
  endDate: string;
  session: string;
  unitPriceCents: number;
  subtotalCents: number;
  /** The cells the line takes one unit of per quantity (a hotel: one per night). */
  cells: StockCell[];
}

const cellKey = (c: StockCell) => `${c.skuId}|${c.date}|${c.session}`;

async function priceLine(
  db: Db,
  request: OrderLineRequest,
  index: number,
  lang: Language,
  now: Moment,
  products: Map<string, ProductRecord>,
): Promise<PricedLine> {
  const at = (field: string) => `lines.${index}.${field}`;
  let product = products.get(request.productId);
  if (product === undefined) {
    try {
      product = await loadProductRecord(db, request.productId, undefined, lang);
    } catch (error) {
      if (error instanceof Error && error.name === 'UnknownInputError') {
        throw new OrderInputError(at('productId'), 'errors.product.notFound');
      }
      throw error;
    }
    products.set(request.productId, product);
  }
  const sku = product.skus.find((s) => s.skuId === request.skuId);
  if (sku === undefined) throw new OrderInputError(at('skuId'), 'errors.order.skuUnknown');

  const hotel = product.productType === 'HOTEL';
  const start = request.startDate;
  let nights: string[];
  let endDate: string;
  if (hotel) {
    const end = request.endDate;
    const count = end === undefined ? 0 : daysBetween(start, end);
    if (end === undefined || count < 1 || count > MAX_STAY_NIGHTS) {
      throw new OrderInputError(at('endDate'), 'errors.order.stayRequired');
    }
    nights = dateRange(start, addDays(end, -1));
    endDate = end;
  } else {
    if (request.endDate !== undefined && request.endDate !== start) {
      throw new OrderInputError(at('endDate'), 'errors.order.endDateNotUsed');
    }
    nights = [start];
    endDate = start;
  }
  for (const night of nights) {
    const block = dateBlock(night, product, now);
    if (block) throw dateNotApplicableError(night, block);
  }

  let session = '';
  if (product.sessions.length > 0) {
    if (request.session === undefined) {
      throw new OrderInputError(at('session'), 'errors.order.sessionRequired');
    }
    if (!product.sessions.includes(request.session)) {
      throw new OrderInputError(at('session'), 'errors.product.sessionUnknown');
    }
    if (sessionStarted(start, request.session, now)) {
      throw sessionStartedError(start, request.session);
    }
    session = request.session;
  } else if (request.session !== undefined) {
    throw new OrderInputError(at('session'), 'errors.order.sessionNotUsed');
  }

  const unitPriceCents = nights.reduce((sum, night) => sum + priceOn(sku, night), 0);
  return {
    request,
    product,
    sku,
    startDate: start,
    endDate,
    session,
    unitPriceCents,
    subtotalCents: unitPriceCents * request.quantity,
    cells: nights.map((date) => ({ skuId: sku.skuId, date, session })),
  };
}

/** Prices every line; the same SKU, date(s) and session twice is refused (one line each). */
export async function priceLines(
  db: Db,
  lines: readonly OrderLineRequest[],
  lang: Language,
  now: Moment,
): Promise<PricedLine[]> {
  const products = new Map<string, ProductRecord>();
  const priced: PricedLine[] = [];
  const seen = new Set<string>();
  for (const [index, request] of lines.entries()) {
    const line = await priceLine(db, request, index, lang, now, products);
    const key = `${line.sku.skuId}|${line.startDate}|${line.endDate}|${line.session}`;
    if (seen.has(key)) throw new OrderInputError(`lines.${index}`, 'errors.order.duplicateLine');
    seen.add(key);
    priced.push(line);
  }
  return priced;
}

/** The units each stock cell must give, summed over the lines (two stays may share a night). */
export function cellDemand(lines: readonly PricedLine[]): (StockCell & { quantity: number })[] {
  const demand = new Map<string, StockCell & { quantity: number }>();
  for (const line of lines) {
    for (const cell of line.cells) {
      const key = cellKey(cell);
      const old = demand.get(key);
      demand.set(key, { ...cell, quantity: (old?.quantity ?? 0) + line.request.quantity });
    }
  }
  return [...demand.values()];
}
