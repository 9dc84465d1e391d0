import { createHash, randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Secrets of the account service: scrypt password hashes, opaque tokens and e-mail codes.
 * Tokens and codes are stored only as SHA-256 hashes.
 */

const SCRYPT = { N: 16384, r: 8, p: 1, keylen: 32 } as const;

function scryptAsync(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      SCRYPT.keylen,
      { N: SCRYPT.N, r: SCRYPT.r, p: SCRYPT.p },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/** `scrypt$N$r$p$salt$hash`, salt and hash in base64url. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt);
  return [
    'scrypt',
    SCRYPT.N,
    SCRYPT.r,
    SCRYPT.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

/** A hash of a random password, compared against when the account does not exist. */
const DUMMY_HASH = hashPassword(randomBytes(16).toString('base64url'));

/** Constant-time check of a password against a stored hash (or a dummy hash when null). */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const [scheme, , , , saltText, keyText] = (stored ?? (await DUMMY_HASH)).split('$');
  if (scheme !== 'scrypt' || saltText === undefined || keyText === undefined) return false;
  const expected = Buffer.from(keyText, 'base64url');
  const actual = await scryptAsync(password, Buffer.from(saltText, 'base64url'));
  return actual.length === expected.length && timingSafeEqual(actual, expected) && stored !== null;
}

/** An opaque token: 32 random bytes in base64url. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** SHA-256 in base64url, for tokens and codes at rest. */
export const sha256 = (value: string): string =>
  createHash('sha256').update(value).digest('base64url');

/** A 6-digit code, uniformly drawn. */
export const newCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** Constant-time comparison of two hashes. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

const LOW = 10n ** 17n;
const HIGH = 9n * 10n ** 18n;

/** A random 18-19 digit decimal id, like the backend's 64-bit ids (SPEC §7). */
export const newId = (): string =>
  ((randomBytes(8).readBigUInt64BE(0) % (HIGH - LOW)) + LOW).toString();
