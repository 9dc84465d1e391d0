// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  alternates,
  bundleMessages,
  localeFromUrl,
  localeStaticPaths,
  localizePath,
  i18nFor,
  LANGUAGES,
  memoTranslator,
  messages,
  NAMESPACES,
  stripLocale,
  t,
} from '../../../src/lib/i18n/index.ts';
import zhTW from '../../../locales/zh-TW/common.json';
import zhCN from '../../../locales/zh-CN/common.json';
import en from '../../../locales/en/common.json';

describe('localeFromUrl', () => {
  it('reads the language from the first path segment', () => {
    expect(localeFromUrl(new URL('https://x.example/zh-cn/GZ'))).toBe('zh-CN');
    expect(localeFromUrl(new URL('https://x.example/en/'))).toBe('en');
    expect(localeFromUrl(new URL('https://x.example/en'))).toBe('en');
    expect(localeFromUrl('/ZH-CN/home')).toBe('zh-CN');
  });

  it('gives zh-TW for paths without a language prefix', () => {
    expect(localeFromUrl(new URL('https://x.example/GZ/buy-tickets'))).toBe('zh-TW');
    expect(localeFromUrl('/')).toBe('zh-TW');
    expect(localeFromUrl('/english/home')).toBe('zh-TW');
    expect(localeFromUrl('/zh-tw/home')).toBe('zh-TW');
  });
});

describe('localizePath', () => {
  it('adds no prefix for zh-TW and /zh-cn or /en for the others', () => {
    expect(localizePath('zh-TW', '/GZ')).toBe('/GZ');
    expect(localizePath('zh-CN', '/GZ')).toBe('/zh-cn/GZ');
    expect(localizePath('en', '/GZ/buy-tickets')).toBe('/en/GZ/buy-tickets');
  });

  it('keeps query strings and hashes', () => {
    expect(localizePath('en', '/GZ/annual-card/3?tabActiveIndex=1#faq')).toBe(
      '/en/GZ/annual-card/3?tabActiveIndex=1#faq',
    );
    expect(localizePath('zh-TW', '/en/ZH?x=1')).toBe('/ZH?x=1');
  });

  it('replaces an existing language prefix instead of stacking it', () => {
    expect(localizePath('en', '/zh-cn/home')).toBe('/en/home');
    expect(localizePath('zh-CN', '/en/QY')).toBe('/zh-cn/QY');
    expect(localizePath('zh-TW', '/zh-cn')).toBe('/');
  });

  it('handles the root', () => {
    expect(localizePath('zh-TW', '/')).toBe('/');
    expect(localizePath('en', '/')).toBe('/en/');
  });

  it('does not mistake a path that merely starts like a language for a prefix', () => {
    expect(stripLocale('/english')).toBe('/english');
    expect(stripLocale('/en-gb/x')).toBe('/en-gb/x');
  });
});

describe('alternates', () => {
  it('lists the page in every language plus x-default', () => {
    expect(alternates('/en/GZ?x=1')).toEqual([
      { locale: 'zh-TW', hreflang: 'zh-TW', href: '/GZ?x=1' },
      { locale: 'zh-CN', hreflang: 'zh-CN', href: '/zh-cn/GZ?x=1' },
      { locale: 'en', hreflang: 'en', href: '/en/GZ?x=1' },
      { locale: 'zh-TW', hreflang: 'x-default', href: '/GZ?x=1' },
    ]);
  });
});

describe('localeStaticPaths', () => {
  it('gives one entry per language, without a segment for zh-TW', () => {
    expect(localeStaticPaths()).toEqual([
      { params: { lang: undefined }, props: { locale: 'zh-TW' } },
      { params: { lang: 'zh-cn' }, props: { locale: 'zh-CN' } },
      { params: { lang: 'en' }, props: { locale: 'en' } },
    ]);
  });
});

