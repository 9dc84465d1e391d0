import type { Language } from '../../src/lib/contract/common.ts';
import type { OrderChange } from '../../src/lib/contract/order-change.ts';
import type {
  OrderDetail,
  OrderLine,
  OrderLineDetail,
  Refund,
} from '../../src/lib/contract/order.ts';
import { isIsoDate, formatDate, formatDateTime } from '../../src/lib/format/dates.ts';
import { formatHkd } from '../../src/lib/format/money.ts';
import { mailText, type MailKey } from './texts.ts';

/**
 * The mails about an order (DESIGN §6): the confirmation with its voucher, the cancellation by
 * the 15-minute expiry, and a refund approved, paid back or refused. Each is plain text and
 * HTML of the same content, in the reader's language, every text from locales/<lang>/mail.json.
 * Pure: the caller loads the order and renders the attachments.
 */

export interface OrderMail {
  subject: string;
  text: string;
  html: string;
}

export interface OrderMailContext {
  lang: Language;
  /** Where the shopper sees the order (absolute URL). */
  orderUrl: string;
  /**
   * A signed link that opens the order without logging in (services/orders/links.ts): the
   * mail's button when given, the logged-in page then named below it.
   */
  linkUrl?: string;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

const date = (value: string, lang: Language) =>
  isIsoDate(value) ? formatDate(value, lang, true) : value;

/** The facts of one line, each a line of text: what, when, how many, its codes. */
function lineFacts(line: OrderLineDetail, lang: Language): string[] {
  const t = (key: MailKey, params = {}) => mailText(lang, key, params);
  const facts: string[] = [];
  if (line.productType === 'HOTEL') {
    facts.push(
      t('mail.order.line.stay', {
        checkIn: date(line.startDate, lang),
        checkOut: date(line.endDate, lang),
      }),
    );
  } else {
    facts.push(t('mail.order.line.date', { date: date(line.startDate, lang) }));
  }
  if (line.session) facts.push(t('mail.order.line.session', { session: line.session }));
  facts.push(
    t('mail.order.line.quantity', {
      count: line.quantity,
      price: formatHkd(line.subtotalCents, lang),
    }),
  );
  if (line.voucherCode) facts.push(t('mail.order.line.code', { code: line.voucherCode }));
  if (line.confirmationCode) {
    facts.push(t('mail.order.line.confirmation', { code: line.confirmationCode }));
  }
  return facts;
}

const lineTitle = (line: OrderLineDetail) =>
  line.skuName && line.skuName !== line.productName
    ? `${line.productName} · ${line.skuName}`
    : line.productName;

/** Units (tickets, rooms) of the order. */
const unitsOf = (order: OrderDetail) => order.lines.reduce((sum, l) => sum + l.quantity, 0);

// ---- the layout ----------------------------------------------------------------------------

interface Letter {
  lang: Language;
  subject: string;
  heading: string;
  paragraphs: string[];
  /** The order summary, when the mail carries one. */
  order?: OrderDetail;
  /** The button: its text and URL. */
  action?: { label: string; url: string };
  /** A second link under the button: its text and URL. */
  secondary?: { label: string; url: string };
}

function plainText(letter: Letter): string {
  const { lang } = letter;
  const t = (key: MailKey, params = {}) => mailText(lang, key, params);
  const blocks = [t('mail.greeting'), ...letter.paragraphs];
  if (letter.order) {
    const order = letter.order;
    const summary = [
      `${t('mail.order.summary')} (${t('mail.order.number', { orderNo: order.orderNo })})`,
      ...order.lines.flatMap((line) => [
        '',
        `${lineTitle(line)}`,
        ...lineFacts(line, lang).map((f) => `  ${f}`),
      ]),
      '',
      t('mail.order.total', { count: unitsOf(order), total: formatHkd(order.totalCents, lang) }),
    ];
    blocks.push(summary.join('\n'));
  }
  if (letter.action) blocks.push(`${letter.action.label}: ${letter.action.url}`);
  if (letter.secondary) blocks.push(`${letter.secondary.label}: ${letter.secondary.url}`);
  blocks.push(t('mail.footer', { site: t('mail.site') }));
  return blocks.join('\n\n') + '\n';
}

const STYLE = {
  body: 'margin:0;padding:0;background:#f4f1ea;',
  card: 'max-width:600px;width:100%;background:#ffffff;border-radius:8px;',
  cell: 'padding:24px 24px 8px;font-family:Helvetica,Arial,"PingFang TC","Microsoft JhengHei",sans-serif;font-size:16px;line-height:1.55;color:#1d2a2f;',
  h1: 'margin:0 0 16px;font-size:22px;line-height:1.3;color:#0f3d3a;',
  p: 'margin:0 0 16px;',
  h2: 'margin:24px 0 8px;font-size:17px;color:#0f3d3a;',
  line: 'padding:12px 0;border-top:1px solid #ddd6c8;',
  title: 'margin:0 0 4px;font-weight:bold;',
  fact: 'margin:0;color:#33444a;font-size:15px;',
  total: 'padding:12px 0;border-top:2px solid #0f3d3a;font-weight:bold;',
  button:
    'display:inline-block;padding:12px 20px;background:#0f5c55;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold;',
  footer: 'padding:16px 24px 24px;font-size:13px;color:#55646a;',
} as const;

function html(letter: Letter): string {
  const { lang } = letter;
  const t = (key: MailKey, params = {}) => mailText(lang, key, params);
  const e = escapeHtml;
  const parts: string[] = [
    `<h1 style="${STYLE.h1}">${e(letter.heading)}</h1>`,
    `<p style="${STYLE.p}">${e(t('mail.greeting'))}</p>`,
    ...letter.paragraphs.map((p) => `<p style="${STYLE.p}">${e(p)}</p>`),
  ];
  if (letter.order) {
    const order = letter.order;
    parts.push(
      `<h2 style="${STYLE.h2}">${e(t('mail.order.summary'))}</h2>`,
      `<p style="${STYLE.fact};margin-bottom:8px;">${e(t('mail.order.number', { orderNo: order.orderNo }))}</p>`,
      `<table role="presentation" width="100%" cellpadding="0" cellspacing="0">`,
      ...order.lines.map(
        (line) =>
          `<tr><td style="${STYLE.line}"><p style="${STYLE.title}">${e(lineTitle(line))}</p>${lineFacts(
            line,
            lang,
          )
            .map((f) => `<p style="${STYLE.fact}">${e(f)}</p>`)
            .join('')}</td></tr>`,
      ),
      `<tr><td style="${STYLE.total}">${e(
        t('mail.order.total', { count: unitsOf(order), total: formatHkd(order.totalCents, lang) }),
      )}</td></tr>`,
      `</table>`,
    );
  }
  if (letter.action) {
    parts.push(
      `<p style="${STYLE.p};margin-top:24px;"><a href="${e(letter.action.url)}" style="${STYLE.button}">${e(letter.action.label)}</a></p>`,
    );
  }
  if (letter.secondary) {
    parts.push(
      `<p style="${STYLE.fact}"><a href="${e(letter.secondary.url)}" style="color:#0f5c55;">${e(letter.secondary.label)}</a></p>`,
    );
  }
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(letter.subject)}</title></head>
<body style="${STYLE.body}"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="${STYLE.body}"><tr><td align="center" style="padding:16px 8px;">
<table role="presentation" cellpadding="0" cellspacing="0" style="${STYLE.card}"><tr><td style="${STYLE.cell}">
${parts.join('\n')}
</td></tr><tr><td style="${STYLE.footer}">${e(t('mail.footer', { site: t('mail.site') }))}</td></tr></table>
</td></tr></table></body></html>
`;
}

const letterMail = (letter: Letter): OrderMail => ({
  subject: letter.subject,
  text: plainText(letter),
  html: html(letter),
});

// ---- the mails -----------------------------------------------------------------------------

/**
 * The confirmation of a paid order whose vouchers are issued: summary with the redemption
 * codes, the attachments named, and the link to the order. A late payment that was honoured
 * says so.
 */
export function confirmationMail(order: OrderDetail, context: OrderMailContext): OrderMail {
  const { lang, orderUrl, linkUrl } = context;
  const t = (key: MailKey, params = {}) => mailText(lang, key, params);
  const paragraphs = [t('mail.order.confirmed.intro', { orderNo: order.orderNo })];
  if (order.notice === 'LATE_PAYMENT_HONOURED') paragraphs.push(t('mail.order.confirmed.late'));
  paragraphs.push(t('mail.order.confirmed.attached', { count: unitsOf(order) }));
  if (linkUrl !== undefined) paragraphs.push(t('mail.order.confirmed.link'));
  return letterMail({
    lang,
    subject: t('mail.order.confirmed.subject', { orderNo: order.orderNo }),
    heading: t('mail.order.confirmed.heading'),
    paragraphs,
    order,
    ...(linkUrl === undefined
      ? { action: { label: t('mail.order.view'), url: orderUrl } }
      : {
          action: { label: t('mail.order.view'), url: linkUrl },
          secondary: { label: t('mail.order.manage'), url: orderUrl },
        }),
  });
}

/** The order was cancelled because it was not paid within its minutes. */
export function expiredMail(
  order: OrderDetail,
  context: OrderMailContext & { minutes: number },
): OrderMail {
  const { lang, orderUrl } = context;
  const t = (key: MailKey, params = {}) => mailText(lang, key, params);
  return letterMail({
    lang,
    subject: t('mail.order.expired.subject', { orderNo: order.orderNo }),
    heading: t('mail.order.expired.heading'),
    paragraphs: [
      t('mail.order.expired.body', { orderNo: order.orderNo, count: context.minutes }),
      t('mail.order.expired.again'),
    ],
    order,
    action: { label: t('mail.order.view'), url: orderUrl },
  });
}

export type RefundMailKind = 'refundApproved' | 'refundSucceeded' | 'refundRefused';

/** A refund approved (with what will be paid back), paid back (what was), or refused. */
export function refundMail(
  kind: RefundMailKind,
  order: OrderDetail,
  refund: Refund,
  context: OrderMailContext,
): OrderMail {
  const { lang, orderUrl } = context;
  const t = (key: MailKey, params = {}) => mailText(lang, key, params);
  const money = (cents: number) => formatHkd(cents, lang);
  const params = {
    orderNo: order.orderNo,
    refundNo: refund.refundNo,
    total: money(refund.subtotalCents),
    fee: money(refund.feeCents),
    refund: money(refund.refundCents),
    amount: money(refund.actualRefundCents ?? refund.refundCents),
    changeNo: refund.changeNo ?? '',
  };
  // a date change's refund pays back a difference: the booking and its new vouchers stay valid
  const change = refund.changeNo !== null;
  const keys = {
    refundApproved: {
      subject: 'mail.refund.approved.subject',
      heading: 'mail.refund.approved.heading',
      body: change
        ? ['mail.refund.change.approved.body', 'mail.refund.change.approved.next']
        : ['mail.refund.approved.body', 'mail.refund.approved.next'],
    },
    refundSucceeded: {
      subject: 'mail.refund.succeeded.subject',
      heading: 'mail.refund.succeeded.heading',
      body: [
        change ? 'mail.refund.change.succeeded.body' : 'mail.refund.succeeded.body',
        'mail.refund.succeeded.next',
      ],
    },
    refundRefused: {
      subject: 'mail.refund.refused.subject',
      heading: 'mail.refund.refused.heading',
      body: ['mail.refund.refused.body', 'mail.refund.refused.next'],
    },
  } as const satisfies Record<
    RefundMailKind,
    { subject: MailKey; heading: MailKey; body: readonly MailKey[] }
  >;
  const chosen = keys[kind];
  return letterMail({
    lang,
    subject: t(chosen.subject, params),
    heading: t(chosen.heading, params),
    paragraphs: chosen.body.map((key) => t(key, params)),
    action: { label: t('mail.order.view'), url: orderUrl },
  });
}

/**
 * The link asked for on /order-lookup: opens the order without logging in for `hours` hours.
 * Sent only to the address of the order's account.
 */
export function lookupMail(
  orderNo: string,
  context: OrderMailContext & { hours: number },
): OrderMail {
  const { lang, orderUrl } = context;
  const t = (key: MailKey, params = {}) => mailText(lang, key, params);
  return letterMail({
    lang,
    subject: t('mail.lookup.subject', { orderNo }),
    heading: t('mail.lookup.heading'),
    paragraphs: [t('mail.lookup.body', { orderNo, count: context.hours }), t('mail.lookup.notYou')],
    action: { label: t('mail.order.view'), url: orderUrl },
  });
}

/** When a line is: its date (a hotel: the stay) and session. */
function whenOf(line: OrderLine, lang: Language): string {
  const when =
    line.productType === 'HOTEL'
      ? mailText(lang, 'mail.change.stay', {
          checkIn: date(line.startDate, lang),
          checkOut: date(line.endDate, lang),
        })
      : date(line.startDate, lang);
  return line.session ? `${when} ${line.session}` : when;
}

/**
 * A date change is done: each moved line from its old to its new date, what was paid or is
 * refunded, and the order with its new redemption codes (the old ones are void).
 */
export function dateChangedMail(
  order: OrderDetail,
  change: OrderChange,
  context: OrderMailContext,
): OrderMail {
  const { lang, orderUrl } = context;
  const t = (key: MailKey, params = {}) => mailText(lang, key, params);
  const money = (cents: number) => formatHkd(cents, lang);
  const paragraphs = [
    t('mail.change.intro', { orderNo: order.orderNo, changeNo: change.changeNo }),
  ];
  for (const line of change.lines) {
    paragraphs.push(
      t('mail.change.line', {
        product: lineTitle({ ...line.after, voucherCode: null, confirmationCode: null }),
        from: whenOf(line.before, lang),
        to: whenOf(line.after, lang),
      }),
    );
  }
  const fee = money(change.feeCents);
  if (change.dueCents > 0)
    paragraphs.push(t('mail.change.paid', { amount: money(change.dueCents), fee }));
  else if (change.refundCents > 0) {
    paragraphs.push(t('mail.change.refund', { amount: money(change.refundCents), fee }));
  } else paragraphs.push(t('mail.change.even'));
  if (order.lines.some((l) => l.voucherCode !== null)) {
    paragraphs.push(t('mail.change.codes', { count: change.lines.length }));
  }
  return letterMail({
    lang,
    subject: t('mail.change.subject', { orderNo: order.orderNo }),
    heading: t('mail.change.heading'),
    paragraphs,
    order,
    action: { label: t('mail.order.view'), url: orderUrl },
  });
}

/** What a waiting-list offer holds: the product, the day or stay, the session, the units. */
export interface WaitOffer {
  productName: string;
  skuName: string;
  hotel: boolean;
  startDate: string;
  endDate: string;
  /** '' when the product has no sessions. */
  session: string;
  quantity: number;
  /** Epoch ms: the units are held until then. */
  offerUntil: number;
}

/**
 * A waiting-list offer (services/waitlist.ts): what was freed and is held for the shopper, until
 * when, and the button to the offer, from which it goes into the cart.
 */
export function waitOfferMail(
  offer: WaitOffer,
  context: { lang: Language; url: string; minutes: number },
): OrderMail {
  const { lang } = context;
  const t = (key: MailKey, params = {}) => mailText(lang, key, params);
  const product =
    offer.skuName && offer.skuName !== offer.productName
      ? `${offer.productName} · ${offer.skuName}`
      : offer.productName;
  const when = offer.hotel
    ? mailText(lang, 'mail.change.stay', {
        checkIn: date(offer.startDate, lang),
        checkOut: date(offer.endDate, lang),
      })
    : date(offer.startDate, lang);
  return letterMail({
    lang,
    subject: t('mail.wait.offer.subject', { product }),
    heading: t('mail.wait.offer.heading'),
    paragraphs: [
      t('mail.wait.offer.body', {
        count: offer.quantity,
        product,
        when: offer.session ? `${when} ${offer.session}` : when,
      }),
      t('mail.wait.offer.until', {
        count: context.minutes,
        until: formatDateTime(offer.offerUntil, lang),
      }),
      t('mail.wait.offer.next'),
    ],
    action: { label: t('mail.wait.offer.action'), url: context.url },
  });
}
