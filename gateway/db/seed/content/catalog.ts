import { POI_TYPE } from '../../../../src/lib/contract/common.ts';
import { bookingPath, productPath } from '../../../../src/lib/site/paths.ts';
import { generateProducts } from '../products/generate.ts';
import { aggId, productId } from '../products/seed-products.ts';
import type { SeedAgg, SeedProduct, SeedSku } from '../products/types.ts';
import type { Translated } from '../types.ts';
import { pois } from './pois.ts';
import { hkd, tr } from './text.ts';

/**
 * What the shop sells, as the content sees it: the products the seed generates from the same
 * POIs (../products/generate.ts), so that every price and session time written in the CMS text
 * comes from the product data the booking pages sell (tests/unit/seed-products-text.test.ts
 * compares them). Prices are in whole Hong Kong dollars.
 */
export const catalog = generateProducts(pois);

export function product(code: string): SeedProduct {
  const found = catalog.products.find((p) => p.code === code);
  if (!found) throw new Error(`The seed sells no product ${code}.`);
  return found;
}

export function sku(code: string): SeedSku {
  for (const p of catalog.products) {
    const found = p.skus.find((s) => s.code === code);
    if (found) return found;
  }
  throw new Error(`The seed sells no SKU ${code}.`);
}

export function agg(code: string): SeedAgg {
  const found = catalog.aggs.find((a) => a.code === code);
  if (!found) throw new Error(`The seed sells no package ${code}.`);
  return found;
}

/**
 * The buy page of a product with it chosen (`?productId=`): tickets and shows on buy-tickets,
 * dining sets on their restaurant's page, offers and bundles on the discount page; a room type
 * opens its hotel on buy-hotel (rooms are booked side by side there).
 */
export function buyLink(code: string): string {
  const p = product(code);
  const address = p.regionCode;
  switch (p.type) {
    case 'TICKET':
    case 'SHOW':
      return productPath({ kind: 'tickets', address, productId: productId(code) });
    case 'FOOD':
      return productPath({ kind: 'food', address, poiCode: p.poiCode, productId: productId(code) });
    case 'OFFER':
    case 'BUNDLE':
      return productPath({ kind: 'offer', address, productId: productId(code) });
    case 'HOTEL':
      return hotelLink(p.poiCode);
    case 'ANNUAL_CARD':
      throw new Error(`Annual cards (${code}) are sold on their own page.`);
  }
}

/** The hotel booking page with a hotel chosen (`?poiType=3&poiId=`, the POI code). */
export function hotelLink(poiCode: string): string {
  const poi = pois.find((p) => p.poiCode === poiCode && p.poiType === POI_TYPE.hotel);
  if (!poi) throw new Error(`The seed has no hotel ${poiCode}.`);
  const path = bookingPath({
    id: poiCode,
    poiCode,
    poiType: poi.poiType,
    regionCode: poi.regionCode,
  });
  if (path === undefined) throw new Error(`${poiCode} has no booking page.`);
  return path;
}

/** The discount page with a package chosen (`?aggId=`). */
export const packageLink = (code: string): string =>
  productPath({ kind: 'package', address: agg(code).regionCode, aggId: aggId(code) });

/** The products of a POI. */
export const productsOf = (poiCode: string): SeedProduct[] =>
  catalog.products.filter((p) => p.poiCode === poiCode);

/**
 * The buy page of a place with its first product chosen: a park's day ticket, a show's ticket, a
 * restaurant's first set (of the several a place sells, the first in the catalogue); a hotel
 * opens with the hotel chosen. Undefined for a place that sells nothing yet.
 */
export function placeLink(poiCode: string): string | undefined {
  const poi = pois.find((p) => p.poiCode === poiCode);
  if (!poi) throw new Error(`The seed has no place ${poiCode}.`);
  if (poi.poiType === POI_TYPE.hotel) return hotelLink(poiCode);
  const first = productsOf(poiCode).find(
    (p) => p.type === 'TICKET' || p.type === 'SHOW' || p.type === 'FOOD',
  );
  return first && buyLink(first.code);
}

/** The lowest price of a product (as the booking pages' "from HK$…"). */
export const fromPrice = (code: string): number =>
  Math.min(...product(code).skus.map((s) => Math.min(s.offPeakCents, s.peakCents))) / 100;

