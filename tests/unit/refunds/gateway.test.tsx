// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import RefundApplyIsland from '../../../src/islands/refunds/RefundApplyIsland.tsx';
import RefundDetailIsland from '../../../src/islands/refunds/RefundDetailIsland.tsx';
import RefundListIsland from '../../../src/islands/refunds/RefundListIsland.tsx';
import { queryClient } from '../../../src/lib/api/query.ts';
import type { SavedOrder } from '../../../src/lib/contract/order.ts';
import { $refundDraft, navigation } from '../../../src/lib/refunds/form.ts';
import en from '../../../locales/en/refund.json';
import { resetStores } from '../api/harness.ts';
import { bookableTicket, logIn, payOrder, saveOrder, withRealGateway } from '../orders/support.ts';

/** The refund islands against the real gateway: a paid order refunded once, then refused. */

const gateway = withRealGateway();
let order: SavedOrder;

beforeAll(async () => {
  const { token } = await logIn(gateway, 'refund');
  order = await saveOrder(gateway, token, await bookableTicket(9, 3), 2);
  await payOrder(gateway, token, order.orderId);
});
afterAll(() => resetStores());
afterEach(() => {
  cleanup();
  queryClient.clear();
  $refundDraft.set(null);
  vi.restoreAllMocks();
});

const showApply = () => {
  window.history.replaceState(null, '', `/en/user/order/refund/index?orderId=${order.orderId}`);
  render(
    <RefundApplyIsland
      locale="en"
      messages={en}
      payMethods={{}}
      detailPath="/en/user/order/refund/detail"
      ordersPath="/en/user/order"
    />,
  );
};

describe('refunds on the real gateway', () => {
  it('quotes a paid order, applies once and shows the refund record', async () => {
    showApply();
    expect(await screen.findByText(order.orderNo)).toBeInTheDocument();
    // Ten days or more before the visit: no handling fee, the whole amount back.
    expect(screen.getByTestId('refund-fee')).toHaveTextContent('HK$0');
    expect(screen.getByText('1-7 business days')).toBeInTheDocument();
    const go = vi.spyOn(navigation, 'go').mockImplementation(() => undefined);
    fireEvent.click(screen.getByRole('checkbox', { name: /booking and refund notice/ }));
    fireEvent.click(screen.getByRole('radio', { name: 'Other' }));
    fireEvent.input(screen.getByRole('textbox', { name: 'Specific reason' }), {
      target: { value: 'Plans changed' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Apply for the refund' }));
    await waitFor(() => expect(go).toHaveBeenCalled());
    const href = go.mock.calls[0]?.[0] ?? '';
    const refundId = /refundId=(\d+)$/.exec(href)?.[1] ?? '';
    expect(refundId).not.toBe('');
    cleanup();

    window.history.replaceState(null, '', `/en/user/order/refund/detail?refundId=${refundId}`);
    render(
      <RefundDetailIsland
        locale="en"
        messages={en}
        listPath="/en/user/service"
        orderPath="/en/user/order/detail"
      />,
    );
    expect(await screen.findByText('Other: Plans changed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: order.orderNo })).toBeInTheDocument();
    expect(
      screen.getByText('Refund amount', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent(`HK$${(order.totalCents / 100).toLocaleString('en')}`);
  });

  it('refuses a second refund of the order with the rule and lists the first', async () => {
    showApply();
    expect(await screen.findByText('This order cannot be refunded')).toBeInTheDocument();
    expect(screen.getByText(/refunded in full once only/)).toBeInTheDocument();
    cleanup();
    window.history.replaceState(null, '', '/en/user/service');
    render(
      <RefundListIsland locale="en" messages={en} detailPath="/en/user/service/service-detail" />,
    );
    const link = await screen.findByRole('link', { name: new RegExp(order.orderNo) });
    expect(link.getAttribute('href')).toMatch(
      /^\/en\/user\/service\/service-detail\?refundId=\d+$/,
    );
  });
});
