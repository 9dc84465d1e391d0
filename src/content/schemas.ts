import { z } from 'astro/zod';
import { CATALOG_TYPES, PAGE_CATALOG_TYPES, type CatalogNode } from '../lib/contract/cms.ts';
import { LANGUAGES } from '../lib/contract/common.ts';

/**
 * Shapes of the stored collection entries (what pages read), in Astro's zod 3 because content
 * collections require it. Wire records are validated earlier, in the loader, with the zod/mini
 * contract schemas of src/lib/contract/cms.ts; these describe the loader's output: one language
 * per entry, sanitised HTML, parsed image links and tag lists.
 */

const lang = z.enum(LANGUAGES);

const catalogNode: z.ZodType<CatalogNode> = z.lazy(() =>
  z.object({
    id: z.string(),
    catalogCode: z.string(),
    catalogType: z.enum(CATALOG_TYPES),
    catalogName: z.string(),
    catalogDesc: z.string(),
    poiCode: z.string(),
    regionCode: z.string(),
    sort: z.number(),
    updatedAt: z.number(),
    children: z.array(catalogNode),
  }),
);

/** `catalogs`: one page's catalogue tree. Id `<lang>/<pageType>/<poiCode>`, e.g. `zh-TW/INDEX/GZ`. */
export const catalogEntrySchema = z.object({
  lang,
  pageType: z.enum(PAGE_CATALOG_TYPES),
  poiCode: z.string(),
  root: catalogNode,
});
export type CatalogEntryData = z.infer<typeof catalogEntrySchema>;

const imageLink = z.object({ img: z.string(), href: z.string() });
const images = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('responsive'), wap: z.array(imageLink), pc: z.array(imageLink) }),
  z.object({
    kind: z.literal('map'),
    images: z.array(z.object({ id: z.string(), img: z.string() })),
  }),
  z.object({ kind: z.literal('none') }),
]);

/** `infos`: one info item. Id `<lang>/<infoId>`. `infoDesc` is sanitised HTML. */
export const infoEntrySchema = z.object({
  lang,
  id: z.string(),
  catalogId: z.string(),
  poiCode: z.string(),
  regionCode: z.string(),
  infoTitle: z.string(),
  infoSummary: z.string(),
  infoDesc: z.string(),
  /** infoTag split on commas, trimmed, empty tags dropped. */
  tags: z.array(z.string()),
  /** infoImgLink parsed (both shapes of SPEC §3). */
  images,
  infoLink: z.string(),
  sort: z.number(),
  updatedAt: z.number(),
});
export type InfoEntryData = z.infer<typeof infoEntrySchema>;

/** `pois`: one POI. Id `<lang>/<poiCode>`. `poiRefundDesc` is sanitised HTML. */
export const poiEntrySchema = z.object({
  lang,
  id: z.string(),
  poiCode: z.string(),
  poiName: z.string(),
  poiNameNative: z.string(),
  poiType: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  imgMain: z.string(),
  poiRefundDesc: z.string(),
  poiSummary: z.string(),
  regionCode: z.string(),
  sort: z.number(),
  updatedAt: z.number(),
});
export type PoiEntryData = z.infer<typeof poiEntrySchema>;
