// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CatalogNode } from '../../../src/lib/contract/cms.ts';
import {
  activeNotice,
  carryNotice,
  dismissNotice,
  NOTICE_CARRY_MS,
  resumeNotice,
  showNotice,
  $notice,
} from '../../../src/lib/session/notice.ts';
import {
  $catalogCache,
  $navTitle,
  $ossSite,
  $systemDomain,
  cacheCatalog,
  cachedCatalog,
  clearCatalogCache,
  clearNavTitle,
  normalizeSystemDomain,
  systemDomain,
  absoluteUrl,
  setNavTitle,
  setOssSite,
  setSystemDomain,
} from '../../../src/lib/session/site.ts';

const root: CatalogNode = {
  id: '1790000000000000001',
  catalogCode: 'HOME',
  catalogType: 'INDEX',
  catalogName: 'Home',
  catalogDesc: '',
  poiCode: 'GZ',
  regionCode: 'GZ',
  sort: 0,
  updatedAt: 0,
  children: [],
};

afterEach(() => {
  clearNavTitle();
  setSystemDomain('');
  setOssSite('');
  clearCatalogCache();
  $notice.set(null);
  sessionStorage.clear();
  vi.resetModules();
});

describe('site stores', () => {
  it.each([
    ['http://shop.example.com', 'https://shop.example.com/'],
    ['https://shop.example.com/', 'https://shop.example.com/'],
    ['shop.example.com', 'https://shop.example.com/'],
    ['//shop.example.com//', 'https://shop.example.com/'],
    ['HTTP://shop.example.com/base', 'https://shop.example.com/base/'],
    ['  ', ''],
  ])('forces the system domain %j to https with a trailing slash', (input, expected) => {
    expect(normalizeSystemDomain(input)).toBe(expected);
  });

  it('keeps the system domain and the storage site in session storage', () => {
    setSystemDomain('http://shop.example.com');
    setOssSite('https://oss.example.com/site/');

    expect($systemDomain.get()).toBe('https://shop.example.com/');
    expect(sessionStorage.getItem('resort-storefront:systemDomain')).toBe(
      '"https://shop.example.com/"',
    );
    expect($ossSite.get()).toBe('https://oss.example.com/site/');
  });

  it('sets the system domain from the host the shop is served on, once per tab', () => {
    expect(systemDomain('shop.example.com:8443')).toBe('https://shop.example.com:8443/');
    expect(systemDomain('other.example.com')).toBe('https://shop.example.com:8443/');
    expect(sessionStorage.getItem('resort-storefront:systemDomain')).toBe(
      '"https://shop.example.com:8443/"',
    );
  });

  it.each([
    ['https://shop.example.com/', '/en/user/order/detail?orderId=7'],
    ['https://shop.example.com/', 'en/user/order/detail?orderId=7'],
  ])('joins a site path to the system domain %j', (domain, path) => {
    expect(absoluteUrl(domain, path)).toBe(
      'https://shop.example.com/en/user/order/detail?orderId=7',
    );
  });

  it('keeps the path of a system domain in front of the page', () => {
    expect(absoluteUrl('https://a.example.com/shop/', '/en/GZ')).toBe(
      'https://a.example.com/shop/en/GZ',
    );
  });

  it('holds and clears a custom navigation-bar title', () => {
    setNavTitle('Panda Hotel');
    expect($navTitle.get()).toBe('Panda Hotel');
    clearNavTitle();
    expect($navTitle.get()).toBe('');
  });

  it('caches catalogues by type across page loads', async () => {
    cacheCatalog('INDEX:GZ', root, 42);
    expect(cachedCatalog('INDEX:GZ')).toEqual({ node: root, fetchedAt: 42 });

    const fresh = await import('../../../src/lib/session/site.ts');
    expect(fresh.cachedCatalog('INDEX:GZ')).toEqual({ node: root, fetchedAt: 42 });
  });

  it('drops a corrupted catalogue cache', async () => {
    sessionStorage.setItem(
      'resort-storefront:catalogCache',
      JSON.stringify({ 'INDEX:GZ': { node: { id: 'not a number' }, fetchedAt: 1 } }),
    );

    const fresh = await import('../../../src/lib/session/site.ts');

    expect(fresh.$catalogCache.get()).toEqual({});
    expect($catalogCache.get()).toEqual({});
  });
});

describe('notice bus', () => {
  it('shows one notice until its time runs out', () => {
    const notice = showNotice('error', 'Login expired', 5000, 1000);

    expect($notice.get()).toEqual({
      id: notice.id,
      kind: 'error',
      text: 'Login expired',
      until: 6000,
    });
    expect(activeNotice(5999)).toEqual(notice);
    expect(activeNotice(6000)).toBeNull();
  });

  it('replaces the notice and dismisses only the current one', () => {
    const first = showNotice('info', 'one', 1000, 0);
    const second = showNotice('success', 'two', 1000, 0);

    expect(second.id).toBeGreaterThan(first.id);
    dismissNotice(first.id);
    expect($notice.get()).toEqual(second);
    dismissNotice(second.id);
    expect($notice.get()).toBeNull();
  });

  it('survives a navigation through session storage', async () => {
    showNotice('error', 'Logged in elsewhere', 3000, 10);

    const fresh = await import('../../../src/lib/session/notice.ts');

    expect(fresh.activeNotice(100)?.text).toBe('Logged in elsewhere');
  });

  it('gives a notice carried to the next page the time it had left, counted from when that page starts', () => {
    showNotice('error', 'Logged in elsewhere', 5000, 1000);
    // the page goes away two seconds in; the next page takes eight seconds to load
    carryNotice(3000);
    resumeNotice(11_000);

    expect(activeNotice(13_999)?.text).toBe('Logged in elsewhere');
    expect(activeNotice(14_000)).toBeNull();
  });

  it('drops a carried notice when the next page starts more than a minute later', () => {
    showNotice('info', 'Logged out', 5000, 0);
    carryNotice(100);
    resumeNotice(100 + NOTICE_CARRY_MS + 1);

    expect($notice.get()).toBeNull();
  });

  it('carries nothing when the notice has run out as the page goes away', () => {
    showNotice('info', 'Saved', 1000, 0);
    carryNotice(1000);

    expect($notice.get()).toBeNull();
  });

  it('ignores a corrupted stored notice', async () => {
    sessionStorage.setItem('resort-storefront:notice', '{"id":1,"kind":"alert","text":1}');
    const fresh = await import('../../../src/lib/session/notice.ts');
    expect(fresh.$notice.get()).toBeNull();
  });
});
