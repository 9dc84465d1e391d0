import { createHash } from 'node:crypto';
import type { ProductType } from '../../../../src/lib/contract/product.ts';
import { tr } from '../content/text.ts';
import type { Translated } from '../types.ts';
import { bundleSkus, personSkus, type BasePrice } from './skus.ts';
import type { ProductPoi, SeedProduct, SeedSku } from './types.ts';

/** What the seed sells at each kind of POI: the products' templates. */

/** A price step of HK$0, 10, … 40 by POI, so that places do not all cost the same. */
const step = (poiCode: string) =>
  (createHash('sha256').update(poiCode).digest().readUInt8(0) % 5) * 1000;
const base = (poiCode: string, offPeak: number, peak: number): BasePrice => ({
  offPeak: offPeak + step(poiCode),
  peak: peak + step(poiCode),
});
export const named = (poi: ProductPoi, zhTW: string, zhCN: string, en: string): Translated =>
  tr(`${poi.name['zh-TW']}${zhTW}`, `${poi.name['zh-CN']}${zhCN}`, `${poi.name.en} ${en}`);
export const para = (t: Translated): Translated =>
  tr(`<p>${t['zh-TW']}</p>`, `<p>${t['zh-CN']}</p>`, `<p>${t.en}</p>`);

export interface Spec {
  suffix: string;
  type: ProductType;
  name: Translated;
  desc: Translated;
  sessions?: string[];
  openMonths?: number[];
  dailyStock: number;
  skus: (code: string) => SeedSku[];
  bundleType?: SeedProduct['bundleType'];
}

export const CATALOG_NAMES: Record<ProductType, Translated> = {
  TICKET: tr('門票', '门票', 'Tickets'),
  SHOW: tr('演出門票', '演出门票', 'Show tickets'),
  HOTEL: tr('客房', '客房', 'Rooms'),
  FOOD: tr('餐飲', '餐饮', 'Dining'),
  ANNUAL_CARD: tr('年卡', '年卡', 'Annual cards'),
  OFFER: tr('優惠', '优惠', 'Special offers'),
  BUNDLE: tr('套票', '套票', 'Bundles'),
};

function parkSpecs(poi: ProductPoi): Spec[] {
  const price = base(poi.poiCode, 29_900, 35_900);
  const water = poi.poiCode.includes('WATER');
  const openMonths = water ? [5, 6, 7, 8, 9, 10] : [];
  return [
    {
      suffix: 'DAY',
      type: 'TICKET',
      name: named(poi, '一日門票', '一日门票', 'day ticket'),
      desc: tr('指定日期當天任玩。', '指定日期当天畅玩。', 'Unlimited visits on the chosen day.'),
      openMonths,
      dailyStock: 500,
      skus: (code) => personSkus(code, price),
    },
    {
      suffix: 'EVENING',
      type: 'OFFER',
      name: named(poi, '黃昏優惠票', '黄昏优惠票', 'evening offer'),
      desc: tr(
        '16:00 後入場，享七折優惠。',
        '16:00后入园，享七折优惠。',
        'Enter after 16:00 for 30% off.',
      ),
      sessions: ['16:00'],
      openMonths,
      dailyStock: 200,
      skus: (code) => personSkus(code, { peak: price.peak * 0.7, offPeak: price.offPeak * 0.7 }),
    },
    {
      suffix: 'BUNDLE',
      type: 'BUNDLE',
      name: named(poi, '同行套票', '同行套票', 'group bundles'),
      desc: tr(
        '家庭、情侶及親子同行更優惠。',
        '家庭、情侣及亲子同行更优惠。',
        'Save when families, couples and friends come together.',
      ),
      openMonths,
      dailyStock: 100,
      skus: (code) => bundleSkus(code, price),
    },
    {
      suffix: 'ANNUAL',
      type: 'ANNUAL_CARD',
      name: named(poi, '年卡', '年卡', 'annual card'),
      desc: tr(
        '由啟用日起一年內任意入園。',
        '自激活日起一年内不限次入园。',
        'Unlimited entry for a year from the activation date.',
      ),
      dailyStock: 50,
      skus: (code) =>
        personSkus(
          code,
          { peak: price.peak * 4, offPeak: price.offPeak * 4 },
          tr('年卡（成人）', '年卡（成人）', 'Annual card (adult)'),
        ),
    },
  ];
}