describe('translations', () => {
  it('translates with one instance per language and interpolates', () => {
    expect(t('zh-TW')('region.GZ.resort')).toBe('廣州奇境度假區');
    expect(t('zh-CN')('region.GZ.resort')).toBe('广州奇境度假区');
    expect(t('en')('region.GZ.resort')).toBe('Guangzhou Wonderland Resort');
    expect(t('en')('footer.copyright', { year: 2030 })).toBe(
      '© 2030 Wonderland Resorts. All rights reserved.',
    );
  });

  it('loads the other namespaces from the bundle', () => {
    expect(t('en', 'session')('session.loginExpired')).not.toBe('session.loginExpired');
  });

  it('has the same keys in every language, apart from plural forms, and no empty text', () => {
    // Plural keys carry the categories of their language (en: _one and _other, zh: _other).
    const base = (bundle: Record<string, string>) =>
      [
        ...new Set(
          Object.keys(bundle).map((key) => key.replace(/_(zero|one|two|few|many|other)$/, '')),
        ),
      ].sort();
    const keys = base(zhTW);
    expect(base(zhCN)).toEqual(keys);
    expect(base(en)).toEqual(keys);
    for (const bundle of [zhTW, zhCN, en]) {
      for (const [key, value] of Object.entries(bundle)) expect(value.trim(), key).not.toBe('');
    }
  });

  it('groups bundled files by language and namespace, ignoring unknown languages', () => {
    const bundles = bundleMessages({
      '/locales/en/common.json': { a: 'A' },
      '/locales/en/extra.json': { b: 'B' },
      '/locales/fr/common.json': { a: 'Fr' },
    });
    expect(bundles.en).toEqual({ common: { a: 'A' }, extra: { b: 'B' } });
    expect(bundles['zh-TW']).toEqual({});
    expect(Object.keys(bundles)).toEqual(['zh-TW', 'zh-CN', 'en']);
  });

  it('remembers texts per language and namespace, the same as i18next gives for every key and count', () => {
    type Loose = (key: string, options?: object) => string;
    for (const lang of LANGUAGES) {
      for (const ns of NAMESPACES) {
        const plain = i18nFor(lang).getFixedT(lang, ns as 'common') as unknown as Loose;
        const remembered = t(lang, ns as 'common') as unknown as Loose;
        const keys = Object.keys(messages(lang, ns as 'common')).map((key) =>
          key.replace(/_(zero|one|two|few|many|other)$/, ''),
        );
        for (const key of new Set(keys)) {
          const options = { count: 2, name: 'Ocean Kingdom', year: 2030 };
          for (let round = 0; round < 2; round += 1) {
            expect(remembered(key), `${lang} ${ns} ${key}`).toBe(plain(key));
            expect(remembered(key, options)).toBe(plain(key, options));
            expect(remembered(key, { ...options, count: 1 })).toBe(
              plain(key, { ...options, count: 1 }),
            );
          }
        }
      }
    }
  });

  it('asks i18next once per key and flat options, and every time for anything else', () => {
    const calls: unknown[][] = [];
    const translate = memoTranslator((...args: unknown[]) => {
      calls.push(args);
      return `text ${calls.length}`;
    });
    expect(translate('a')).toBe('text 1');
    expect(translate('a')).toBe('text 1');
    expect(translate('a', { count: 2 })).toBe('text 2');
    expect(translate('a', { count: 2 })).toBe('text 2');
    expect(translate('a', { count: 3 })).toBe('text 3');
    // a nested option, a default value and a list of keys are not remembered
    expect(translate('a', { nested: { x: 1 } })).toBe('text 4');
    expect(translate('a', { nested: { x: 1 } })).toBe('text 5');
    expect(translate('a', 'default', {})).toBe('text 6');
    expect(translate(['a', 'b'])).toBe('text 7');
    expect(translate(['a', 'b'])).toBe('text 8');
    expect(calls).toHaveLength(8);
  });

  it('keeps the properties of the function it remembers for', () => {
    const fixedT = i18nFor('en').getFixedT('en', 'common');
    const remembered = t('en');
    // i18next sets lng, ns and keyPrefix on the function it fixes
    expect(Object.entries(fixedT).map(([key]) => key)).toContain('lng');
    expect(Object.entries(remembered)).toEqual(Object.entries(fixedT));
  });

  it('picks the messages an island needs by prefix', () => {
    const picked = messages('en', 'common', 'language.name.');
    expect(picked).toEqual({
      'language.name.zh-TW': '繁體中文',
      'language.name.zh-CN': '简体中文',
      'language.name.en': 'English',
    });
  });
});
