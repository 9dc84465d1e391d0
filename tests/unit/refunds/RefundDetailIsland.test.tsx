// @vitest-environment jsdom
import { ORDER_CHANGE_ROUTES } from '../../../src/lib/contract/routes.ts';
import '@testing-library/jest-dom/vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import RefundDetailIsland from '../../../src/islands/refunds/RefundDetailIsland.tsx';
import RefundListIsland from '../../../src/islands/refunds/RefundListIsland.tsx';
import type { RefundMessages } from '../../../src/islands/refunds/messages.ts';
import type { Language } from '../../../src/lib/contract/common.ts';
import en from '../../../locales/en/refund.json';
import zhCN from '../../../locales/zh-CN/refund.json';
import zhTW from '../../../locales/zh-TW/refund.json';
import { fail, ok } from '../api/test-server.ts';
import { ORDER, refund, refundPage, serveRefundApi } from './fixtures.ts';

/** The refund detail and after-sales list islands against a scripted HTTP server. */

const api = serveRefundApi();

function showDetail(refundId = '9001', messages: RefundMessages = en, locale: Language = 'en') {
  window.history.replaceState(null, '', `/en/user/order/refund/detail?refundId=${refundId}`);
  return render(
    <RefundDetailIsland
      locale={locale}
      messages={messages}
      listPath="/en/user/service"
      orderPath="/en/user/order/detail"
    />,
  );
}
const fact = (term: string) => {
  const dt = screen.getByText(term, { selector: 'dt' });
  return dt.nextElementSibling;
};

describe('the refund detail island', () => {
  it('shows every field of SPEC §3 Refund, the status and the progress of the normal path', async () => {
    api.server().route(ORDER_CHANGE_ROUTES.paths.refund, () => ok(refund({ status: 'reviewing' })));
    showDetail();
    expect(await screen.findByText('RF20260302000001')).toBeInTheDocument();
    expect(api.server().calls(ORDER_CHANGE_ROUTES.paths.refund)[0]?.query.get('refundId')).toBe(
      '9001',
    );
    expect(fact('Order code')).toHaveTextContent(ORDER.orderNo);
    expect(screen.getByRole('link', { name: ORDER.orderNo })).toHaveAttribute(
      'href',
      `/en/user/order/detail?orderId=${ORDER.orderId}`,
    );
    expect(fact('Apply time')).toHaveTextContent('03/02/2026');
    expect(fact('Reason')).toHaveTextContent('Unable to travel');
    expect(fact('Ticket quantity')).toHaveTextContent('2');
    expect(fact('Original subtotal')).toHaveTextContent('HK$600');
    expect(fact('Handling fee')).toHaveTextContent('HK$60');
    expect(fact('Refund amount')).toHaveTextContent('HK$540');
    expect(fact('Actual refund amount')).toHaveTextContent('Not yet refunded');
    expect(fact('Status')).toHaveTextContent('Under review');
    expect(fact('Expected arrival')).toHaveTextContent('7-14 business days');
    const steps = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual([
      'Submitted (done)',
      'Under review (current step)',
      'Review passed (to come)',
      'Refunding (to come)',
      'Refund successful (to come)',
    ]);
    expect(steps[1]).toHaveAttribute('aria-current', 'step');
  });

  it('refreshes on demand and shows the success with the actual amount', async () => {
    let status: 'refunding' | 'refundSuccess' = 'refunding';
    api.server().route(ORDER_CHANGE_ROUTES.paths.refund, () =>
      ok(
        refund({
          status,
          actualRefundCents: status === 'refundSuccess' ? 54_000 : null,
        }),
      ),
    );
    showDetail();
    await screen.findByText('Refunding', { selector: 'dd' });
    status = 'refundSuccess';
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(fact('Status')).toHaveTextContent('Refund successful'));
    expect(screen.getByTestId('refund-actual')).toHaveTextContent('HK$540');
    expect(api.server().calls(ORDER_CHANGE_ROUTES.paths.refund)).toHaveLength(2);
  });

  it('shows a failure end as such, with its label in Chinese', async () => {
    api
      .server()
      .route(ORDER_CHANGE_ROUTES.paths.refund, () =>
        ok(refund({ status: 'reviewFailed', reason: 'other', reasonText: '颱風' })),
      );
    showDetail('9001', zhTW, 'zh-TW');
    expect(await screen.findByText('審核不通過', { selector: 'dd' })).toBeInTheDocument();
    expect(fact('退款原因')).toHaveTextContent('其他: 颱風');
    const steps = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(steps.map((s) => s.dataset['state'])).toEqual(['done', 'failed']);
  });

  it('shows a date change’s refund as the price difference less the change fee', async () => {
    const change = {
      changeNo: 'DC2026030212345678',
      reason: 'other' as const,
      subtotalCents: 20_000,
      feeCents: 6_000,
      refundCents: 14_000,
      status: 'refundSuccess' as const,
      actualRefundCents: 14_000,
    };
    api.server().route(ORDER_CHANGE_ROUTES.paths.refund, () => ok(refund(change)));
    showDetail();
    expect(await screen.findByText('DC2026030212345678')).toBeInTheDocument();
    expect(fact('Reason')).toHaveTextContent('Price difference of a cheaper date');
    expect(fact('Date change')).toHaveTextContent('DC2026030212345678');
    expect(fact('Price difference')).toHaveTextContent('HK$200');
    expect(fact('Change fee')).toHaveTextContent('HK$60');
    expect(fact('Refund amount')).toHaveTextContent('HK$140');
    expect(screen.queryByText('Original subtotal')).not.toBeInTheDocument();
  });

  it('says "Refund detail empty" when the gateway has none', async () => {
    api
      .server()
      .route(ORDER_CHANGE_ROUTES.paths.refund, () => fail(404, 'NOT_FOUND', 'Refund detail empty'));
    showDetail('404');
    expect(await screen.findByText('Refund detail empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to after-sales' })).toHaveAttribute(
      'href',
      '/en/user/service',
    );
  });
});

