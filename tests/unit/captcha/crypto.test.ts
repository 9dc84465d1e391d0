import { createCipheriv, randomBytes, randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptJson, encryptJson, newCaptchaId } from '../../../gateway/captcha/crypto.ts';
import { decryptSubData, encryptPayload } from '../../../src/lib/captcha/crypto.ts';

const SAMPLES = ['a', '驗證碼 ✓ 𠮷 emoji 🎉', 'Ünïcödé — “quotes” & <tags>', '', '\u0000\n\t"\\'];

/** A random JSON value with strings of random length, some of them non-ASCII. */
function randomPayload(): unknown {
  const text =
    randomBytes(randomInt(0, 60)).toString('base64') + SAMPLES[randomInt(SAMPLES.length)];
  return {
    answerData: JSON.stringify({ text, points: [{ x: randomInt(360), y: randomInt(140) }] }),
    opTime: randomInt(0, 100_000),
    words: [...'山水火花'].slice(0, randomInt(5)),
  };
}

describe('captcha crypto: crypto-js in the browser and node:crypto in the gateway', () => {
  it('makes captchaIds of 32 letters and digits, all different', () => {
    const ids = new Set(Array.from({ length: 500 }, newCaptchaId));
    expect(ids.size).toBe(500);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{32}$/);
  });

  it('agree on the ciphertext, byte for byte', () => {
    for (let i = 0; i < 200; i += 1) {
      const id = newCaptchaId();
      const value = randomPayload();
      expect(encryptPayload(id, value)).toBe(encryptJson(id, value));
    }
  });

  it('the gateway decrypts what the browser encrypts (checkCaptcha data)', () => {
    for (let i = 0; i < 200; i += 1) {
      const id = newCaptchaId();
      const value = randomPayload();
      expect(decryptJson(id, encryptPayload(id, value))).toEqual({ ok: true, value });
    }
  });

  it('the browser decrypts what the gateway encrypts (subData)', () => {
    for (let i = 0; i < 200; i += 1) {
      const id = newCaptchaId();
      const value = { words: SAMPLES.slice(0, 4), y: randomInt(90) };
      expect(decryptSubData(id, encryptJson(id, value))).toEqual(value);
    }
  });

  it('pads a plaintext of exactly one block with a whole extra block (PKCS7)', () => {
    const id = newCaptchaId();
    const sixteen = 'abcdefghijklmn'; // JSON adds the two quotes: 16 bytes
    const ciphertext = Buffer.from(encryptPayload(id, sixteen), 'base64');
    expect(ciphertext.length).toBe(32);
    expect(decryptJson(id, ciphertext.toString('base64'))).toEqual({ ok: true, value: sixteen });
  });

  it('the gateway refuses a wrong key, bad base64, a torn block and non-JSON plaintext', () => {
    const id = newCaptchaId();
    const data = encryptPayload(id, { answerData: '{}', opTime: 1 });
    let refused = 0;
    for (let i = 0; i < 50; i += 1) {
      // a wrong key almost always breaks the padding; when it does not, the text is not JSON
      if (!decryptJson(newCaptchaId(), data).ok) refused += 1;
    }
    expect(refused).toBe(50);
    expect(decryptJson(id, '!!!not base64!!!').ok).toBe(false);
    expect(decryptJson(id, data.slice(0, 10)).ok).toBe(false);
    expect(decryptJson(id, '').ok).toBe(false);
    expect(decryptJson(id, rawEncrypt(id, 'not json {')).ok).toBe(false);
    expect(decryptJson(id, rawEncrypt(id, '"json"')).ok).toBe(true);
  });

  it('the browser throws on sub data it cannot decrypt', () => {
    const id = newCaptchaId();
    expect(() => decryptSubData(newCaptchaId(), encryptJson(id, { y: 1 }))).toThrow();
  });
});

/** AES-256-ECB-PKCS7 of a raw text (not JSON), as a broken client might send. */
function rawEncrypt(id: string, text: string): string {
  const cipher = createCipheriv('aes-256-ecb', Buffer.from(id, 'utf8'), null);
  return Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]).toString('base64');
}
