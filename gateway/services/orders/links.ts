import { randomBytes } from 'node:crypto';
import type { Language } from '../../../src/lib/contract/common.ts';
import {
  ORDER_LINK_PAGE,
  ORDER_LINK_TOKEN_PATTERN,
  type MaskedGuest,
  type OrderLinkView,
} from '../../../src/lib/contract/order-link.ts';
import { GUEST_NAME_SEPARATOR } from '../../../src/lib/contract/order.ts';
import { maskDigits, maskEmail, maskId } from '../../../src/lib/format/mask.ts';
import { localizePath } from '../../../src/lib/i18n/paths.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { expiryOf, expiryStamp, sameMac, tokenMac } from '../../lib/signed-token.ts';
import { lookupMail } from '../../mail/order-mails.ts';
import { queueMail } from '../mail.ts';
import { countHit, hitLimits, LIMITS } from '../rate-limit.ts';
import { hasSignedInFrom } from '../sessions.ts';
import { normaliseEmail } from '../users.ts';
import { localizeLines } from '../products/names.ts';
import { loadOrder } from './manage.ts';
import { loadVoucherData, VOUCHER_STATUSES } from './voucher.ts';

/**
 * Signed order links (issue 19 §2): a link that opens one order read-only, without logging in.
 *
 * A token is `v1.<orderId>.<expiry>.<mac>`: the expiry in epoch seconds (base 36), the MAC an
 * HMAC-SHA256 (first 128 bits, base64url) over the order, the expiry, the order's account and
 * that account's e-mail address, with the gateway's link key (ORDER_LINK_SECRET, else a random
 * key kept in the database and shared by every process). Nothing is stored per link.
 *
 * What a link does, defined:
 * - tampered (any character of the order, expiry or MAC changed, or a link of another order):
 *   404 ORDER_LINK_INVALID, the same answer as an order that does not exist;
 * - expired (checked after the signature, so that a moved expiry counts as tampered): 410
 *   ORDER_LINK_EXPIRED; the page offers a new one;
 * - replayed: a link may be opened any number of times until it expires (the shopper opens it
 *   again at the gate); it only reads. It dies before its expiry when the order is deleted by its
 *   owner or when the account's e-mail address changes (the MAC covers it).
 * - lookup links last 24 hours; the confirmation mail's link lasts until the day after the last
 *   date of the booking (at least 24 hours), so that it still opens at the park gate.
 */

export const ORDER_LINK_CODES = {
  invalid: 'ORDER_LINK_INVALID',
  expired: 'ORDER_LINK_EXPIRED',
} as const;

export const LOOKUP_LINK_MS = 24 * 3_600_000;
const DAY_MS = 86_400_000;
/** Resort time, UTC+8 (SPEC §4). */
const HK_OFFSET_MS = 8 * 3_600_000;
const SETTING_KEY = 'order_link_secret';

/** The link key: ORDER_LINK_SECRET, or one random key per database, made on first use. */
export async function orderLinkSecret(
  db: Db,
  configured: string | undefined,
  now: number,
): Promise<Uint8Array> {
  if (configured !== undefined) return new TextEncoder().encode(configured);
  await db
    .insertInto('gateway_setting')
    .values({ key: SETTING_KEY, value: randomBytes(32).toString('base64url'), updated_at: now })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('gateway_setting')
    .select('value')
    .where('key', '=', SETTING_KEY)
    .executeTakeFirstOrThrow();
  return new Uint8Array(Buffer.from(row.value, 'base64url'));
}

/**
 * The link key for checking a link only: null when no key was ever made (no link was signed), so
 * that a refused link stores nothing.
 */
export async function existingOrderLinkSecret(
  db: Db,
  configured: string | undefined,
): Promise<Uint8Array | null> {
  if (configured !== undefined) return new TextEncoder().encode(configured);
  const row = await db
    .selectFrom('gateway_setting')
    .select('value')
    .where('key', '=', SETTING_KEY)
    .executeTakeFirst();
  return row ? new Uint8Array(Buffer.from(row.value, 'base64url')) : null;
}

interface LinkSubject {
  orderId: string;
  userId: string;
  email: string;
}

const mac = (secret: Uint8Array, subject: LinkSubject, expiry: string): string =>
  tokenMac(secret, [
    'order-link',
    'v1',
    subject.orderId,
    expiry,
    subject.userId,
    normaliseEmail(subject.email),
  ]);

/** A token for `subject` that expires at `expiresAt` (epoch ms, rounded down to the second). */
export function signOrderLink(secret: Uint8Array, subject: LinkSubject, expiresAt: number): string {
  const expiry = expiryStamp(expiresAt);
  return `v1.${subject.orderId}.${expiry}.${mac(secret, subject, expiry)}`;
}

/** The absolute URL of the link page for a token, in `lang`. */
export const orderLinkUrl = (siteUrl: string, lang: Language, token: string): string =>
  `${siteUrl.replace(/\/+$/, '')}${localizePath(lang, ORDER_LINK_PAGE)}#${token}`;

/** How long the confirmation mail's link lasts: the day after the booking's last date, 24 h at least. */
export function confirmationLinkExpiry(
  lines: readonly { startDate: string; endDate: string }[],
  now: number,
): number {
  const last = lines
    .flatMap((l) => [l.startDate, l.endDate])
    .filter((d) => /^\d{4}-\d{2}-\d{2}$/.test(d))
    .reduce((a, b) => (b > a ? b : a), '');
  const endOfNextDay =
    last === '' ? 0 : Date.parse(`${last}T00:00:00Z`) - HK_OFFSET_MS + 2 * DAY_MS;
  return Math.max(now + LOOKUP_LINK_MS, endOfNextDay);
}

