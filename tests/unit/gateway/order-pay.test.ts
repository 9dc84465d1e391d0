import { describe, expect } from 'vitest';
import {
  orderDetailSchema,
  orderPageSchema,
  paymentSchema,
} from '../../../src/lib/contract/order.ts';
import { bodyOf, call } from './support/accounts.ts';
import { CASHIER, ORDER, orderTest as it, type OrderWorld } from './support/orders.ts';

/** Payment through the simulator, fulfilment, reading, cancelling and deleting orders. */

/** A pending order of `quantity` adult tickets for `date`. */
async function newOrder(o: OrderWorld, date = '2026-03-20', quantity = 2) {
  const { productId, adult } = await o.parkTickets(date);
  const sku = { productId, ...adult };
  const order = await o.saveOrder(
    [{ productId, skuId: sku.skuId, quantity, startDate: date }],
    quantity * sku.price,
  );
  return { order, sku, date };
}

describe('order/info/pay and the cashier', () => {
  it('opens a payment on a configured method and shows the cashier page in the language paid in', async ({
    orders,
  }) => {
    // Placed in English, paid from a Chinese page: the cashier follows the payment's language.
    const { gw, token } = orders;
    const { order } = await newOrder(orders);
    const res = await call(gw, `${ORDER}/pay`, {
      token,
      lang: 'zh-TW',
      body: {
        orderId: order.orderId,
        payType: 'VISAPAY',
        channelMode: 'H5_WEB',
        returnPath: '/pay?step=return',
      },
    });
    expect(res.status).toBe(200);
    const payment = paymentSchema.parse((await bodyOf(res)).data);
    expect(payment).toMatchObject({ status: 'pending', amountCents: order.totalCents });
    const url = new URL(payment.cashierUrl);
    expect(`${url.pathname}${url.search}`).toBe(`${CASHIER}/${payment.payId}?lang=zh-TW`);
    const chinese = await (await gw.app.request(`${url.pathname}${url.search}`)).text();
    expect(chinese).toContain('<html lang="zh-TW">');
    const page = await gw.app.request(`${CASHIER}/${payment.payId}?lang=en`);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('content-security-policy')).toContain("form-action 'self'");
    const html = await page.text();
    expect(html).toContain(order.orderNo);
    // the method by the shop's name for it, no internal codes
    expect(html).toContain('<dd>Visa</dd>');
    expect(html).toContain('Card payment on a secure web page');
    expect(html).not.toMatch(/VISAPAY|H5_WEB/);
    expect(chinese).toContain('在安全網頁以銀行卡付款');
    expect(html).toContain('Pay</button>');
  });

  it('refuses a method in the wrong channel mode, an unknown method and a foreign order', async ({
    orders,
  }) => {
    const { gw, pay, stranger, token } = orders;
    const { order } = await newOrder(orders);
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

  it('turns the hold into a sale on payment and sends the shopper back with the outcome', async ({
    orders,
  }) => {
    const { cashier, load, paid, stock } = orders;
    const { order, sku, date } = await newOrder(orders);
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

  it('keeps a failed payment payable, and a retry pays it', async ({ orders }) => {
    const { cashier, load, paid, pay } = orders;
    const { order } = await newOrder(orders);
    const first = paymentSchema.parse((await bodyOf(await pay(order.orderId))).data);
    expect((await cashier(first.payId, 'failed')).headers.get('location')).toContain(
      'result=failed',
    );
    expect((await load(order.orderId)).status).toBe('pendingPayment');
    await paid(order.orderId);
    expect((await load(order.orderId)).status).toBe('paid');
  });

  it('walks a paid order through processing and confirmation to its voucher codes, then completes it', async ({
    orders,
  }) => {
    const { at, load, paid } = orders;
    const { order } = await newOrder(orders, '2026-03-05');
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

  it('honours a payment after the 15 minutes when the stock is still there', async ({ orders }) => {
    const { at, cashier, load, pay, stock } = orders;
    const { order, sku, date } = await newOrder(orders);
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

  it('refunds a payment after the 15 minutes when the stock is gone', async ({ orders }) => {
    const { at, cashier, gw, load, pay } = orders;
    const { order, sku, date } = await newOrder(orders, '2026-03-21');
    const started = paymentSchema.parse((await bodyOf(await pay(order.orderId))).data);
    at(16 * 60_000);
    await load(order.orderId);
    await gw.db
      .updateTable('inventory')
      .set((eb) => ({ sold: eb('total', '-', eb.ref('held')) }))
      .where('sku_id', '=', sku.skuId)
      .where('date', '=', date)
      .execute();
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
  it('lists the own orders by tab, newest first, paged', async ({ orders }) => {
    const { gw, paid, stranger, token } = orders;
    const a = await newOrder(orders);
    const b = await newOrder(orders);
    await paid(b.order.orderId);
    const page = async (q: string) =>
      orderPageSchema.parse((await bodyOf(await call(gw, `${ORDER}/list?${q}`, { token }))).data);
    const pending = await page('tab=pendingPayment&pageSize=50');
    expect(pending.records.map((r) => r.orderId)).toContain(a.order.orderId);
    expect(pending.records.map((r) => r.orderId)).not.toContain(b.order.orderId);
    expect((await page('tab=paid')).records.map((r) => r.orderId)).toContain(b.order.orderId);
    const all = await page('pageSize=1&pageNo=1');
    expect(all.records).toHaveLength(1);
    expect(all.total).toBe(2);
    expect(all.records[0]?.orderId).toBe(b.order.orderId);
    expect((await call(gw, `${ORDER}/list?tab=unknown`, { token })).status).toBe(400);
    const theirs = await call(gw, `${ORDER}/list`, { token: stranger });
    expect(orderPageSchema.parse((await bodyOf(theirs)).data).total).toBe(0);
  });

  it('cancels a pending order once, giving its stock back', async ({ orders }) => {
    const { gw, stock, token } = orders;
    const { order, sku, date } = await newOrder(orders);
    const before = await stock(sku.skuId, date);
    const res = await call(gw, `${ORDER}/cancel`, { token, body: { orderId: order.orderId } });
    expect(res.status).toBe(200);
    expect(orderDetailSchema.parse((await bodyOf(res)).data).status).toBe('cancelled');
    expect(await stock(sku.skuId, date)).toEqual({ held: before.held - 2, sold: before.sold });
    const again = await call(gw, `${ORDER}/cancel`, { token, body: { orderId: order.orderId } });
    expect(again.status).toBe(409);
    expect((await bodyOf(again)).code).toBe('ORDER_ALREADY_CANCELLED');
  });

  it('deletes only in the states that allow it, for good; others answer "cannot be deleted"', async ({
    orders,
  }) => {
    const { gw, paid, stock, token } = orders;
    const paidOrder = await newOrder(orders);
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

    const pending = await newOrder(orders);
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

  it('answers another shopper’s order as not found, whatever the call', async ({ orders }) => {
    const { gw, load, stranger } = orders;
    const { order } = await newOrder(orders);
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
