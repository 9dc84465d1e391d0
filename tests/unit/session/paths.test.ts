import { describe, expect, it } from 'vitest';
import { loginHref } from '../../../src/lib/session/login-link.ts';
import { sessionPaths } from '../../../src/lib/session/paths.ts';

describe('session paths', () => {
  it('keep the page language for home, login, sign-up, change password, the saved travellers, the waiting lists and the order lookup', () => {
    expect(sessionPaths('zh-TW')).toEqual({
      home: '/home',
      login: '/login',
      register: '/register',
      changePassword: '/user/ChangePassword',
      userCentre: '/user',
      orders: '/user/order',
      travellers: '/user/travellers',
      waitlist: '/user/waitlist',
      orderLookup: '/order-lookup',
    });
    expect(sessionPaths('zh-CN').home).toBe('/zh-cn/home');
    expect(sessionPaths('en')).toEqual({
      home: '/en/home',
      login: '/en/login',
      register: '/en/register',
      changePassword: '/en/user/ChangePassword',
      userCentre: '/en/user',
      orders: '/en/user/order',
      travellers: '/en/user/travellers',
      waitlist: '/en/user/waitlist',
      orderLookup: '/en/order-lookup',
    });
  });

  it('send the login link back to the current path and query', () => {
    expect(loginHref('/en/login', { pathname: '/en/GZ/search', search: '?kw=panda&x=1' })).toBe(
      '/en/login?redirect=%2Fen%2FGZ%2Fsearch%3Fkw%3Dpanda%26x%3D1',
    );
    expect(loginHref('/login', { pathname: '/GZ', search: '' })).toBe('/login?redirect=%2FGZ');
  });
});