/** A package's price on a weekday: the sum of its items (the gateway prices them so). */
export const aggFromPrice = (code: string): number =>
  agg(code).items.reduce((sum, item) => sum + sku(item.skuCode).offPeakCents * item.quantity, 0) /
  100;

/** "HK$ 1,280" in every language. */
export const hkdTr = (amount: number): Translated => {
  const text = hkd(amount);
  return tr(text, text, text);
};

const list = (times: readonly string[], and: string, comma: string): string =>
  times.length <= 1
    ? (times[0] ?? '')
    : `${times.slice(0, -1).join(comma)}${and}${times[times.length - 1]}`;

/** "daily at 14:30 and 19:30" of a product's sessions, in each language. */
export function sessionsText(code: string): Translated {
  const { sessions } = product(code);
  if (sessions.length === 0) throw new Error(`${code} has no sessions.`);
  return tr(
    `每日 ${list(sessions, ' 及 ', '、')}`,
    `每天${list(sessions, '和', '、')}`,
    `daily at ${list(sessions, ' and ', ', ')}`,
  );
}

/** When the peak prices apply (gateway/services/products/dates.ts, tierOf). */
export const PEAK_NOTE = tr(
  '週末、香港公眾假期及暑假（7 月 15 日至 8 月 31 日）按週末及假期價格計算。',
  '周末、香港公众假期及暑假（7月15日至8月31日）按周末及假期价格计算。',
  'Weekend and holiday prices apply on weekends, Hong Kong public holidays and in the summer holidays (15 July to 31 August).',
);

/** The adult price of a product on a weekday. */
export const adultPrice = (code: string): number => {
  const adult = product(code).skus.find((s) => s.type === 'ADULT');
  if (!adult) throw new Error(`${code} has no adult SKU.`);
  return adult.offPeakCents / 100;
};

/** "Adults from HK$ 310". */
export const adultsFrom = (code: string): Translated => {
  const price = hkd(adultPrice(code));
  return tr(`成人 ${price} 起`, `成人${price}起`, `Adults from ${price}`);
};

/** "From HK$ 300". */
export const fromText = (amount: number): Translated => {
  const price = hkd(amount);
  return tr(`${price} 起`, `${price}起`, `From ${price}`);
};

/** "From HK$ 1,310 a night": a hotel's cheapest room on a weekday. */
export const nightsFrom = (poiCode: string): Translated => {
  const rooms = productsOf(poiCode).flatMap((p) => (p.type === 'HOTEL' ? p.skus : []));
  if (rooms.length === 0) throw new Error(`${poiCode} has no rooms.`);
  const price = hkd(Math.min(...rooms.map((s) => s.offPeakCents)) / 100);
  return tr(`每晚 ${price} 起`, `每晚${price}起`, `From ${price} a night`);
};

/** A bundle's weekday price and what it saves on the same tickets bought one by one. */
export function bundleDeal(code: string, type: string): { price: number; saving: number } {
  const bundle = product(code);
  const s = bundle.skus.find((x) => x.type === type);
  if (!s) throw new Error(`${code} has no ${type} bundle.`);
  const single = product(
    code.replace(/_BUNDLE$/, bundle.poiType === POI_TYPE.show ? '_SHOW' : '_DAY'),
  );
  const each = (t: string) => single.skus.find((x) => x.type === t)?.offPeakCents ?? 0;
  const separate = s.adults * each('ADULT') + s.children * each('CHILD');
  return { price: s.offPeakCents / 100, saving: (separate - s.offPeakCents) / 100 };
}

/** "<p>Shows daily at 14:30 and 19:30.</p>" of a show product. */
export const showTimes = (code: string): Translated => {
  const t = sessionsText(code);
  return tr(`<p>${t['zh-TW']} 演出。</p>`, `<p>${t['zh-CN']}演出。</p>`, `<p>Shows ${t.en}.</p>`);
};

/** "Daily at 20:00": sessionsText as a line of its own. */
export const sessionsLine = (code: string): Translated => {
  const t = sessionsText(code);
  return { ...t, en: t.en.charAt(0).toUpperCase() + t.en.slice(1) };
};

/** The first session of a product, in every language (e.g. an offer's entry time). */
export const sessionsOf = (code: string): Translated => {
  const first = product(code).sessions[0];
  if (first === undefined) throw new Error(`${code} has no sessions.`);
  return tr(first, first, first);
};
