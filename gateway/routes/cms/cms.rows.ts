import {
  CONTENT_KINDS,
  catalogTypeSchema,
  poiTypeSchema,
  type CatalogNode,
  type InfoItem,
  type Poi,
} from '../../../src/lib/contract/cms.ts';
import type { Row } from '../../db/schema.ts';

/**
 * CMS rows, as the readers of cms.service.ts select them (texts already translated), turned
 * into the contract's shapes. The columns are typed by the schema; the codes with a closed set
 * of values (catalogue type, POI type, deletion kind) are checked against the contract, so that
 * a row an operator wrote by hand fails loudly instead of reaching the site.
 */

export type CatalogRow = Pick<
  Row<'catalog'>,
  'id' | 'parent_id' | 'catalog_code' | 'catalog_type' | 'poi_code' | 'region_code' | 'sort'
> &
  Pick<Row<'catalog'>, 'updated_at'> & { catalog_name: string; catalog_desc: string };

export type InfoRow = Pick<
  Row<'info'>,
  | 'id'
  | 'catalog_id'
  | 'poi_code'
  | 'region_code'
  | 'info_img_link'
  | 'info_link'
  | 'sort'
  | 'updated_at'
> &
  Pick<Row<'info_i18n'>, 'info_title' | 'info_summary' | 'info_desc' | 'info_tag'>;

export type PoiRow = Pick<
  Row<'poi'>,
  'id' | 'poi_code' | 'poi_type' | 'region_code' | 'img_main' | 'sort' | 'updated_at'
> &
  Pick<Row<'poi_i18n'>, 'poi_name' | 'poi_name_native' | 'poi_summary' | 'poi_refund_desc'>;

export const toCatalogNode = (r: CatalogRow): CatalogNode => ({
  id: r.id,
  catalogCode: r.catalog_code,
  catalogType: catalogTypeSchema.parse(r.catalog_type),
  catalogName: r.catalog_name,
  catalogDesc: r.catalog_desc,
  poiCode: r.poi_code,
  regionCode: r.region_code,
  sort: r.sort,
  updatedAt: r.updated_at,
  children: [],
});

export const toInfoItem = (r: InfoRow): InfoItem => ({
  id: r.id,
  catalogId: r.catalog_id,
  poiCode: r.poi_code,
  regionCode: r.region_code,
  infoTitle: r.info_title,
  infoSummary: r.info_summary,
  infoDesc: r.info_desc,
  infoTag: r.info_tag,
  infoImgLink: r.info_img_link,
  infoLink: r.info_link,
  sort: r.sort,
  updatedAt: r.updated_at,
});

export const toPoi = (r: PoiRow): Poi => ({
  id: r.id,
  poiCode: r.poi_code,
  poiName: r.poi_name,
  poiNameNative: r.poi_name_native,
  poiType: poiTypeSchema.parse(r.poi_type),
  imgMain: r.img_main,
  poiRefundDesc: r.poi_refund_desc,
  regionCode: r.region_code,
  poiSummary: r.poi_summary,
  sort: r.sort,
  updatedAt: r.updated_at,
});

/** A deletion's kind, checked against the contract's. */
export const contentKind = (kind: string): (typeof CONTENT_KINDS)[number] => {
  const known = CONTENT_KINDS.find((k) => k === kind);
  if (known === undefined) throw new Error(`Unknown content kind in cms_tombstone: ${kind}`);
  return known;
};