/**
 * Show times of the demo's shows, as their pages tell them (other shows: a matinee and an
 * evening show).
 */
const SHOW_SESSIONS: Readonly<Record<string, string[]>> = {
  GZ_CIRCUS: ['14:30', '19:30'],
  ZH_OCEAN_NIGHT_SHOW: ['20:00'],
  ZH_MARINE_SPECTACULAR: ['14:00', '17:30'],
};

/**
 * Seatings of the demo's restaurants, inside the opening hours their pages tell (others: lunch
 * and dinner, two seatings each).
 */
const DINING_SESSIONS: Readonly<Record<string, string[]>> = {
  GZ_PANDA_CAFE: ['10:00', '12:00', '14:30'],
  GZ_CIRCUS_BUFFET: ['17:00', '18:15'],
  GZ_DIM_SUM_HOUSE: ['08:30', '10:30', '12:30'],
  GZ_SAFARI_BBQ: ['16:30', '18:00', '19:30'],
  ZH_DOLPHIN_DINER: ['11:30', '13:00', '15:30'],
};

function showSpecs(poi: ProductPoi): Spec[] {
  const price = base(poi.poiCode, 28_000, 38_000);
  const sessions = SHOW_SESSIONS[poi.poiCode] ?? ['14:30', '19:30'];
  return [
    {
      suffix: 'SHOW',
      type: 'SHOW',
      name: named(poi, '演出門票', '演出门票', 'show ticket'),
      desc: tr(
        '座位於訂購時即時分配。',
        '座位在下单时即时分配。',
        'Seats are allocated when you book.',
      ),
      sessions,
      dailyStock: 300,
      skus: (code) => personSkus(code, price),
    },
    {
      suffix: 'BUNDLE',
      type: 'BUNDLE',
      name: named(poi, '同行套票', '同行套票', 'group bundles'),
      desc: tr(
        '兩人或一家同行更優惠。',
        '两人或一家同行更优惠。',
        'Save when two or a family come together.',
      ),
      sessions,
      dailyStock: 60,
      skus: (code) => bundleSkus(code, price, ['COUPLE', 'FAMILY']),
    },
  ];
}

function hotelSpecs(poi: ProductPoi): Spec[] {
  const room = (
    suffix: string,
    name: Translated,
    offPeak: number,
    peak: number,
    adults: number,
    children: number,
  ): Spec => ({
    suffix,
    type: 'HOTEL',
    name,
    desc: tr(
      '每晚房價，含自助早餐。',
      '每晚房价，含自助早餐。',
      'Nightly rate with buffet breakfast.',
    ),
    dailyStock: 6,
    skus: (code) => [
      {
        code: `${code}_ROOM`,
        type: 'ROOM',
        name: tr('每間每晚', '每间每晚', 'Per room per night'),
        adults,
        children,
        minAge: null,
        maxAge: null,
        ...(() => {
          const p = base(poi.poiCode, offPeak, peak);
          return { peakCents: p.peak, offPeakCents: p.offPeak };
        })(),
      },
    ],
  });
  return [
    room('STANDARD', named(poi, '標準客房', '标准客房', 'standard room'), 128_000, 168_000, 2, 0),
    room('FAMILY', named(poi, '家庭客房', '家庭客房', 'family room'), 168_000, 218_000, 2, 2),
    room('SUITE', named(poi, '主題套房', '主题套房', 'themed suite'), 268_000, 338_000, 2, 2),
  ];
}

function diningSpecs(poi: ProductPoi): Spec[] {
  const price = base(poi.poiCode, 18_800, 22_800);
  return [
    {
      suffix: 'SET',
      type: 'FOOD',
      name: named(poi, '套餐', '套餐', 'set meal'),
      desc: tr(
        '按所選用餐時段入座。',
        '按所选用餐时段入座。',
        'Seated at the dining time you choose.',
      ),
      sessions: DINING_SESSIONS[poi.poiCode] ?? ['11:30', '13:00', '18:00', '19:30'],
      dailyStock: 40,
      skus: (code) => personSkus(code, price, tr('成人套餐', '成人套餐', 'Adult set')).slice(0, 2),
    },
  ];
}

export const SPECS: Record<1 | 2 | 3 | 4, (poi: ProductPoi) => Spec[]> = {
  1: parkSpecs,
  2: showSpecs,
  3: hotelSpecs,
  4: diningSpecs,
};
