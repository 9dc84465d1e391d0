import { describe, expect } from 'vitest';
import type { Language } from '../../../src/lib/contract/common.ts';
import { orderDetailSchema, orderPageSchema } from '../../../src/lib/contract/order.ts';
import { productNamesSchema } from '../../../src/lib/contract/product.ts';
import { bodyOf, call } from './support/accounts.ts';
import { data } from './support/envelope.ts';
import { ORDER, orderTest as it, type OrderWorld } from './support/orders.ts';
import { PRODUCT } from './support/search-fixture.ts';

/**
 * Names follow the reader: an order placed in one language reads in the language of whoever
 * loads it (list, detail, cancel), and product/info/names names what a cart keeps by id.
 */

const names = async ({ gw }: OrderWorld, productIds: string, lang: Language) =>
  data(await gw.get(`${PRODUCT}/info/names?productIds=${productIds}`, lang), productNamesSchema);

describe('product/info/names', () => {
  it('names products and their SKUs in the language asked for, in the order asked for', async ({
    orders,
  }) => {
    const { p } = await orders.parkOrder('2026-03-21');
    const [zh] = await names(orders, p.productId, 'zh-TW');
    const [cn] = await names(orders, p.productId, 'zh-CN');
    const [en] = await names(orders, p.productId, 'en');
    expect(en?.productName).toBe(p.productName);
    expect(zh?.productName).not.toBe(en?.productName);
    expect(cn?.productName).not.toBe(zh?.productName);
    const adultIn = (entry: typeof en) => entry?.skus.find((s) => s.skuId === p.adult.skuId);
    expect(adultIn(en)?.skuName).toBe('Adult');
    expect(adultIn(zh)?.skuName).toBe('成人票');
  });

  it('leaves unknown ids out and refuses a list that is not ids', async ({ orders }) => {
    const { p } = await orders.parkOrder('2026-03-21');
    const list = await names(orders, `99999999,${p.productId}`, 'en');
    expect(list.map((n) => n.productId)).toEqual([p.productId]);
    const bad = await orders.gw.get(`${PRODUCT}/info/names?productIds=1,x`, 'en');
    expect(bad.status).toBe(400);
    expect((await bodyOf(bad)).msg).toContain('productIds');
  });
});

describe('orders in the reader’s language', () => {
  it('reads an order placed in English in Chinese: detail, list title and cancel', async ({
    orders,
  }) => {
    const { order, p } = await orders.parkOrder('2026-03-22', { lang: 'en' });
    expect(order.lines[0]?.productName).toBe(p.productName);
    const [zh] = await names(orders, p.productId, 'zh-TW');

    const detail = orderDetailSchema.parse(
      (
        await bodyOf(
          await call(orders.gw, `${ORDER}/load?orderId=${order.orderId}`, {
            token: orders.token,
            lang: 'zh-TW',
          }),
        )
      ).data,
    );
    expect(detail.lines.map((l) => l.productName)).toEqual([zh?.productName, zh?.productName]);
    expect(detail.lines.map((l) => l.skuName)).toEqual(['成人票', '小童票（3-11 歲）']);

    const page = orderPageSchema.parse(
      (
        await bodyOf(
          await call(orders.gw, `${ORDER}/list?tab=all&pageNo=1&pageSize=50`, {
            token: orders.token,
            lang: 'zh-CN',
          }),
        )
      ).data,
    );
    const [cn] = await names(orders, p.productId, 'zh-CN');
    expect(page.records.find((r) => r.orderId === order.orderId)?.title).toBe(cn?.productName);

    const cancelled = orderDetailSchema.parse(
      (
        await bodyOf(
          await call(orders.gw, `${ORDER}/cancel`, {
            token: orders.token,
            lang: 'zh-TW',
            body: { orderId: order.orderId },
          }),
        )
      ).data,
    );
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.lines[0]?.productName).toBe(zh?.productName);
  });
});
