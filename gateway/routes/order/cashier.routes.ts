import { CASHIER_ROUTES } from '../../../src/lib/contract/routes.ts';
import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import * as z from 'zod/mini';
import { idSchema, LANGUAGES, type Language } from '../../../src/lib/contract/common.ts';
import { formatHkd } from '../../../src/lib/format/money.ts';
import en from '../../../locales/en/cashier.json' with { type: 'json' };
import enCommon from '../../../locales/en/common.json' with { type: 'json' };
import enOrders from '../../../locales/en/orders.json' with { type: 'json' };
import zhCN from '../../../locales/zh-CN/cashier.json' with { type: 'json' };
import zhCNCommon from '../../../locales/zh-CN/common.json' with { type: 'json' };
import zhCNOrders from '../../../locales/zh-CN/orders.json' with { type: 'json' };
import zhTW from '../../../locales/zh-TW/cashier.json' with { type: 'json' };
import zhTWCommon from '../../../locales/zh-TW/common.json' with { type: 'json' };
import zhTWOrders from '../../../locales/zh-TW/orders.json' with { type: 'json' };
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { languageOf } from '../../lib/i18n.ts';
import { notFoundError } from '../../lib/http-error.ts';
import { validate } from '../../lib/validate.ts';
import { cashierView, completePayment } from '../../services/orders/payment.ts';

/**
 * The payment simulator's cashier (DESIGN §6): GET shows the payment in the shopper's language
 * with "Pay" and "Make the payment fail"; POST completes it and sends the shopper back to the
 * site's return path with the outcome. A plain HTML page without script: its own CSP allows its
 * one style element by hash and forms to itself only.
 */

type Texts = typeof zhTW;
const TEXTS: Record<Language, Texts> = { 'zh-TW': zhTW, 'zh-CN': zhCN, en };

/** The shop's one name of each payment method and what its channel does (no internal codes). */
const METHOD_NAMES: Record<Language, Record<string, string>> = {
  'zh-TW': zhTWCommon,
  'zh-CN': zhCNCommon,
  en: enCommon,
};
const MODE_TEXTS: Record<Language, Record<string, string>> = {
  'zh-TW': zhTWOrders,
  'zh-CN': zhCNOrders,
  en: enOrders,
};
const methodName = (lang: Language, payType: string): string =>
  METHOD_NAMES[lang][`payment.method.${payType}`] ?? payType;
const modeText = (lang: Language, mode: string): string =>
  MODE_TEXTS[lang][`orders.channelMode.${mode}`] ?? mode;

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f5f0e6;color:#1d2939}
main{max-width:420px;margin:32px auto;padding:24px;background:#fff;border-radius:12px}
h1{font-size:1.4rem;margin:0 0 8px}dl{display:grid;grid-template-columns:auto 1fr;gap:6px 12px}
dt{color:#475467}dd{margin:0;font-weight:600}form{margin:12px 0}
button,a.back{display:block;width:100%;min-height:48px;border-radius:24px;font-size:1rem;
font-weight:700;border:2px solid #8a4b00;text-align:center;line-height:44px;text-decoration:none}
.pay{background:#8a4b00;color:#fff}.fail{background:#fff;color:#8a4b00}
button:focus-visible,a:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}`;
const STYLE_HASH = createHash('sha256').update(STYLE).digest('base64');
const CSP = `default-src 'none'; style-src 'sha256-${STYLE_HASH}'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`;

const escape = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const page = (lang: Language, title: string, body: string) => `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escape(title)}</title>
<style>${STYLE}</style></head><body><main>${body}</main></body></html>`;

/** The site path the shopper returns to, with the outcome in the query. */
function returnUrl(path: string, params: Record<string, string>): string {
  const url = new URL(path, 'http://site.invalid');
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return `${url.pathname}${url.search}`;
}

const isLanguage = (value: string): value is Language =>
  (LANGUAGES as readonly string[]).includes(value);
/** A payment id of the path, or null (answered 404, like an unknown one). */
const payIdOf = (value: string | undefined): string | null =>
  idSchema.safeParse(value).success ? (value ?? null) : null;
const resultForm = z.object({ result: z.enum(['paid', 'failed']) });

export function createCashierRoutes({ db, clock }: { db: Db; clock: Clock }) {
  return new Hono()
    .get(CASHIER_ROUTES.routes.payment, async (c) => {
      const payId = payIdOf(c.req.param('payId'));
      const view = payId === null ? null : await cashierView(db, payId);
      // The language the shopper paid in (?lang= of the cashier link), else the browser's.
      const asked = c.req.query('lang') ?? '';
      const lang: Language = isLanguage(asked) ? asked : languageOf(c);
      const t = TEXTS[lang];
      c.header('Content-Security-Policy', CSP);
      if (view === null) {
        return c.html(
          page(lang, t['cashier.notFound'], `<h1>${escape(t['cashier.notFound'])}</h1>`),
          404,
        );
      }
      const back = returnUrl(view.returnPath, { orderId: view.orderId, payId: view.payId });
      const facts = `<dl>
<dt>${escape(t['cashier.orderNo'])}</dt><dd>${escape(view.orderNo)}</dd>
<dt>${escape(t['cashier.amount'])}</dt><dd>${escape(formatHkd(view.amountCents, lang))}</dd>
<dt>${escape(t['cashier.method'])}</dt><dd>${escape(methodName(lang, view.payType))}</dd>
<dt>${escape(t['cashier.mode'])}</dt><dd>${escape(modeText(lang, view.channelMode))}</dd></dl>`;
      const actions =
        view.status === 'pending'
          ? `<form method="post"><input type="hidden" name="result" value="paid">
<button class="pay" type="submit">${escape(t['cashier.pay'])}</button></form>
<form method="post"><input type="hidden" name="result" value="failed">
<button class="fail" type="submit">${escape(t['cashier.fail'])}</button></form>`
          : `<p>${escape(t['cashier.done'])}</p><a class="back" href="${escape(back)}">${escape(t['cashier.back'])}</a>`;
      return c.html(
        page(
          lang,
          t['cashier.title'],
          `<h1>${escape(t['cashier.title'])}</h1>
<p>${escape(t['cashier.lead'])}</p>${facts}${actions}`,
        ),
      );
    })
    .post(CASHIER_ROUTES.routes.payment, validate('form', resultForm), async (c) => {
      const payId = payIdOf(c.req.param('payId'));
      const view = payId === null ? null : await cashierView(db, payId);
      if (payId === null || view === null) throw notFoundError('errors.order.paymentNotFound');
      const { result } = c.req.valid('form');
      const outcome = await completePayment(db, payId, result === 'paid', clock.now());
      return c.redirect(
        returnUrl(view.returnPath, { orderId: view.orderId, payId, result: outcome }),
        303,
      );
    });
}
