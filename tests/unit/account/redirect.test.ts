import { describe, expect, it } from 'vitest';
import {
  accountPageHref,
  accountParams,
  afterLoginTarget,
  safeRedirect,
} from '../../../src/lib/account/redirect.ts';

describe('safeRedirect', () => {
  it('keeps same-site paths with their query and hash', () => {
    expect(safeRedirect('/GZ/buy-tickets')).toBe('/GZ/buy-tickets');
    expect(safeRedirect('/en/user/order?tab=2#list')).toBe('/en/user/order?tab=2#list');
    expect(safeRedirect('/')).toBe('/');
  });

  it.each([
    ['an absolute URL', 'https://evil.example/home'],
    ['a scheme', 'javascript:alert(1)'],
    ['a protocol-relative URL', '//evil.example'],
    ['a relative path', 'home'],
    ['a backslash', '/\\evil.example'],
    ['a tab the browser would drop', '/\t/evil.example'],
    ['a line break', '/\n/evil.example'],
    ['a space', '/ /evil.example'],
    ['an empty value', ''],
    ['a missing value', null],
  ])('refuses %s', (_, raw) => {
    expect(safeRedirect(raw)).toBeNull();
  });

  it('refuses the account pages themselves, in every language', () => {
    expect(safeRedirect('/login')).toBeNull();
    expect(safeRedirect('/en/register?x=1')).toBeNull();
    expect(safeRedirect('/zh-cn/forget-password/')).toBeNull();
    expect(safeRedirect('/user/ChangePassword')).toBe('/user/ChangePassword');
  });
});

describe('afterLoginTarget', () => {
  it('goes to the safe redirect of the query', () => {
    expect(afterLoginTarget('?redirect=%2Fen%2FGZ%3Ftab%3D1', 'en')).toBe('/en/GZ?tab=1');
  });

  it("goes home in the page's language otherwise", () => {
    expect(afterLoginTarget('', 'zh-TW')).toBe('/home');
    expect(afterLoginTarget('?redirect=https%3A%2F%2Fevil.example', 'zh-CN')).toBe('/zh-cn/home');
    expect(afterLoginTarget('?redirect=%2F%2Fevil.example', 'en')).toBe('/en/home');
  });
});

describe('accountPageHref', () => {
  it('keeps the language prefix and carries the redirect and the e-mail', () => {
    expect(accountPageHref('en', 'register', { redirect: '/en/GZ' })).toBe(
      '/en/register?redirect=%2Fen%2FGZ',
    );
    expect(accountPageHref('zh-TW', 'login', { email: 'a+b@example.hk' })).toBe(
      '/login?email=a%2Bb%40example.hk',
    );
    expect(accountPageHref('zh-CN', 'forget-password')).toBe('/zh-cn/forget-password');
  });

  it('drops an unsafe redirect', () => {
    expect(accountPageHref('en', 'login', { redirect: '//evil.example' })).toBe('/en/login');
  });
});

describe('accountParams', () => {
  it('reads the safe redirect and the e-mail of a query string', () => {
    expect(accountParams('?redirect=%2FGZ&email=%20a%40b.hk%20')).toEqual({
      redirect: '/GZ',
      email: 'a@b.hk',
    });
    expect(accountParams('?redirect=http%3A%2F%2Fx.example')).toEqual({
      redirect: null,
      email: '',
    });
  });
});
