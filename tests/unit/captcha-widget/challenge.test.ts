import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { barDisplay } from '../../../src/islands/captcha/bar-text.ts';
import {
  checkBody,
  elapsedSeconds,
  prepareChallenge,
} from '../../../src/islands/captcha/challenge.ts';
import { rotateValueAt } from '../../../src/islands/captcha/RotatePuzzle.tsx';
import { SLIDE_MAX_X } from '../../../src/islands/captcha/SlidePuzzle.tsx';
import { decryptSubData, encryptPayload } from '../../../src/lib/captcha/crypto.ts';
import {
  captchaPayloadSchema,
  type CaptchaChallenge,
  type CaptchaType,
} from '../../../src/lib/contract/captcha.ts';
import { PIXEL } from './fake-gateway.ts';

const ID = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';

const challenge = (type: CaptchaType, subData: unknown, id = ID): CaptchaChallenge => ({
  captchaId: id,
  captchaType: type,
  mainImageBase64: PIXEL,
  subImageBase64: '',
  subData: encryptPayload(id, subData),
  expiresIn: 120_000,
});

describe('preparing a challenge', () => {
  it('reads the block height of a slide puzzle and the words of a click word', () => {
    expect(prepareChallenge(challenge('SLIDE_PUZZLE', { y: 42 }))).toMatchObject({
      type: 'SLIDE_PUZZLE',
      y: 42,
    });
    expect(
      prepareChallenge(challenge('CLICK_WORD', { words: ['山', '水', '花', '鳥'] })),
    ).toMatchObject({ type: 'CLICK_WORD', words: ['山', '水', '花', '鳥'] });
    expect(prepareChallenge(challenge('CALCULATE', {}))).toMatchObject({ type: 'CALCULATE' });
  });

  it('refuses sub data it cannot read: another key, or the wrong shape', () => {
    const other = challenge('SLIDE_PUZZLE', { y: 42 }, 'Z'.repeat(32));
    expect(() => prepareChallenge({ ...other, captchaId: ID })).toThrow();
    expect(() => prepareChallenge(challenge('SLIDE_PUZZLE', { x: 1 }))).toThrow();
    expect(() => prepareChallenge(challenge('CLICK_WORD', { words: ['a', 'b', 'c'] }))).toThrow();
  });
});

describe('the check body', () => {
  it('encrypts answerData and opTime with the captchaId, readable with the same helper', () => {
    const body = checkBody(challenge('CLICK_WORD', { words: [] }), [{ x: 1.5, y: 2 }], 1234.4);
    expect(body.captchaId).toBe(ID);
    expect(body.captchaType).toBe('CLICK_WORD');
    expect(body.data).toMatch(/^[A-Za-z0-9+/]+=*$/);
    const payload = captchaPayloadSchema.parse(decryptSubData(ID, body.data));
    expect(payload).toEqual({ answerData: '[{"x":1.5,"y":2}]', opTime: 1234 });
  });

  it('keeps non-ASCII typed text intact', () => {
    const body = checkBody(challenge('STRING', {}), { text: '驗證ß' }, 10);
    const payload = captchaPayloadSchema.parse(decryptSubData(ID, body.data));
    expect(JSON.parse(payload.answerData)).toEqual({ text: '驗證ß' });
  });
});

describe('geometry', () => {
  it('lets the 50 px block travel to the right edge of the 360 px base', () => {
    expect(SLIDE_MAX_X).toBe(310);
  });

  it('turns a full circle over the track minus the 40 px handle, from the start angle', () => {
    expect(rotateValueAt(0, 130, 300)).toBe(180);
    expect(rotateValueAt(90, 65, 300)).toBe(180);
    expect(rotateValueAt(90, -65, 300)).toBe(0);
    expect(rotateValueAt(0, 1000, 300)).toBe(360);
    expect(rotateValueAt(0, 10, 40)).toBe(0);
  });

  it('shows the elapsed seconds with one decimal', () => {
    expect(elapsedSeconds(1_840)).toBe('1.8');
    expect(elapsedSeconds(0)).toBe('0.0');
    expect(elapsedSeconds(-5)).toBe('0.0');
  });
});

describe('the slider bar text', () => {
  const error = { kind: 'error' as const, text: 'Verification failed, try again' };
  const success = { kind: 'success' as const, text: 'Verified in 1.2 s' };

  it('shows the hint, then checking, then the success text', () => {
    expect(barDisplay('ready', null, false, 'hint', 'checking')).toEqual({
      state: 'idle',
      text: 'hint',
    });
    expect(barDisplay('checking', null, true, 'hint', 'checking').state).toBe('busy');
    expect(barDisplay('success', success, true, 'hint', 'checking')).toEqual({
      state: 'success',
      text: 'Verified in 1.2 s',
    });
  });

  it('shows a failure until the handle moves again', () => {
    expect(barDisplay('ready', error, false, 'hint', 'checking')).toEqual({
      state: 'error',
      text: 'Verification failed, try again',
    });
    expect(barDisplay('ready', error, true, 'hint', 'checking').state).toBe('idle');
  });
});

describe('bundle hygiene', () => {
  it('never imports crypto-js as a whole in the widget (DESIGN §9)', () => {
    const dir = join(import.meta.dirname, '..', '..', '..', 'src', 'islands', 'captcha');
    for (const file of readdirSync(dir)) {
      const text = readFileSync(join(dir, file), 'utf8');
      expect(text, file).not.toMatch(/from ['"]crypto-js['"]|import ['"]crypto-js['"]/);
      expect(text, file).not.toMatch(/from ['"]crypto-js\//);
    }
  });
});