describe('the after-sales list island', () => {
  const show = (search = '') => {
    window.history.replaceState(null, '', `/en/user/service${search}`);
    return render(
      <RefundListIsland locale="en" messages={en} detailPath="/en/user/service/service-detail" />,
    );
  };

  it('lists the refunds with status, amount, order code and a link, a page at a time', async () => {
    const first = refund({ status: 'refundSuccess', actualRefundCents: 54_000 });
    const second = refund({ refundId: '9002', refundNo: 'RF2', status: 'refundFailed' });
    api.server().route(ORDER_CHANGE_ROUTES.paths.list, (request) =>
      ok(
        request.query.get('pageNo') === '2'
          ? refundPage([second], 11, 2)
          : refundPage(
              Array.from({ length: 10 }, (_, i) => ({ ...first, refundId: String(9001 + i * 10) })),
              11,
              1,
            ),
      ),
    );
    show();
    const links = await screen.findAllByRole('link');
    expect(links).toHaveLength(10);
    expect(links[0]).toHaveAttribute('href', '/en/user/service/service-detail?refundId=9001');
    expect(links[0]).toHaveTextContent('Refund successful');
    expect(links[0]).toHaveTextContent(`Order ${ORDER.orderNo}`);
    expect(links[0]).toHaveTextContent('HK$540');
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Refund failed')).toBeInTheDocument();
    expect(window.location.search).toBe('?pageNo=2');
    expect(api.server().calls(ORDER_CHANGE_ROUTES.paths.list).at(-1)?.query.get('pageSize')).toBe(
      '10',
    );
  });

  it('tells a date change’s refund from the order’s, in each language', async () => {
    const records = [
      refund({ status: 'submitted' }),
      refund({ refundId: '9002', refundNo: 'RF2', changeNo: 'DC2026030212345678' }),
    ];
    api.server().route(ORDER_CHANGE_ROUTES.paths.list, () => ok(refundPage(records)));
    for (const [locale, messages, label] of [
      ['en', en, 'Date change DC2026030212345678'],
      ['zh-TW', zhTW, '改期 DC2026030212345678'],
      ['zh-CN', zhCN, '改期 DC2026030212345678'],
    ] as const) {
      window.history.replaceState(null, '', `/user/service`);
      const view = render(
        <RefundListIsland
          locale={locale}
          messages={messages}
          detailPath="/en/user/service/service-detail"
        />,
      );
      const links = await screen.findAllByRole('link');
      expect(links[0]).not.toHaveTextContent('DC2026030212345678');
      expect(links[1]).toHaveTextContent(label);
      view.unmount();
    }
  });

  it('says when there is no refund', async () => {
    api.server().route(ORDER_CHANGE_ROUTES.paths.list, () => ok(refundPage([], 0)));
    show();
    expect(await screen.findByText('You have no refund applications.')).toBeInTheDocument();
  });
});
