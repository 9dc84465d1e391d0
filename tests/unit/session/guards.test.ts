// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isNumber, isRecord, isString, nullable, oneOf } from '../../../src/lib/session/guards.ts';
import { isLoginInfo } from '../../../src/lib/session/login.ts';
import { isNotice } from '../../../src/lib/session/notice.ts';
import { loginInfoSchema, tokenInfoSchema } from '../../../src/lib/session/session.ts';
import { isCatalogNode } from '../../../src/lib/session/site.ts';
import { readStored, resyncSessionAtoms, sessionAtom } from '../../../src/lib/session/storage.ts';

const login = {
  token: 'x'.repeat(43),
  refreshToken: 'refresh',
  createAt: 1_000,
  expiresIn: 60_000,
  loginAgent: 'WAP',
};

afterEach(() => {
  sessionStorage.clear();
  vi.resetModules();
});

describe('small guards', () => {
  it('tell records, strings and finite numbers apart', () => {
    expect([{}, { a: 1 }].every(isRecord)).toBe(true);
    expect([null, [], 'a', 1].some(isRecord)).toBe(false);
    expect(isString('')).toBe(true);
    expect(isString(1)).toBe(false);
    expect(isNumber(0)).toBe(true);
    expect([NaN, Infinity, '1', null].some(isNumber)).toBe(false);
  });

  it('accept null with nullable and only the listed values with oneOf', () => {
    expect(nullable(isString)(null)).toBe(true);
    expect(nullable(isString)(undefined)).toBe(false);
    expect(oneOf(['a', 'b'] as const)('b')).toBe(true);
    expect(oneOf(['a', 'b'] as const)('c')).toBe(false);
  });
});

describe('stored login guard', () => {
  it.each([
    ['a login', login, true],
    ['an empty token', { ...login, token: '' }, false],
    ['a missing field', { ...login, loginAgent: undefined }, false],
    ['a text createAt', { ...login, createAt: '1000' }, false],
    ['null', null, false],
    ['an array', [login], false],
    ['a string', 'token', false],
  ])('judges %s as the zod schema does', (_name, value, expected) => {
    expect(isLoginInfo(value)).toBe(expected);
    expect(loginInfoSchema.safeParse(value).success).toBe(expected);
  });

  it('keeps the token info schema for the api client: token required, the rest optional', () => {
    expect(tokenInfoSchema.safeParse({ token: 't' }).success).toBe(true);
    expect(tokenInfoSchema.safeParse({ token: '' }).success).toBe(false);
    expect(tokenInfoSchema.safeParse({ token: 't', createAt: 'now' }).success).toBe(false);
  });
});

describe('stored notice guard', () => {
  it('accepts a notice and refuses unknown kinds and missing fields', () => {
    const notice = { id: 1, kind: 'error', text: 'Login expired', until: 5 };
    expect(isNotice(notice)).toBe(true);
    expect(isNotice({ ...notice, kind: 'alert' })).toBe(false);
    expect(isNotice({ ...notice, text: 1 })).toBe(false);
    expect(isNotice({ id: 1, kind: 'info', text: 'x' })).toBe(false);
  });
});

describe('stored catalogue guard', () => {
  const node = {
    id: '17',
    catalogCode: 'HOME',
    catalogType: 'INDEX',
    catalogName: 'Home',
    catalogDesc: '',
    poiCode: 'GZ',
    regionCode: 'GZ',
    sort: 0,
    updatedAt: 0,
    children: [] as unknown[],
  };

  it('checks nodes down their children', () => {
    expect(isCatalogNode({ ...node, children: [{ ...node, id: '18' }] })).toBe(true);
    expect(isCatalogNode({ ...node, children: [{ ...node, id: 'x' }] })).toBe(false);
    expect(isCatalogNode({ ...node, sort: '0' })).toBe(false);
    expect(isCatalogNode({ ...node, children: undefined })).toBe(false);
  });
});

describe('stored atoms', () => {
  it('read a valid value and fall back on a missing, malformed or invalid one', () => {
    const storage = window.sessionStorage;
    storage.setItem('k', '42');
    expect(readStored(storage, 'k', isNumber, 0)).toBe(42);
    expect(readStored(storage, 'missing', isNumber, 0)).toBe(0);
    storage.setItem('k', '{');
    expect(readStored(storage, 'k', isNumber, 0)).toBe(0);
    storage.setItem('k', '"42"');
    expect(readStored(storage, 'k', isNumber, 0)).toBe(0);
    expect(readStored(undefined, 'k', isNumber, 7)).toBe(7);
  });

  it('catch up with storage written by another page of the tab (back/forward cache)', () => {
    const store = sessionAtom<number | null>('resync-test', nullable(isNumber), null);
    store.set(1);
    sessionStorage.setItem('resort-storefront:resync-test', '2');

    resyncSessionAtoms();
    expect(store.get()).toBe(2);

    sessionStorage.removeItem('resort-storefront:resync-test');
    resyncSessionAtoms();
    expect(store.get()).toBeNull();
    expect(sessionStorage.getItem('resort-storefront:resync-test')).toBeNull();
  });
});
