import { createHash } from 'node:crypto';

const LOW = 10n ** 17n;
const HIGH = 9n * 10n ** 18n;

/**
 * A stable id for a seeded row, derived from its kind and natural key (a catalogue code, a POI
 * code …): the first 64 bits of SHA-256 folded into [10^17, 9·10^18), written in decimal. Ids
 * therefore have 18 or 19 digits and fit a signed 64-bit integer, like the real backend's ids,
 * and the client must keep them as strings (SPEC §7).
 */
export function stableId(kind: string, key: string): string {
  const digest = createHash('sha256').update(`${kind}:${key}`).digest();
  return ((digest.readBigUInt64BE(0) % (HIGH - LOW)) + LOW).toString();
}

/** A short content fingerprint, used to keep updatedAt when a seeded row did not change. */
export function contentHash(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('base64url').slice(0, 22);
}
