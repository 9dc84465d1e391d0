import * as z from 'zod/mini';
import {
  CONTENT_KINDS,
  catalogTypeSchema,
  poiTypeSchema,
  type CatalogNode,
  type InfoItem,
  type Poi,
} from '../../../src/lib/contract/cms.ts';

/**
 * The columns the CMS queries select, checked when read: a row that does not fit the contract
 * (a bad catalog_type or poi_type written by hand) is a bug and fails loudly.
 */
const text = z.string();
const int = z.number().check(z.int());

export const catalogRowSchema = z.object({
  id: text,
  parent_id: z.nullable(text),
  catalog_code: text,
  catalog_type: catalogTypeSchema,
  poi_code: text,
  region_code: text,
  sort: int,
  updated_at: int,
  catalog_name: text,
  catalog_desc: text,
});
export type CatalogRow = z.infer<typeof catalogRowSchema>;

export const infoRowSchema = z.object({
  id: text,
  catalog_id: text,
  poi_code: text,
  region_code: text,
  info_img_link: text,
  info_link: text,
  sort: int,
  updated_at: int,
  info_title: text,
  info_summary: text,
  info_desc: text,
  info_tag: text,
});

export const poiRowSchema = z.object({
  id: text,
  poi_code: text,
  poi_type: poiTypeSchema,
  region_code: text,
  img_main: text,
  sort: int,
  updated_at: int,
  poi_name: text,
  poi_name_native: text,
  poi_summary: text,
  poi_refund_desc: text,
});

export const changesRowSchema = z.object({
  epoch: text,
  updated_up_to: int,
  last_seq: int,
});

export const tombstoneRowSchema = z.object({
  kind: z.enum(CONTENT_KINDS),
  key: text,
});

export const toCatalogNode = (r: CatalogRow): CatalogNode => ({
  id: r.id,
  catalogCode: r.catalog_code,
  catalogType: r.catalog_type,
  catalogName: r.catalog_name,
  catalogDesc: r.catalog_desc,
  poiCode: r.poi_code,
  regionCode: r.region_code,
  sort: r.sort,
  updatedAt: r.updated_at,
  children: [],
});

export const toInfoItem = (r: z.infer<typeof infoRowSchema>): InfoItem => ({
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

export const toPoi = (r: z.infer<typeof poiRowSchema>): Poi => ({
  id: r.id,
  poiCode: r.poi_code,
  poiName: r.poi_name,
  poiNameNative: r.poi_name_native,
  poiType: r.poi_type,
  imgMain: r.img_main,
  poiRefundDesc: r.poi_refund_desc,
  regionCode: r.region_code,
  poiSummary: r.poi_summary,
  sort: r.sort,
  updatedAt: r.updated_at,
});
