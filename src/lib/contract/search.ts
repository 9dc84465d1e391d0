import * as z from 'zod/mini';
import { poiSchema } from './cms.ts';
import { idSchema, queryInt, regionCodeSchema } from './common.ts';

/** A search keyword: trimmed, 1 to 50 characters. */
export const keywordSchema = z.pipe(
  z.string().check(z.maxLength(200, 'errors.search.keywordLength')),
  z.pipe(
    z.transform((s: string) => s.trim()),
    z
      .string()
      .check(
        z.minLength(1, 'errors.search.keywordRequired'),
        z.maxLength(50, 'errors.search.keywordLength'),
      ),
  ),
);

/** GET /cl-odss-app/guest/product/info/searchPoi: places whose name or summary match. */
export const searchPoiQuerySchema = z.object({
  keyword: keywordSchema,
  regionCode: z.optional(regionCodeSchema),
  poiType: z.optional(queryInt(1, 4)),
});
export type SearchPoiQuery = z.infer<typeof searchPoiQuerySchema>;
export const searchPoiResultSchema = z.array(poiSchema);

/** GET /cl-odss-app/guest/site/cms/searchInfo: content items whose title, summary or tags match. */
export const searchInfoQuerySchema = z.object({
  keyword: keywordSchema,
  regionCode: z.optional(regionCodeSchema),
  pageNum: z.optional(queryInt(1, 1000)),
  pageSize: z.optional(queryInt(1, 50)),
});
export type SearchInfoQuery = z.infer<typeof searchInfoQuerySchema>;

/** One content hit: enough to show it and link to its detail page. */
export const infoHitSchema = z.object({
  id: idSchema,
  catalogId: idSchema,
  poiCode: z.string(),
  /** GZ, ZH, QY, or '' for home content. */
  regionCode: z.string(),
  infoTitle: z.string(),
  infoSummary: z.string(),
  infoTag: z.string(),
  /** Internal path or external URL the item opens; empty: its own detail page. */
  infoLink: z.string(),
});
export type InfoHit = z.infer<typeof infoHitSchema>;

export const searchInfoResultSchema = z.object({
  list: z.array(infoHitSchema),
  total: z.number(),
  pageNum: z.number(),
  pageSize: z.number(),
});
export type SearchInfoResult = z.infer<typeof searchInfoResultSchema>;