const invalidLink = () => new HttpError(404, ORDER_LINK_CODES.invalid, 'errors.lookup.invalid');

/** The order a token opens: 404 when it is not a valid link, 410 when it has expired. */
export async function verifyOrderLink(
  db: Db,
  secret: Uint8Array,
  token: string,
  now: number,
): Promise<LinkSubject & { expiresAt: number }> {
  if (!ORDER_LINK_TOKEN_PATTERN.test(token)) throw invalidLink();
  const [, orderId = '', expiry = '', given = ''] = token.split('.');
  const row = await db
    .selectFrom('orders as o')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .select(['o.id', 'o.user_id', 'u.email'])
    .where('o.id', '=', orderId)
    .where('o.deleted_at', 'is', null)
    .executeTakeFirst();
  // an unknown order is checked against a MAC all the same, so both take the same time
  const subject = { orderId, userId: row?.user_id ?? '', email: row?.email ?? '' };
  if (!sameMac(given, mac(secret, subject, expiry)) || row === undefined) throw invalidLink();
  const expiresAt = expiryOf(expiry);
  if (!Number.isSafeInteger(expiresAt) || expiresAt <= now) {
    throw new HttpError(410, ORDER_LINK_CODES.expired, 'errors.lookup.expired');
  }
  return { ...subject, expiresAt };
}

const maskGuest = (g: {
  productId: string;
  guestName: string;
  guestMobile: string;
  guestMobileArea: string;
  guestEmail: string;
  idType?: number | undefined;
  idInfo?: string | undefined;
}): MaskedGuest => ({
  productId: g.productId,
  // the name stays: the shopper checks it against the ID shown at the gate
  guestName: g.guestName.split(GUEST_NAME_SEPARATOR).join(' '),
  guestMobileArea: g.guestMobile ? g.guestMobileArea : '',
  guestMobile: g.guestMobile ? maskDigits(g.guestMobile) : '',
  guestEmail: g.guestEmail ? maskEmail(g.guestEmail) : '',
  idType: g.idType ?? null,
  idInfo: g.idInfo ? maskId(g.idInfo) : null,
});

/** The read-only view of the order a token opens, named in `lang`, every guest masked. */
export async function viewOrderLink(
  db: Db,
  secret: Uint8Array,
  token: string,
  now: number,
  lang: Language,
): Promise<OrderLinkView> {
  const link = await verifyOrderLink(db, secret, token, now);
  const order = await loadOrder(db, link.userId, link.orderId, now);
  return {
    order: {
      ...order,
      lines: await localizeLines(db, order.lines, lang),
      guests: order.guests.map(maskGuest),
      // read-only: paying, cancelling, deleting and refunding need the account
      canPay: false,
      canCancel: false,
      canDelete: false,
      canRefund: false,
    },
    expiresAt: link.expiresAt,
    voucher: VOUCHER_STATUSES.includes(order.status),
  };
}

/** The voucher facts of the order a token opens (409 while not issued). */
export async function voucherOfOrderLink(db: Db, secret: Uint8Array, token: string, now: number) {
  const link = await verifyOrderLink(db, secret, token, now);
  return loadVoucherData(db, link.userId, link.orderId);
}

/**
 * order/info/lookup: mails a 24-hour link to the account of the order `orderNo` when `email` is
 * that account's address; otherwise nothing. The caller answers the same either way.
 *
 * Limits (none can lock the owner out): per e-mail and client address pair and per client
 * address, a 429 to that address only; per e-mail from anywhere, past the cap a request is
 * dropped silently (no mail), except from an address the account has signed in from.
 */
export async function requestOrderLink(
  db: Db,
  input: {
    orderNo: string;
    email: string;
    ip: string;
    now: number;
    lang: Language;
    siteUrl: string;
    secret: Uint8Array;
  },
): Promise<void> {
  const email = normaliseEmail(input.email);
  const { now } = input;
  await hitLimits(db, now, [LIMITS.lookupPair(email, input.ip), LIMITS.lookupIp(input.ip)]);
  const overCap = (await countHit(db, now, LIMITS.lookupEmail(email))) > 0;
  const row = await db
    .selectFrom('orders as o')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .select(['o.id', 'o.user_id', 'o.order_no', 'u.email'])
    .where('o.order_no', '=', input.orderNo)
    .where('o.deleted_at', 'is', null)
    .where('u.email', '=', email)
    .executeTakeFirst();
  if (row === undefined) return;
  if (overCap && !(await hasSignedInFrom(db, row.user_id, input.ip))) return;
  const expiresAt = now + LOOKUP_LINK_MS;
  const token = signOrderLink(
    input.secret,
    { orderId: row.id, userId: row.user_id, email: row.email },
    expiresAt,
  );
  const mail = lookupMail(row.order_no, {
    lang: input.lang,
    orderUrl: orderLinkUrl(input.siteUrl, input.lang, token),
    hours: LOOKUP_LINK_MS / 3_600_000,
  });
  await queueMail(
    db,
    {
      to: row.email,
      subject: mail.subject,
      body: mail.text,
      html: mail.html,
      language: input.lang,
    },
    now,
  );
}
