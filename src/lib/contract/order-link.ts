import * as z from 'zod/mini';
import { emailSchema } from './auth.ts';
import { orderDetailSchema } from './order.ts';

/**
 * Finding an order without logging in (issue 19 §2): the shopper gives the booking number and
 * the e-mail of the order's account on /order-lookup; the gateway mails a signed link to that
 * account's address, whatever the answer, and the link opens a read-only page of the order.
 *
 * POST /cl-odss-app/open/order/info/lookup   { orderNo, email } → null (always the same)
 * POST /cl-odss-app/open/order/info/view     { token } → {@link OrderLinkView}
 * POST /cl-odss-app/open/order/info/voucher  { token } → the voucher PDF
 *
 * The token travels in the page's fragment (`/order-lookup/order#<token>`) and in request
 * bodies, never in a query string: it stays out of server logs and Referer headers.
 */

/** The page the link opens (language prefix added by localizePath). */
export const ORDER_LINK_PAGE = '/order-lookup/order';

/** A booking number as the gateway writes it: RS, the date, 8 digits (SPEC §3 orderNo). */
export const ORDER_NO_PATTERN = /^RS\d{16}$/;

/** Trims and upper-cases what the shopper typed (a booking number read off a phone screen). */
export const normalizeOrderNo = (value: string): string => value.replace(/\s+/g, '').toUpperCase();

export const orderNoSchema = z.pipe(
  z.string().check(z.maxLength(40, 'errors.lookup.orderNo')),
  z.pipe(
    z.transform((s: string) => normalizeOrderNo(s)),
    z.string().check(z.regex(ORDER_NO_PATTERN, 'errors.lookup.orderNo')),
  ),
);

export const orderLookupRequestSchema = z.strictObject({
  orderNo: orderNoSchema,
  email: z.pipe(
    z.string().check(z.maxLength(254, 'errors.account.email')),
    z.pipe(
      z.transform((s: string) => s.trim()),
      emailSchema,
    ),
  ),
});

/**
 * A link token: `v1.<orderId>.<expiry in epoch seconds, base 36>.<HMAC-SHA256, 128 bits,
 * base64url>`. The shape is checked here; the signature and the expiry by the gateway.
 */
export const ORDER_LINK_TOKEN_PATTERN = /^v1\.\d{1,20}\.[0-9a-z]{1,10}\.[A-Za-z0-9_-]{22}$/;
export const orderLinkTokenSchema = z
  .string()
  .check(
    z.maxLength(80, 'errors.lookup.token'),
    z.regex(ORDER_LINK_TOKEN_PATTERN, 'errors.lookup.token'),
  );
export const orderLinkRequestSchema = z.strictObject({ token: orderLinkTokenSchema });

/** A guest as the link page shows them: every contact detail masked by the gateway. */
export const maskedGuestSchema = z.object({
  productId: z.string(),
  guestName: z.string(),
  guestMobileArea: z.string(),
  /** Masked (SPEC §5 display masking); empty when not given. */
  guestMobile: z.string(),
  guestEmail: z.string(),
  idType: z.nullable(z.int()),
  idInfo: z.nullable(z.string()),
});
export type MaskedGuest = z.infer<typeof maskedGuestSchema>;

/** What the link shows: the order (read-only, guests masked) and until when the link lasts. */
export const orderLinkViewSchema = z.object({
  order: z.object({
    ...orderDetailSchema.shape,
    guests: z.array(maskedGuestSchema),
  }),
  expiresAt: z.int(),
  /** Whether the voucher PDF can be downloaded now (vouchers issued). */
  voucher: z.boolean(),
});
export type OrderLinkView = z.infer<typeof orderLinkViewSchema>;

/** Reads the token from the page's fragment (`#<token>` or `#t=<token>`); null when none fits. */
export function tokenFromHash(hash: string): string | null {
  const raw = hash.replace(/^#/, '').replace(/^t=/, '');
  let value = raw;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return null;
  }
  return ORDER_LINK_TOKEN_PATTERN.test(value) ? value : null;
}
