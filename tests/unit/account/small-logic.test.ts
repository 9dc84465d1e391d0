import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/lib/api/errors.ts';
import {
  cooldownUntil,
  RESEND_COOLDOWN_S,
  retryAfterSeconds,
  secondsLeft,
} from '../../../src/lib/account/countdown.ts';
import { filterCountries } from '../../../src/lib/account/countries.ts';
import { chooseLoginAgent } from '../../../src/lib/account/login-agent.ts';
import {
  setVerifier,
  VerificationCancelled,
  withVerification,
} from '../../../src/lib/account/verification.ts';

describe('chooseLoginAgent', () => {
  it('is WAP on a narrow screen or a touch screen, PC on a wide screen with a mouse', () => {
    expect(chooseLoginAgent({ width: 375, coarsePointer: true })).toBe('WAP');
    expect(chooseLoginAgent({ width: 412, coarsePointer: false })).toBe('WAP');
    expect(chooseLoginAgent({ width: 1024, coarsePointer: true })).toBe('WAP');
    expect(chooseLoginAgent({ width: 1280, coarsePointer: false })).toBe('PC');
    expect(chooseLoginAgent({ width: 768, coarsePointer: false })).toBe('PC');
  });
});

describe('resend countdown', () => {
  it('counts whole seconds down from 60 to 0', () => {
    const start = 1_000_000;
    const until = cooldownUntil(start);
    expect(RESEND_COOLDOWN_S).toBe(60);
    expect(secondsLeft(until, start)).toBe(60);
    expect(secondsLeft(until, start + 500)).toBe(60);
    expect(secondsLeft(until, start + 1000)).toBe(59);
    expect(secondsLeft(until, start + 59_001)).toBe(1);
    expect(secondsLeft(until, start + 60_000)).toBe(0);
    expect(secondsLeft(until, start + 90_000)).toBe(0);
    expect(secondsLeft(null, start)).toBe(0);
  });

  it('reads the Retry-After seconds of a 429', () => {
    const cause = {
      response: new Response(null, { status: 429, headers: { 'Retry-After': '42' } }),
    };
    const error = new ApiError({ status: 429, code: 'CODE_COOLDOWN', msg: 'wait', cause });
    expect(retryAfterSeconds(error)).toBe(42);
    expect(retryAfterSeconds(new ApiError({ status: 429, code: 'X', msg: '' }))).toBeNull();
    expect(retryAfterSeconds(new ApiError({ status: 400, code: 'X', msg: '', cause }))).toBeNull();
    expect(retryAfterSeconds(new Error('x'))).toBeNull();
  });
});

describe('filterCountries', () => {
  const codes = (query: string, lang: 'en' | 'zh-TW' | 'zh-CN' = 'en') =>
    filterCountries(query, lang).map((c) => c.country_code);

  it('lists Hong Kong, Macao, Taiwan and Mainland China first', () => {
    expect(codes('').slice(0, 4)).toEqual(['HK', 'MO', 'TW', 'CN']);
    expect(codes('').length).toBeGreaterThan(200);
  });

  it('finds an entry by any of its three names', () => {
    expect(codes('japan')).toContain('JP');
    expect(codes('日本')).toContain('JP');
    expect(codes('澳門')).toEqual(['MO']);
    expect(codes('澳门')).toEqual(['MO']);
    expect(codes('澳門', 'zh-CN')).toEqual(['MO']);
  });

  it('finds an entry by its ISO code or its calling code, exact matches first', () => {
    expect(codes('hk')[0]).toBe('HK');
    expect(codes('+853')[0]).toBe('MO');
    expect(codes('852')[0]).toBe('HK');
    expect(codes('+1')).toEqual(expect.arrayContaining(['US', 'CA']));
  });

  it('ignores accents and case', () => {
    expect(codes('COTE')).toContain('CI');
  });

  it('finds nothing for nonsense', () => {
    expect(codes('zzzz')).toEqual([]);
  });
});

describe('withVerification', () => {
  it('runs the call without headers while no verifier is installed', async () => {
    const seen: Record<string, string>[] = [];
    const result = await withVerification('open-account', (headers) => {
      seen.push({ ...headers });
      return Promise.resolve('done');
    });
    expect(result).toBe('done');
    expect(seen).toEqual([{}]);
  });

  it("passes an installed verifier's token as X-Captcha-Verification, for the call's scope", async () => {
    const scopes: string[] = [];
    const remove = setVerifier((scope) => {
      scopes.push(scope);
      return Promise.resolve('token-123');
    });
    try {
      const headers = await withVerification('auth-center', (h) => Promise.resolve(h));
      expect(headers).toEqual({ 'X-Captcha-Verification': 'token-123' });
      expect(scopes).toEqual(['auth-center']);
    } finally {
      remove();
    }
  });

  it('does not call when the visitor closes the verification', async () => {
    const remove = setVerifier(() => Promise.resolve(null));
    let called = false;
    try {
      await expect(
        withVerification('open-account', () => {
          called = true;
          return Promise.resolve();
        }),
      ).rejects.toBeInstanceOf(VerificationCancelled);
      expect(called).toBe(false);
    } finally {
      remove();
    }
  });
});
