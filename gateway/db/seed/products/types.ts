import type { PoiType } from '../../../../src/lib/contract/common.ts';
import type {
  AggType,
  BundleType,
  ProductType,
  SkuType,
} from '../../../../src/lib/contract/product.ts';
import type { ChangeRule } from '../../../../src/lib/contract/order-change.ts';
import type { Translated } from '../types.ts';

/** A POI as the product seed reads it from the CMS tables. */
export interface ProductPoi {
  poiCode: string;
  poiType: PoiType;
  regionCode: 'GZ' | 'ZH' | 'QY';
  imgMain: string;
  name: Translated;
}

export interface SeedSku {
  code: string;
  type: SkuType;
  name: Translated;
  adults: number;
  children: number;
  minAge: number | null;
  maxAge: number | null;
  peakCents: number;
  offPeakCents: number;
}

export interface SeedProduct {
  code: string;
  catalogCode: string;
  type: ProductType;
  bundleType: BundleType | null;
  poiCode: string;
  poiType: PoiType;
  regionCode: 'GZ' | 'ZH' | 'QY';
  sessions: string[];
  openMonths: number[];
  dailyStock: number;
  /** Whether and how its lines may move to another date (services/orders/date-change.ts). */
  change: ChangeRule;
  imgMain: string;
  name: Translated;
  desc: Translated;
  detailDesc: Translated;
  skus: SeedSku[];
}

export interface SeedProductCatalog {
  code: string;
  type: ProductType;
  poiCode: string;
  regionCode: 'GZ' | 'ZH' | 'QY';
  name: Translated;
  desc: Translated;
}

export interface SeedAgg {
  code: string;
  type: AggType;
  regionCode: 'GZ' | 'ZH' | 'QY';
  nights: number;
  name: Translated;
  desc: Translated;
  /** SKU codes with their default quantities. */
  items: { skuCode: string; quantity: number }[];
}

export interface SeedProductData {
  catalogs: SeedProductCatalog[];
  products: SeedProduct[];
  aggs: SeedAgg[];
}
