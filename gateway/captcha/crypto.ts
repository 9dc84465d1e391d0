import { createCipheriv, createDecipheriv, randomInt } from 'node:crypto';

/**
 * The gateway's side of the captcha crypto (DESIGN §6): AES-256-ECB with PKCS7 padding
 * (node's default), key = the UTF-8 bytes of the 32-character captchaId, ciphertext in base64.
 * The browser does the same with crypto-js (src/lib/captcha/crypto.ts).
 */

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A new captchaId: 32 characters of [A-Za-z0-9], uniformly drawn (about 190 bits). */
export function newCaptchaId(): string {
  let id = '';
  for (let i = 0; i < 32; i += 1) id += ID_ALPHABET[randomInt(ID_ALPHABET.length)];
  return id;
}

function keyOf(captchaId: string): Buffer {
  const key = Buffer.from(captchaId, 'utf8');
  if (key.length !== 32) throw new Error('A captcha key must be 32 bytes.');
  return key;
}

/** Base64 of AES-256-ECB-PKCS7(JSON.stringify(value)): the challenge's subData. */
export function encryptJson(captchaId: string, value: unknown): string {
  const cipher = createCipheriv('aes-256-ecb', keyOf(captchaId), null);
  return Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]).toString(
    'base64',
  );
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Decrypts base64 ciphertext and parses its JSON. Answers `{ok: false}` for anything that is
 * not the ciphertext of UTF-8 JSON under this key (bad length, wrong key, bad padding, bad
 * UTF-8, not JSON); never throws.
 */
export function decryptJson(
  captchaId: string,
  base64: string,
): { ok: true; value: unknown } | { ok: false } {
  try {
    const bytes = Buffer.from(base64, 'base64');
    if (bytes.length === 0 || bytes.length % 16 !== 0) return { ok: false };
    const decipher = createDecipheriv('aes-256-ecb', keyOf(captchaId), null);
    const plain = Buffer.concat([decipher.update(bytes), decipher.final()]);
    return { ok: true, value: JSON.parse(utf8.decode(plain)) as unknown };
  } catch {
    return { ok: false };
  }
}
