import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  orderDetailSchema,
  orderPageSchema,
  paymentSchema,
  savedOrderSchema,
  type OrderDetail,
} from '../../../src/lib/contract/order.ts';
import { productDetailSchema, productListSchema } from '../../../src/lib/contract/product.ts';
import { bodyOf, call, createAccountGateway, login, register } from './support/accounts.ts';
import { data } from './support/envelope.ts';
import { SEEDED_AT, type TestGateway } from './support/gateway.ts';
import { PRODUCT } from './support/search-fixture.ts';

/** Payment through the simulator, fulfilment, reading, cancelling and deleting orders. */

const ORDER = '/cl-odss-app/guest/order/info';
const CASHIER = '/cl-odss-app/open/cashier';
/** Monday 2 March 2026, 12:00 in the resort. */
const NOON = Date.parse('2026-03-02T04:00:00Z');

let gw: TestGateway;
let token: string;
let stranger: string;
let seq = 0;

beforeAll(async () => {
  gw = await createAccountGateway({ ACCESS_TOKEN_TTL_SECONDS: '864000' });
  gw.clock.setOffset(NOON - SEEDED_AT);
  await register(gw, 'payer@example.com');
  await register(gw, 'stranger@example.com');
  token = (await login(gw, 'payer@example.com')).token;
  stranger = (await login(gw, 'stranger@example.com', '198.51.100.9')).token;
});
afterAll(() => gw.close());
beforeEach(() => gw.clock.setOffset(NOON - SEEDED_AT));

const at = (ms: number) => gw.clock.setOffset(NOON + ms - SEEDED_AT);

async function parkAdult(date: string) {
  const list = await data(
    await gw.get(`${PRODUCT}/ticket/list?poiCode=GZ_PARK`, 'en'),
    productListSchema,
  );
  const park = list.find((p) => p.productCode === 'GZ_PARK_DAY');
  if (!park) throw new Error('no park ticket');
  const detail = await data(
    await gw.get(`${PRODUCT}/ticket/load?productId=${park.productId}&playDate=${date}`, 'en'),
    productDetailSchema,
  );
  await gw.db.execute({
    sql: `UPDATE inventory SET sold = 0 WHERE date = ? AND sku_id IN (SELECT id FROM sku WHERE product_id = ?)`,
    args: [date, park.productId],
  });
  const adult = detail.skus.find((s) => s.skuType === 'ADULT');
  if (!adult?.priceCents) throw new Error('no adult price');
  return { productId: park.productId, skuId: adult.skuId, price: adult.priceCents };
}

async function stock(skuId: string, date: string) {
  const r = await gw.db.execute({
    sql: `SELECT held, sold FROM inventory WHERE sku_id = ? AND date = ? AND session = ''`,
    args: [skuId, date],
  });
  return { held: Number(r.rows[0]?.['held']), sold: Number(r.rows[0]?.['sold']) };
}

/** A pending order of `quantity` adult tickets for `date`. */
async function newOrder(date = '2026-03-20', quantity = 2) {
  const sku = await parkAdult(date);
  const res = await call(gw, `${ORDER}/save`, {
    token,
    body: {
      requestId: `pay-test-${String(++seq).padStart(8, '0')}`,
      channel: 'WAP',
      guestMode: 'normal',
      lines: [{ productId: sku.productId, skuId: sku.skuId, quantity, startDate: date }],
      guests: [
        {
          productId: sku.productId,
          guestName: 'Chan/Tai Man',
          guestMobile: '91234567',
          guestMobileArea: '+852',
          guestEmail: 'tai@example.com',
          remark: '',
        },
      ],
      expectedTotalCents: quantity * sku.price,
      termsAccepted: true,
    },
  });
  expect(res.status).toBe(200);
  return { order: savedOrderSchema.parse((await bodyOf(res)).data), sku, date };
}

const pay = (orderId: string, payType = 'ALIPAYHK', channelMode = 'H5', as = token) =>
  call(gw, `${ORDER}/pay`, {
    token: as,
    body: { orderId, payType, channelMode, returnPath: '/en/pay?step=return' },
  });

