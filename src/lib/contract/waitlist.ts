import * as z from 'zod/mini';
import { idSchema } from './common.ts';
import { dateSchema, sessionSchema } from './product.ts';

/**
 * The waiting list of what is sold out (issue 19 §4): a logged-in shopper waits for a sold-out
 * day, session or hotel stay with a quantity. When stock frees, the first waiter (by join order)
 * whose quantity fits is offered it: the units are held for them for the gateway's
 * WAITLIST_OFFER_MINUTES and a mail links to the offer; their next order of that SKU and date
 * takes the held units.
 *
 * GET    /cl-odss-app/guest/user/waitlist/rules  (no login)     → WaitRules
 * GET    /cl-odss-app/guest/user/waitlist/list                  → Wait[] (newest first)
 * POST   /cl-odss-app/guest/user/waitlist/join     WaitJoin     → Wait
 * POST   /cl-odss-app/guest/user/waitlist/leave    { waitId }   → Wait
 * POST   /cl-odss-app/guest/user/waitlist/offer    { token }    → Wait (the offer mail's link)
 */

/** The most units one wait may ask for. */
export const MAX_WAIT_QUANTITY = 10;
/** The most waits (waiting or offered) one account keeps at once. */
export const MAX_ACTIVE_WAITS = 20;

export const WAITLIST_ERROR_CODES = {
  available: 'WAIT_NOT_SOLD_OUT',
  duplicate: 'WAIT_DUPLICATE',
  tooMany: 'WAIT_TOO_MANY',
  notActive: 'WAIT_NOT_ACTIVE',
  /** An offer link that is not one (tampered, another account's): 404. */
  linkInvalid: 'WAIT_LINK_INVALID',
  /** An offer link whose offer has run out or ended: 410. */
  offerEnded: 'WAIT_OFFER_ENDED',
  /** An offer link whose offer the shopper has already booked: 409. */
  offerTaken: 'WAIT_OFFER_TAKEN',
} as const;

export const WAIT_STATUSES = ['waiting', 'offered', 'bought', 'expired', 'left'] as const;
export type WaitStatus = (typeof WAIT_STATUSES)[number];
/** Waits still in the queue or holding an offer: the ones a shopper may leave. */
export const isActiveWait = (status: WaitStatus): boolean =>
  status === 'waiting' || status === 'offered';

/** Joining: what a cart line would book (a hotel: check-in and check-out), and how many. */
export const waitJoinSchema = z.strictObject({
  productId: idSchema,
  skuId: idSchema,
  quantity: z
    .int('errors.waitlist.quantity')
    .check(
      z.gte(1, 'errors.waitlist.quantity'),
      z.lte(MAX_WAIT_QUANTITY, 'errors.waitlist.quantity'),
    ),
  startDate: dateSchema,
  /** Hotels: the check-out date (required); others: absent or the start date. */
  endDate: z.optional(dateSchema),
  /** Shows: the session HH:mm. */
  session: z.optional(sessionSchema),
});
export type WaitJoin = z.infer<typeof waitJoinSchema>;

export const waitIdSchema = z.strictObject({ waitId: idSchema });

/**
 * The token of an offer mail's link: `w1.<waitId>.<expiry>.<mac>` (the expiry in epoch seconds,
 * base 36, the offer's end; the MAC 128 bits base64url). The waits page reads it from `?offer=`.
 */
export const WAIT_OFFER_TOKEN_PATTERN = /^w1\.\d{1,20}\.[0-9a-z]{1,10}\.[A-Za-z0-9_-]{22}$/;
/** The query parameter of the waits page that carries an offer link's token. */
export const WAIT_OFFER_PARAM = 'offer';
export const waitOfferOpenSchema = z.strictObject({
  token: z.string().check(z.regex(WAIT_OFFER_TOKEN_PATTERN, 'errors.waitlist.token')),
});

/** A wait as the gateway answers it, named in the request's language. */
export const waitSchema = z.object({
  waitId: idSchema,
  productId: idSchema,
  skuId: idSchema,
  productName: z.string(),
  skuName: z.string(),
  productType: z.string(),
  poiCode: z.string(),
  poiType: z.int(),
  startDate: z.string(),
  endDate: z.string(),
  session: z.nullable(z.string()),
  quantity: z.int(),
  status: z.enum(WAIT_STATUSES),
  /** Epoch ms on the gateway clock. */
  joinedAt: z.int(),
  /** Waiting: the place in the queue of its day (1: next to be offered); otherwise null. */
  position: z.nullable(z.int()),
  /** Offered: until when the units are held (epoch ms); otherwise null. */
  offerUntil: z.nullable(z.int()),
  /** The price of one unit now (a hotel: the whole stay), for the cart line of an offer. */
  unitPriceCents: z.int(),
});
export type Wait = z.infer<typeof waitSchema>;

/**
 * The waiting list's rules as this gateway runs them (public): the pages say how long an offer
 * holds its places from this answer, never from a number of their own.
 */
export const waitRulesSchema = z.object({
  /** Minutes an offer holds the freed units for its shopper (WAITLIST_OFFER_MINUTES). */
  offerMinutes: z.int().check(z.gte(1)),
});
export type WaitRules = z.infer<typeof waitRulesSchema>;
export const waitListSchema = z.array(waitSchema);
