// @vitest-environment jsdom
import { ORDER_ROUTES } from '../../../src/lib/contract/routes.ts';
import '@testing-library/jest-dom/vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import RefundApplyIsland from '../../../src/islands/refunds/RefundApplyIsland.tsx';
import { $refundDraft, navigation } from '../../../src/lib/refunds/form.ts';
import { $notice } from '../../../src/lib/session/notice.ts';
import en from '../../../locales/en/refund.json';
import { fail, ok } from '../api/test-server.ts';
import { ORDER, quote, refund, serveRefundApi } from './fixtures.ts';

/** The refund application island against a scripted HTTP server (answers valid by the contract). */

const api = serveRefundApi();
afterEach(() => vi.restoreAllMocks());

const PAY_METHODS = { 'payment.method.VISAPAY': 'Visa' };
function show(orderId = ORDER.orderId) {
  window.history.replaceState(null, '', `/en/user/order/refund/index?orderId=${orderId}`);
  return render(
    <RefundApplyIsland
      locale="en"
      messages={en}
      payMethods={PAY_METHODS}
      detailPath="/en/user/order/refund/detail"
      ordersPath="/en/user/order"
    />,
  );
}
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Apply for the refund' }));
const notice = () => screen.getByRole('checkbox', { name: /booking and refund notice/ });
const bodyOf = (i: number) =>
  JSON.parse(
    api.server().calls(ORDER_ROUTES.paths.refundApply)[i]?.body.toString() ?? '{}',
  ) as unknown;

function serve(q = quote()) {
  const server = api.server();
  server.route(ORDER_ROUTES.paths.load, () => ok(ORDER));
  server.route(ORDER_ROUTES.paths.refundQuote, () => ok(q));
  return server;
}