async function cashier(payId: string, result: 'paid' | 'failed') {
  return gw.app.request(`${CASHIER}/${payId}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: `result=${result}`,
  });
}

async function load(orderId: string, as = token): Promise<OrderDetail> {
  const res = await call(gw, `${ORDER}/load?orderId=${orderId}`, { token: as });
  expect(res.status).toBe(200);
  return orderDetailSchema.parse((await bodyOf(res)).data);
}

async function paid(orderId: string) {
  const started = paymentSchema.parse((await bodyOf(await pay(orderId))).data);
  const back = await cashier(started.payId, 'paid');
  expect(back.status).toBe(303);
  return { started, location: back.headers.get('location') ?? '' };
}

describe('order/info/pay and the cashier', () => {
  it('opens a payment on a configured method and shows the cashier page in the order language', async () => {
    const { order } = await newOrder();
    const res = await pay(order.orderId, 'VISAPAY', 'H5_WEB');
    expect(res.status).toBe(200);
    const payment = paymentSchema.parse((await bodyOf(res)).data);
    expect(payment).toMatchObject({ status: 'pending', amountCents: order.totalCents });
    expect(payment.cashierUrl).toMatch(new RegExp(`${CASHIER}/${payment.payId}$`));
    const page = await gw.app.request(`${CASHIER}/${payment.payId}`);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('content-security-policy')).toContain("form-action 'self'");
    const html = await page.text();
    expect(html).toContain(order.orderNo);
    expect(html).toContain('VISAPAY');
    expect(html).toContain('Pay</button>');
  });

  it('refuses a method in the wrong channel mode, an unknown method and a foreign order', async () => {
    const { order } = await newOrder();
    expect((await bodyOf(await pay(order.orderId, 'WXPAY', 'H5_WEB'))).code).toBe(
      'PAY_METHOD_UNAVAILABLE',
    );
    expect((await pay(order.orderId, 'BITCOIN', 'H5')).status).toBe(400);
    expect((await pay(order.orderId, 'ALIPAY', 'H5', stranger)).status).toBe(404);
    const evil = await call(gw, `${ORDER}/pay`, {
      token,
      body: {
        orderId: order.orderId,
        payType: 'ALIPAY',
        channelMode: 'H5',
        returnPath: '//evil.example',
      },
    });
    expect(evil.status).toBe(400);
  });

  it('turns the hold into a sale on payment and sends the shopper back with the outcome', async () => {
    const { order, sku, date } = await newOrder();
    const before = await stock(sku.skuId, date);
    const { started, location } = await paid(order.orderId);
    expect(location).toBe(
      `/en/pay?step=return&orderId=${order.orderId}&payId=${started.payId}&result=paid`,
    );
    expect(await stock(sku.skuId, date)).toEqual({ held: before.held - 2, sold: before.sold + 2 });
    const detail = await load(order.orderId);
    expect(detail).toMatchObject({ status: 'paid', payType: 'ALIPAYHK', canRefund: true });
    expect(detail.transactionNo).toMatch(/^T\d{18}$/);
    // The cashier again: nothing changes.
    expect((await cashier(started.payId, 'failed')).headers.get('location')).toContain(
      'result=unchanged',
    );
  });

  it('keeps a failed payment payable, and a retry pays it', async () => {
    const { order } = await newOrder();
    const first = paymentSchema.parse((await bodyOf(await pay(order.orderId))).data);
    expect((await cashier(first.payId, 'failed')).headers.get('location')).toContain(
      'result=failed',
    );
    expect((await load(order.orderId)).status).toBe('pendingPayment');
    await paid(order.orderId);
    expect((await load(order.orderId)).status).toBe('paid');
  });

  it('walks a paid order through processing and confirmation to its voucher codes, then completes it', async () => {
    const { order } = await newOrder('2026-03-05');
    await paid(order.orderId);
    at(3_000);
    expect((await load(order.orderId)).status).toBe('processing');
    at(20_000);
    const issued = await load(order.orderId);
    expect(issued.status).toBe('voucherIssued');
    expect(issued.lines[0]?.voucherCode).toMatch(/^[0-9A-F]{12}$/);
    expect(issued.lines[0]?.confirmationCode).toBeNull();
    at(4 * 86_400_000); // 6 March: the visit of the 5th is over
    expect((await load(order.orderId)).status).toBe('completed');
  });

  it('honours a payment after the 15 minutes when the stock is still there', async () => {
    const { order, sku, date } = await newOrder();
    const started = paymentSchema.parse((await bodyOf(await pay(order.orderId))).data);
    at(16 * 60_000);
    expect((await load(order.orderId)).status).toBe('cancelled');
    const before = await stock(sku.skuId, date);
    expect((await cashier(started.payId, 'paid')).headers.get('location')).toContain(
      'result=honoured',
    );
    const detail = await load(order.orderId);
    expect(detail).toMatchObject({ status: 'paid', notice: 'LATE_PAYMENT_HONOURED' });
    expect(await stock(sku.skuId, date)).toEqual({ held: before.held, sold: before.sold + 2 });
  });

  it('refunds a payment after the 15 minutes when the stock is gone', async () => {
    const { order, sku, date } = await newOrder('2026-03-21');
    const started = paymentSchema.parse((await bodyOf(await pay(order.orderId))).data);
    at(16 * 60_000);
    await load(order.orderId);
    await gw.db.execute({
      sql: `UPDATE inventory SET sold = total - held WHERE sku_id = ? AND date = ?`,
      args: [sku.skuId, date],
    });
    expect((await cashier(started.payId, 'paid')).headers.get('location')).toContain(
      'result=refunded',
    );
    expect(await load(order.orderId)).toMatchObject({
      status: 'refunded',
      notice: 'LATE_PAYMENT_REFUNDED',
    });
  });
});

describe('reading, cancelling and deleting orders', () => {
  it('lists the own orders by tab, newest first, paged', async () => {
    const a = await newOrder();
    const b = await newOrder();
    await paid(b.order.orderId);
    const page = async (q: string) =>
      orderPageSchema.parse((await bodyOf(await call(gw, `${ORDER}/list?${q}`, { token }))).data);
    const pending = await page('tab=pendingPayment&pageSize=50');
    expect(pending.records.map((r) => r.orderId)).toContain(a.order.orderId);
    expect(pending.records.map((r) => r.orderId)).not.toContain(b.order.orderId);
    expect((await page('tab=paid')).records.map((r) => r.orderId)).toContain(b.order.orderId);
    const all = await page('pageSize=1&pageNo=1');
    expect(all.records).toHaveLength(1);
    expect(all.total).toBeGreaterThanOrEqual(2);
    expect(all.records[0]?.orderId).toBe(b.order.orderId);
    expect((await call(gw, `${ORDER}/list?tab=unknown`, { token })).status).toBe(400);
    const theirs = await call(gw, `${ORDER}/list`, { token: stranger });
    expect(orderPageSchema.parse((await bodyOf(theirs)).data).total).toBe(0);
  });

  it('cancels a pending order once, giving its stock back', async () => {
    const { order, sku, date } = await newOrder();
    const before = await stock(sku.skuId, date);
    const res = await call(gw, `${ORDER}/cancel`, { token, body: { orderId: order.orderId } });
    expect(res.status).toBe(200);
    expect(orderDetailSchema.parse((await bodyOf(res)).data).status).toBe('cancelled');
    expect(await stock(sku.skuId, date)).toEqual({ held: before.held - 2, sold: before.sold });
    const again = await call(gw, `${ORDER}/cancel`, { token, body: { orderId: order.orderId } });
    expect(again.status).toBe(409);
    expect((await bodyOf(again)).code).toBe('ORDER_ALREADY_CANCELLED');
  });

  it('deletes only in the states that allow it, for good; others answer "cannot be deleted"', async () => {
    const paidOrder = await newOrder();
    await paid(paidOrder.order.orderId);
    const refused = await call(gw, `${ORDER}/delete?orderId=${paidOrder.order.orderId}`, {
      token,
      method: 'DELETE',
    });
    expect(refused.status).toBe(409);
    expect(await bodyOf(refused)).toMatchObject({
      code: 'ORDER_CANNOT_DELETE',
      msg: 'Order cannot be deleted',
    });

    const pending = await newOrder();
    const before = await stock(pending.sku.skuId, pending.date);
    const gone = await call(gw, `${ORDER}/delete?orderId=${pending.order.orderId}`, {
      token,
      method: 'DELETE',
    });
    expect(gone.status).toBe(200);
    expect(await stock(pending.sku.skuId, pending.date)).toEqual({
      held: before.held - 2,
      sold: before.sold,
    });
    expect(
      (await call(gw, `${ORDER}/load?orderId=${pending.order.orderId}`, { token })).status,
    ).toBe(404);
  });

  it('answers another shopper’s order as not found, whatever the call', async () => {
    const { order } = await newOrder();
    for (const res of [
      await call(gw, `${ORDER}/load?orderId=${order.orderId}`, { token: stranger }),
      await call(gw, `${ORDER}/cancel`, { token: stranger, body: { orderId: order.orderId } }),
      await call(gw, `${ORDER}/delete?orderId=${order.orderId}`, {
        token: stranger,
        method: 'DELETE',
      }),
    ]) {
      expect(res.status).toBe(404);
    }
    expect((await load(order.orderId)).status).toBe('pendingPayment');
  });
});
