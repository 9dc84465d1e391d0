import {
  BUNDLE_TYPES,
  FREE_UNDER_AGE,
  type BundleType,
} from '../../../../src/lib/contract/product.ts';
import { tr } from '../content/text.ts';
import type { Translated } from '../types.ts';
import type { SeedSku } from './types.ts';

/** Prices of one adult (peak and off-peak, cents); others derive from them. */
export interface BasePrice {
  peak: number;
  offPeak: number;
}

/** Child tickets (3-11) and senior tickets (65 and over) cost 60% of the adult price. */
const CONCESSION = 0.6;
const round = (cents: number) => Math.round(cents / 1000) * 1000;
const scaled = (base: BasePrice, factor: number) => ({
  peakCents: round(base.peak * factor),
  offPeakCents: round(base.offPeak * factor),
});

/** ADULT, CHILD and SENIOR SKUs of a product. */
export function personSkus(code: string, base: BasePrice, names?: Translated): SeedSku[] {
  return [
    {
      code: `${code}_ADULT`,
      type: 'ADULT',
      name: names ?? tr('成人票', '成人票', 'Adult'),
      adults: 1,
      children: 0,
      minAge: 12,
      maxAge: null,
      ...scaled(base, 1),
    },
    {
      code: `${code}_CHILD`,
      type: 'CHILD',
      name: tr(
        `小童票（${FREE_UNDER_AGE}-11 歲）`,
        `儿童票（${FREE_UNDER_AGE}-11岁）`,
        `Child (${FREE_UNDER_AGE}-11)`,
      ),
      adults: 0,
      children: 1,
      minAge: FREE_UNDER_AGE,
      maxAge: 11,
      ...scaled(base, CONCESSION),
    },
    {
      code: `${code}_SENIOR`,
      type: 'SENIOR',
      name: tr('長者票（65 歲或以上）', '长者票（65岁及以上）', 'Senior (65+)'),
      adults: 1,
      children: 0,
      minAge: 65,
      maxAge: null,
      ...scaled(base, CONCESSION),
    },
  ];
}

/** The guests of each bundle type (SPEC §3). */
export const BUNDLE_GUESTS: Record<
  BundleType,
  { adults: number; children: number; name: Translated }
> = {
  FAMILY: {
    adults: 2,
    children: 1,
    name: tr('家庭套票（三人）', '家庭套票（三人）', 'Family of three'),
  },
  COUPLE: {
    adults: 2,
    children: 0,
    name: tr('情侶套票（兩人）', '情侣套票（两人）', 'Couple (2 guests)'),
  },
  PARENTCHILD: {
    adults: 2,
    children: 2,
    name: tr('親子套票（兩大兩小）', '亲子套票（两大两小）', 'Parent-child (2 adults, 2 children)'),
  },
  FOURSOME: { adults: 4, children: 0, name: tr('四人同行套票', '四人同行套票', 'Party of four') },
  PARENTCHILD1A1C: {
    adults: 1,
    children: 1,
    name: tr('親子套票（一大一小）', '亲子套票（一大一小）', 'Parent-child (1 adult, 1 child)'),
  },
  PARENTCHILD2A1C: {
    adults: 2,
    children: 1,
    name: tr('親子套票（兩大一小）', '亲子套票（两大一小）', 'Parent-child (2 adults, 1 child)'),
  },
};

/** Bundle SKUs: the guests' prices less 10% (5% for two guests). */
export function bundleSkus(
  code: string,
  base: BasePrice,
  types: readonly BundleType[] = BUNDLE_TYPES,
): SeedSku[] {
  return types.map((type) => {
    const { adults, children, name } = BUNDLE_GUESTS[type];
    const guests = adults + children * CONCESSION;
    const discount = adults + children <= 2 ? 0.95 : 0.9;
    return {
      code: `${code}_${type}`,
      type,
      name,
      adults,
      children,
      minAge: null,
      maxAge: null,
      ...scaled(base, guests * discount),
    };
  });
}
