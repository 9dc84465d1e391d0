// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../src/lib/contract/common.ts';
import { i18nFor, NAMESPACES, type Namespace } from '../../../src/lib/i18n/index.ts';
import {
  createTranslator,
  interpolate,
  PLURAL_CATEGORIES,
  translate,
} from '../../../src/lib/i18n/translator.ts';
import enOrders from '../../../locales/en/orders.json';
import zhTWOrders from '../../../locales/zh-TW/orders.json';
import enBooking from '../../../locales/en/booking.json';
import enHotel from '../../../locales/en/hotel.json';
import enCart from '../../../locales/en/cart.json';

const files = import.meta.glob<Record<string, string>>('/locales/*/*.json', {
  eager: true,
  import: 'default',
});
const catalogue = (lang: string, ns: string): Record<string, string> =>
  files[`/locales/${lang}/${ns}.json`] ?? {};

const PLURAL_SUFFIX = new RegExp(`_(${PLURAL_CATEGORIES.join('|')})$`);
const baseKeys = (messages: Record<string, string>): string[] => [
  ...new Set(Object.keys(messages).map((k) => k.replace(PLURAL_SUFFIX, ''))),
];
const placeholders = (text: string): string[] =>
  [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1] ?? '');

describe('the one translator', () => {
  it('chooses the English singular for one and the plural for every other count', () => {
    const t = createTranslator('en', enOrders);
    expect(t('orders.list.count', { count: 1 })).toBe('1 order');
    expect(t('orders.list.count', { count: 0 })).toBe('0 orders');
    expect(t('orders.list.count', { count: 12 })).toBe('12 orders');
    expect(t('orders.list.moreItems', { count: 1 })).toBe('and 1 more item');
    expect(t('orders.list.moreItems', { count: 3 })).toBe('and 3 more items');
  });

  it('uses the one Chinese form for every count', () => {
    const t = createTranslator('zh-TW', zhTWOrders);
    expect(t('orders.list.count', { count: 1 })).toBe('共 1 張訂單');
    expect(t('orders.list.count', { count: 7 })).toBe('共 7 張訂單');
  });

  it('counts adults, children, nights and rooms in English words that agree', () => {
    const booking = createTranslator('en', enBooking);
    expect(booking('booking.sku.children', { count: 1 })).toBe('1 child');
    expect(booking('booking.sku.children', { count: 2 })).toBe('2 children');
    expect(
      booking('booking.sku.admits', {
        adults: booking('booking.sku.adults', { count: 2 }),
        children: booking('booking.sku.children', { count: 1 }),
      }),
    ).toBe('Admits 2 adults and 1 child');
    const hotel = createTranslator('en', enHotel);
    expect(hotel('hotel.room.left', { count: 1 })).toBe('1 room left');
    expect(hotel('hotel.added', { count: 2 })).toBe('2 rooms added to your cart.');
    expect(createTranslator('en', enCart)('cart.line.nights', { count: 1 })).toBe('1 night');
  });

  it('takes a zero form for 0 when the messages have one, as i18next does', () => {
    const messages = { 'x.n_zero': 'none', 'x.n_one': 'one', 'x.n_other': '{{count}}' };
    expect(translate('en', messages, 'x.n', { count: 0 })).toBe('none');
    expect(translate('en', messages, 'x.n', { count: 1 })).toBe('one');
    expect(translate('zh-CN', messages, 'x.n', { count: 0 })).toBe('none');
    expect(translate('zh-CN', messages, 'x.n', { count: 1 })).toBe('1');
  });

  it('fills placeholders, joins lists and keeps an unknown placeholder and key visible', () => {
    expect(interpolate('{{ a }} and {{b}}', { a: 1, b: ['x', 'y'] })).toBe('1 and x, y');
    expect(interpolate('{{missing}}', {})).toBe('{{missing}}');
    expect(translate('en', {}, 'no.such.key')).toBe('no.such.key');
  });

  it('gives the text i18next gives, for every key of every namespace and language', () => {
    const differences: string[] = [];
    for (const lang of LANGUAGES) {
      for (const ns of NAMESPACES) {
        // i18next's own typed keys are checked elsewhere; here every key is looked up by name.
        const i18next = i18nFor(lang).getFixedT(lang, ns as Namespace) as unknown as (
          key: string,
          options: object,
        ) => string;
        const messages = catalogue(lang, ns);
        for (const key of baseKeys(messages)) {
          const names = new Set(
            Object.entries(messages)
              .filter(([k]) => k.replace(PLURAL_SUFFIX, '') === key)
              .flatMap(([, text]) => placeholders(text)),
          );
          for (const count of [0, 1, 2, 5, 21]) {
            const params: Record<string, string | number> = { count };
            for (const name of names) if (name !== 'count') params[name] = `<${name}>`;
            const ours = translate(lang, messages, key, params);
            const theirs = i18next(key, params);
            if (ours !== theirs)
              differences.push(`${lang}/${ns} ${key} ${count}: ${ours} ≠ ${theirs}`);
          }
        }
      }
    }
    expect(differences).toEqual([]);
  });
});

describe('one translator in the sources', () => {
  const sources = import.meta.glob<string>('/src/**/*.{ts,tsx,astro}', {
    eager: true,
    query: '?raw',
    import: 'default',
  });

  it('fills {{placeholders}} and picks plural forms nowhere but in the translator', () => {
    const own = '/src/lib/i18n/translator.ts';
    const handWritten = Object.entries(sources)
      .filter(([path]) => path !== own)
      .filter(
        ([, text]) =>
          /\.replace(?:All)?\(\s*(?:'|"|`|\/)\\?\{\\?\{/.test(text) ||
          /new Intl\.PluralRules/.test(text),
      )
      .map(([path]) => path);
    expect(Object.keys(sources).length).toBeGreaterThan(100);
    expect(handWritten).toEqual([]);
  });
});