describe('the refund application island', () => {
  it('shows the order, the notice with the fee rule and the quote before applying', async () => {
    serve();
    show();
    expect(await screen.findByText(ORDER.orderNo)).toBeInTheDocument();
    expect(screen.getByText('Happy Land day ticket · Adult')).toBeInTheDocument();
    expect(screen.getByText('Visa')).toBeInTheDocument();
    expect(
      screen.getByText('7 days or more before the visit: no handling fee'),
    ).toBeInTheDocument();
    expect(screen.getByText('2 to 6 days before the visit: 10% handling fee')).toBeInTheDocument();
    expect(screen.getByText(/refunded in full once only/)).toBeInTheDocument();
    expect(screen.getByText('Handling fee (10%)')).toBeInTheDocument();
    expect(screen.getByTestId('refund-fee')).toHaveTextContent('HK$60');
    expect(screen.getByTestId('refund-amount')).toHaveTextContent('HK$540');
    expect(screen.getByText('7-14 business days')).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(6);
    expect(api.server().calls(ORDER_ROUTES.paths.refundQuote)[0]?.query.get('orderId')).toBe(
      ORDER.orderId,
    );
  });

  it('shows what was paid, refunded and is in progress, as the gateway quotes them', async () => {
    // paid HK$700 (with a date change's top-up), HK$50 back from a cheaper change, HK$40 on
    // its way back from another, HK$20 of change fees kept: HK$590 left, less the 10 % fee
    serve(
      quote({
        paidCents: 70_000,
        refundedCents: 5_000,
        inProgressCents: 4_000,
        changeFeesCents: 2_000,
        subtotalCents: 59_000,
        feeCents: 5_900,
        refundCents: 53_100,
        ticketQuantity: 1,
      }),
    );
    show();
    const fact = (name: string) => screen.getByText(name, { selector: 'dt' }).nextElementSibling;
    expect(await screen.findByTestId('refund-paid')).toHaveTextContent('HK$700');
    expect(fact('Paid, with date change top-ups')).toHaveTextContent('HK$700');
    expect(fact('Already refunded')).toHaveTextContent('HK$50');
    expect(fact('Refund in progress')).toHaveTextContent('HK$40');
    expect(fact('Date change fees (kept)')).toHaveTextContent('HK$20');
    expect(fact('Left to refund')).toHaveTextContent('HK$590');
    expect(fact('Ticket quantity')).toHaveTextContent(/^1 ticket$/);
    expect(fact('Handling fee (10%)')).toHaveTextContent('HK$59');
    expect(fact('Refundable now')).toHaveTextContent('HK$531');
    expect(screen.getByText(/still being processed/)).toBeInTheDocument();
  });

  it('leaves out what is in progress and kept when there is none', async () => {
    serve();
    show();
    expect(await screen.findByTestId('refund-refunded')).toHaveTextContent('HK$0');
    expect(screen.getByTestId('refund-paid')).toHaveTextContent('HK$600');
    expect(screen.getByText('2 tickets')).toBeInTheDocument();
    expect(screen.queryByText('Refund in progress')).toBeNull();
    expect(screen.queryByText('Date change fees (kept)')).toBeNull();
    expect(screen.queryByText(/still being processed/)).toBeNull();
  });

  it('shows the order’s own refund in progress beside the rule that refuses another', async () => {
    serve(
      quote({
        refundable: false,
        refusal: 'alreadyRefunded',
        inProgressCents: 54_000,
        subtotalCents: 6_000,
        feePercent: 0,
        feeCents: 0,
        refundCents: 0,
        arrival: null,
      }),
    );
    show();
    const refused = await screen.findByRole('alert');
    expect(refused).toHaveTextContent('This order cannot be refunded');
    expect(screen.getByTestId('refund-in-progress')).toHaveTextContent('HK$540');
    expect(screen.getByTestId('refund-paid')).toHaveTextContent('HK$600');
  });

  it('shows the rule instead of the form when the order cannot be refunded', async () => {
    serve(quote({ refundable: false, refusal: 'alreadyRefunded', feeCents: 0, arrival: null }));
    show();
    expect(await screen.findByText('This order cannot be refunded')).toBeInTheDocument();
    expect(screen.getByText(/refunded in full once only, and this one already was/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Apply for the refund' })).toBeNull();
  });

  it('asks for the notice, the reason and the text of "other", keeping what was typed', async () => {
    serve();
    const view = show();
    await screen.findByText(ORDER.orderNo);
    submit();
    await waitFor(() => expect(notice()).toHaveFocus());
    expect(notice()).toHaveAttribute('aria-invalid', 'true');
    expect(notice()).toHaveAccessibleDescription(
      'Read and tick the booking and refund notice first',
    );
    expect($notice.get()?.text).toBe('Read and tick the booking and refund notice first');

    fireEvent.click(notice());
    expect(notice()).not.toHaveAttribute('aria-invalid');
    submit();
    const group = screen.getByRole('radiogroup', { name: 'Refund reason' });
    await waitFor(() => expect(group).toHaveAttribute('aria-invalid', 'true'));
    expect(group).toHaveAccessibleDescription('Choose a refund reason');
    await waitFor(() => expect(screen.getAllByRole('radio')[0]).toHaveFocus());

    fireEvent.click(screen.getByRole('radio', { name: 'Other' }));
    submit();
    const text = screen.getByRole('textbox', { name: 'Specific reason' });
    await waitFor(() => expect(text).toHaveFocus());
    expect(text).toHaveAttribute('aria-invalid', 'true');
    expect(text).toHaveAttribute('maxlength', '200');
    expect($notice.get()?.text).toBe('Enter the specific reason');
    fireEvent.input(text, { target: { value: 'Typhoon' } });
    expect(api.server().calls(ORDER_ROUTES.paths.refundApply)).toHaveLength(0);

    // Leaving and coming back keeps the form.
    view.unmount();
    show();
    expect(await screen.findByRole('textbox', { name: 'Specific reason' })).toHaveValue('Typhoon');
    expect(notice()).toBeChecked();
    expect($refundDraft.get()?.orderId).toBe(ORDER.orderId);
  });

  it('applies with the quoted fee and goes to the refund detail', async () => {
    const server = serve();
    server.route(ORDER_ROUTES.paths.refundApply, () => ok(refund()));
    const go = vi.spyOn(navigation, 'go').mockImplementation(() => undefined);
    show();
    await screen.findByText(ORDER.orderNo);
    fireEvent.click(notice());
    fireEvent.click(screen.getByRole('radio', { name: 'Unable to travel' }));
    submit();
    await waitFor(() =>
      expect(go).toHaveBeenCalledWith('/en/user/order/refund/detail?refundId=9001'),
    );
    expect(bodyOf(0)).toEqual({
      orderId: ORDER.orderId,
      reason: 'unableToTravel',
      reasonText: '',
      noticeAccepted: true,
      expectedFeeCents: 6000,
    });
    expect($notice.get()?.text).toBe('Refund RF20260302000001 applied for');
    expect($refundDraft.get()).toBeNull();
  });

  it('shows the new quote when the fee changed and applies again with it', async () => {
    const server = serve();
    const moved = quote({ feePercent: 20, feeCents: 12_000, refundCents: 48_000 });
    let tries = 0;
    server.route(ORDER_ROUTES.paths.refundApply, () =>
      ++tries === 1
        ? fail(409, 'REFUND_FEE_CHANGED', 'The handling fee is now HK$120', moved)
        : ok(refund({ feeCents: 12_000, refundCents: 48_000 })),
    );
    const go = vi.spyOn(navigation, 'go').mockImplementation(() => undefined);
    show();
    await screen.findByText(ORDER.orderNo);
    fireEvent.click(notice());
    fireEvent.click(screen.getByRole('radio', { name: 'Unable to travel' }));
    submit();
    expect(
      await screen.findByText(
        'The handling fee has changed to HK$120. Check the new amount and apply again.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId('refund-fee')).toHaveTextContent('HK$120');
    expect(screen.getByTestId('refund-amount')).toHaveTextContent('HK$480');
    expect(go).not.toHaveBeenCalled();
    submit();
    await waitFor(() => expect(go).toHaveBeenCalled());
    expect(bodyOf(1)).toMatchObject({ expectedFeeCents: 12_000, reason: 'unableToTravel' });
  });

  it('quotes no fee when the booking failed, and applies with that fee', async () => {
    const server = serve();
    server.route(ORDER_ROUTES.paths.refundApply, () =>
      ok(refund({ feeCents: 0, refundCents: 60_000 })),
    );
    const go = vi.spyOn(navigation, 'go').mockImplementation(() => undefined);
    show();
    await screen.findByText(ORDER.orderNo);
    expect(screen.getByTestId('refund-fee')).toHaveTextContent('HK$60');
    fireEvent.click(notice());
    fireEvent.click(screen.getByRole('radio', { name: 'Booking failed' }));
    expect(screen.getByTestId('refund-fee')).toHaveTextContent('HK$0');
    expect(screen.getByTestId('refund-amount')).toHaveTextContent('HK$600');
    submit();
    await waitFor(() => expect(go).toHaveBeenCalled());
    expect(bodyOf(0)).toMatchObject({ expectedFeeCents: 0, reason: 'bookingFailed' });
  });

  it('shows the rule the gateway refuses with', async () => {
    const server = serve();
    server.route(ORDER_ROUTES.paths.refundApply, () =>
      fail(409, 'REFUND_REFUSED', 'An order can be refunded in full once only'),
    );
    show();
    await screen.findByText(ORDER.orderNo);
    fireEvent.click(notice());
    fireEvent.click(screen.getByRole('radio', { name: 'Not as described' }));
    submit();
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'An order can be refunded in full once only',
      ),
    );
    expect($notice.get()?.kind).toBe('error');
  });

  it('says the order is missing without an orderId, and the gateway message for a foreign order', async () => {
    show('');
    expect(await screen.findByText(/No order was given/)).toBeInTheDocument();
    const server = api.server();
    server.route(ORDER_ROUTES.paths.load, () => fail(404, 'NOT_FOUND', 'Order not found'));
    server.route(ORDER_ROUTES.paths.refundQuote, () => fail(404, 'NOT_FOUND', 'Order not found'));
    show('123');
    expect(await screen.findByText('Order not found')).toBeInTheDocument();
  });
});
