import * as z from 'zod/mini';
import type { Db } from '../../../gateway/db/client.ts';
import { directSessionToken } from '../../unit/gateway/support/direct-session.ts';
import {
  createTestGateway,
  UNCAPPED_HOLDS,
  type TestGateway,
} from '../../unit/gateway/support/gateway.ts';

/**
 * What the order benchmarks share: a buyer logged in without the captcha and the password hash
 * of a login (they measure orders), and the one-ticket order lines that have stock to sell.
 */

/** The benchmarks' buyer, made in `db`; answers the access token. */
export const benchBuyerToken = (db: Db): Promise<string> =>
  directSessionToken(db, 'bench.buyer@example.com');

/** A real gateway on its own temporary database (on real time) and one logged-in buyer. */
export async function startGatewayForBench(): Promise<{ gw: TestGateway; token: string }> {
  // one bench buyer stands for many shoppers: the hold cap of unpaid orders is out of the way
  const gw = await createTestGateway({ realTime: true, env: { ...UNCAPPED_HOLDS } });
  return { gw, token: await benchBuyerToken(gw.db) };
}

export interface SaleLine {
  productId: string;
  skuId: string;
  date: string;
  price: number;
}

const ODSS = '/cl-odss-app/guest';

/**
 * Every SKU-day with more than 50 tickets left and a price, of the given ticket products, on the
 * open days between `startDate` and `endDate`, read through `get` (a GET answering `data`).
 */
export async function ticketsOnSale(
  get: (path: string) => Promise<unknown>,
  productIds: readonly string[],
  startDate: string,
  endDate: string,
): Promise<SaleLine[]> {
  const lines: SaleLine[] = [];
  for (const productId of productIds) {
    const calendar = z
      .object({ days: z.array(z.object({ date: z.string(), status: z.string() })) })
      .parse(
        await get(
          `${ODSS}/product/info/getPriceCalendarList?productId=${productId}&startDate=${startDate}&endDate=${endDate}`,
        ),
      );
    for (const day of calendar.days.filter((d) => d.status === 'AVAILABLE')) {
      const detail = z
        .object({
          skus: z.array(
            z.object({
              skuId: z.string(),
              priceCents: z.nullable(z.int()),
              stockLeft: z.nullable(z.int()),
            }),
          ),
        })
        .parse(
          await get(`${ODSS}/product/ticket/load?productId=${productId}&playDate=${day.date}`),
        );
      for (const sku of detail.skus) {
        if (sku.priceCents !== null && (sku.stockLeft ?? 0) > 50) {
          lines.push({ productId, skuId: sku.skuId, date: day.date, price: sku.priceCents });
        }
      }
    }
  }
  return lines;
}
