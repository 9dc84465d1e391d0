import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signature of the mailed links (order links `v1.…`, waiting-list offer links `w1.…`): an
 * HMAC-SHA256 over the link's parts, one per line, the first naming what is signed, cut to its
 * first 128 bits and written in base64url (22 characters). Nothing is stored per link.
 */
export function tokenMac(secret: Uint8Array, parts: readonly string[]): string {
  return createHmac('sha256', secret)
    .update(parts.join('\n'))
    .digest()
    .subarray(0, 16)
    .toString('base64url');
}

/**
 * Whether `given` is the MAC `expected`, in constant time. Compared as text: base64url's last
 * character carries 4 unused bits, and a link with them changed is a tampered link too.
 */
export function sameMac(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A link's expiry as written in it: epoch seconds in base 36 (rounded down to the second). */
export const expiryStamp = (epochMs: number): string => Math.floor(epochMs / 1000).toString(36);

/** The epoch ms of an expiry stamp (NaN or beyond safe integers when it is not one). */
export const expiryOf = (stamp: string): number => parseInt(stamp, 36) * 1000;
