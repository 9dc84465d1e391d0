import { POI_TYPE } from '../../../../src/lib/contract/common.ts';
import type { ChangeRule } from '../../../../src/lib/contract/order-change.ts';
import type { ProductType } from '../../../../src/lib/contract/product.ts';
import { tr } from '../content/text.ts';
import { CATALOG_NAMES, named, para, SPECS } from './specs.ts';
import type {
  ProductPoi,
  SeedAgg,
  SeedProduct,
  SeedProductCatalog,
  SeedProductData,
} from './types.ts';

/**
 * The seed products, generated deterministically from the POIs of GZ and ZH (QY is coming
 * soon and sells nothing): park day tickets, evening offers, bundles and annual cards; show
 * tickets by session; hotel room types; dining sets by eat time; and the packages (aggs).
 */

/**
 * The date-change rule of the demo products, by kind: a park ticket moves twice for HK$20 a
 * ticket up to the day before; a show and a dining set move free of charge up to the day before
 * (a show once, dining twice); a hotel stay moves once, free, up to three days before the
 * check-in. Discounted offers, bundles and annual cards do not move (refund them instead).
 */
export const CHANGE_RULES: Readonly<Record<ProductType, ChangeRule>> = {
  TICKET: { allowed: true, feeCents: 2000, maxChanges: 2, cutoffDays: 1 },
  SHOW: { allowed: true, feeCents: 0, maxChanges: 1, cutoffDays: 1 },
  HOTEL: { allowed: true, feeCents: 0, maxChanges: 1, cutoffDays: 3 },
  FOOD: { allowed: true, feeCents: 0, maxChanges: 2, cutoffDays: 1 },
  OFFER: { allowed: false, feeCents: 0, maxChanges: 0, cutoffDays: 1 },
  BUNDLE: { allowed: false, feeCents: 0, maxChanges: 0, cutoffDays: 1 },
  ANNUAL_CARD: { allowed: false, feeCents: 0, maxChanges: 0, cutoffDays: 1 },
};

export function generateProducts(pois: readonly ProductPoi[]): SeedProductData {
  const selling = pois.filter((p) => p.regionCode !== 'QY');
  const catalogs = new Map<string, SeedProductCatalog>();
  const products: SeedProduct[] = [];
  for (const poi of selling) {
    for (const spec of SPECS[poi.poiType](poi)) {
      const catalogCode = `${poi.poiCode}_${spec.type}`;
      if (!catalogs.has(catalogCode)) {
        catalogs.set(catalogCode, {
          code: catalogCode,
          type: spec.type,
          poiCode: poi.poiCode,
          regionCode: poi.regionCode,
          name: named(
            poi,
            CATALOG_NAMES[spec.type]['zh-TW'],
            CATALOG_NAMES[spec.type]['zh-CN'],
            CATALOG_NAMES[spec.type].en.toLowerCase(),
          ),
          desc: spec.desc,
        });
      }
      const code = `${poi.poiCode}_${spec.suffix}`;
      products.push({
        code,
        catalogCode,
        type: spec.type,
        bundleType: spec.bundleType ?? null,
        poiCode: poi.poiCode,
        poiType: poi.poiType,
        regionCode: poi.regionCode,
        sessions: spec.sessions ?? [],
        openMonths: spec.openMonths ?? [],
        dailyStock: spec.dailyStock,
        change: CHANGE_RULES[spec.type],
        imgMain: poi.imgMain,
        name: spec.name,
        desc: spec.desc,
        detailDesc: para(spec.desc),
        skus: spec.skus(code),
      });
    }
  }
  return { catalogs: [...catalogs.values()], products, aggs: generateAggs(selling) };
}

/** A hotel package per hotel (room + two park tickets) and a park + show day per area. */
function generateAggs(pois: readonly ProductPoi[]): SeedAgg[] {
  const aggs: SeedAgg[] = [];
  for (const region of ['GZ', 'ZH'] as const) {
    const park = pois.find((p) => p.regionCode === region && p.poiType === POI_TYPE.park);
    const show = pois.find((p) => p.regionCode === region && p.poiType === POI_TYPE.show);
    for (const hotel of pois.filter(
      (p) => p.regionCode === region && p.poiType === POI_TYPE.hotel,
    )) {
      if (!park) continue;
      aggs.push({
        code: `${hotel.poiCode}_PACKAGE`,
        type: 'HOTEL_PACKAGE',
        regionCode: region,
        nights: 1,
        name: named(hotel, '住宿連門票套餐', '住宿连门票套餐', 'stay and play package'),
        desc: tr(
          '一晚標準客房連兩張樂園一日門票。',
          '一晚标准客房连两张乐园一日门票。',
          'One night in a standard room with two park day tickets.',
        ),
        items: [
          { skuCode: `${hotel.poiCode}_STANDARD_ROOM`, quantity: 1 },
          { skuCode: `${park.poiCode}_DAY_ADULT`, quantity: 2 },
        ],
      });
    }
    if (park && show) {
      aggs.push({
        code: `${region}_PARK_SHOW`,
        type: 'PARK_SHOW',
        regionCode: region,
        nights: 0,
        name: tr(
          `${park.name['zh-TW']}連${show.name['zh-TW']}`,
          `${park.name['zh-CN']}连${show.name['zh-CN']}`,
          `${park.name.en} and ${show.name.en}`,
        ),
        desc: tr(
          '日間遊園，晚上看演出。',
          '白天游园，晚上看演出。',
          'The park by day and the show at night.',
        ),
        items: [
          { skuCode: `${park.poiCode}_DAY_ADULT`, quantity: 1 },
          { skuCode: `${show.poiCode}_SHOW_ADULT`, quantity: 1 },
        ],
      });
    }
  }
  return aggs;
}
