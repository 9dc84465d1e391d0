import AES from 'crypto-js/aes.js';
import Base64 from 'crypto-js/enc-base64.js';
import Utf8 from 'crypto-js/enc-utf8.js';
import ECB from 'crypto-js/mode-ecb.js';
import Pkcs7 from 'crypto-js/pad-pkcs7.js';

/**
 * The captcha's client-side crypto (DESIGN §6, SPEC §7 captcha validation): AES in ECB mode
 * with PKCS7 padding, the key being the UTF-8 bytes of the 32-character captchaId (AES-256),
 * ciphertext in base64. The gateway does the same with node:crypto (gateway/captcha/crypto.ts).
 * Only the crypto-js modules used are imported (DESIGN §9).
 */

const options = (): { mode: typeof ECB; padding: typeof Pkcs7 } => ({ mode: ECB, padding: Pkcs7 });

/** Encrypts `JSON.stringify(value)`: the checkCaptcha `data` field. */
export function encryptPayload(captchaId: string, value: unknown): string {
  const key = Utf8.parse(captchaId);
  const encrypted = AES.encrypt(Utf8.parse(JSON.stringify(value)), key, options());
  return encrypted.ciphertext.toString(Base64);
}

/**
 * Decrypts a challenge's subData and parses its JSON. Throws an Error when the text is not
 * the ciphertext of JSON under this captchaId.
 */
export function decryptSubData(captchaId: string, text: string): unknown {
  const key = Utf8.parse(captchaId);
  let plain: string;
  try {
    plain = AES.decrypt(text, key, options()).toString(Utf8);
  } catch (cause) {
    throw new Error('The captcha sub data could not be decrypted with this captchaId.', { cause });
  }
  if (plain === '')
    throw new Error('The captcha sub data could not be decrypted with this captchaId.');
  return JSON.parse(plain) as unknown;
}
