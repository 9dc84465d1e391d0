import * as z from 'zod/mini';
import { isMediaHostUrl, MEDIA_HOSTS } from '../html/media-hosts.ts';
import {
  codeSchema,
  idListSchema,
  idSchema,
  POI_TYPES,
  queryInstant,
  queryInt,
  regionCodeSchema,
} from './common.ts';

/**
 * Page kinds: the catalogType of a root catalogue node. One root per page kind and poiCode
 * (the area code for area pages, the POI code for POI pages).
 */
export const PAGE_CATALOG_TYPES = [
  'INDEX',
  'POI',
  'DISCOUNT',
  'ANNUAL_CARD',
  'STUDY_FURTHER',
  'GROUP_HONOR',
  'PREPARE',
  'PLAY_GUIDE',
  'TRAFFIC_GUIDE',
  'VACATION_MAP',
  'COMMON_PROBLEM',
  'PAYMENT_INSTRUCTIONS',
  'SERVICE_CENTER',
  'CONTENT',
] as const;

/** Block kinds (SPEC §1): the catalogType of the children of a page's root node. */
export const BLOCK_CATALOG_TYPES = [
  'BANNER',
  'ABOUT_CARD',
  'POI_INTRO',
  'POI_SWIPER',
  'VISITOR_GUIDE',
  'PRICE_PANEL',
  'FAQ',
  'PRODUCT_CARD',
  'CAROUSEL',
  'TITLE_JUMP',
  'CONSULTING',
  'TRAFFIC',
  'IMAGE_BOX',
  'GALLERY',
  'RICH_TABS',
  'ARTICLE_BOX',
  'VACATION_MAP_BLOCK',
  'RAW_HTML',
  'ACCORDION',
  'TAB',
] as const;

export const CATALOG_TYPES = [...PAGE_CATALOG_TYPES, ...BLOCK_CATALOG_TYPES] as const;
export type PageCatalogType = (typeof PAGE_CATALOG_TYPES)[number];
export type BlockCatalogType = (typeof BLOCK_CATALOG_TYPES)[number];
export type CatalogType = (typeof CATALOG_TYPES)[number];
export const catalogTypeSchema = z.enum(CATALOG_TYPES);

/** A catalogue node (SPEC §3) with its children, recursively. */
export interface CatalogNode {
  id: string;
  catalogCode: string;
  catalogType: CatalogType;
  catalogName: string;
  catalogDesc: string;
  poiCode: string;
  regionCode: string;
  sort: number;
  updatedAt: number;
  children: CatalogNode[];
}
export const catalogNodeSchema: z.ZodMiniType<CatalogNode> = z.object({
  id: idSchema,
  catalogCode: z.string(),
  catalogType: catalogTypeSchema,
  catalogName: z.string(),
  catalogDesc: z.string(),
  poiCode: z.string(),
  regionCode: z.string(),
  sort: z.number(),
  updatedAt: z.number(),
  get children() {
    return z.array(catalogNodeSchema);
  },
});

/** A content (info) item (SPEC §3). infoDesc is rich HTML, sanitised before it is shown. */
export const infoItemSchema = z.object({
  id: idSchema,
  catalogId: idSchema,
  poiCode: z.string(),
  regionCode: z.string(),
  infoTitle: z.string(),
  infoSummary: z.string(),
  infoDesc: z.string(),
  /** Comma-separated tags. */
  infoTag: z.string(),
  /** Serialised image links, see parseInfoImgLink. */
  infoImgLink: z.string(),
  /** Internal path or external URL the item opens (empty: the item's own detail page). */
  infoLink: z.string(),
  sort: z.number(),
  updatedAt: z.number(),
});
export type InfoItem = z.infer<typeof infoItemSchema>;

export const poiTypeSchema = z.union(POI_TYPES.map((n) => z.literal(n)));

/** A point of interest (SPEC §3): park, show, hotel or catering place. */
export const poiSchema = z.object({
  id: idSchema,
  poiCode: z.string(),
  poiName: z.string(),
  poiNameNative: z.string(),
  poiType: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  imgMain: z.string(),
  poiRefundDesc: z.string(),
  regionCode: z.string(),
  poiSummary: z.string(),
  sort: z.number(),
  updatedAt: z.number(),
});
export type Poi = z.infer<typeof poiSchema>;

// ---- requests ------------------------------------------------------------------------------

/** GET /guest/site/cms/listCatalog */
export const listCatalogQuerySchema = z.object({
  catalogType: catalogTypeSchema,
  poiCode: codeSchema,
});
export type ListCatalogQuery = z.infer<typeof listCatalogQuerySchema>;

/** GET /guest/site/cms/listInfo */
export const listInfoQuerySchema = z.object({
  catalogIds: idListSchema,
  poiCode: z.optional(codeSchema),
  regionCode: z.optional(regionCodeSchema),
  updatedSince: z.optional(queryInstant),
});
export type ListInfoQuery = z.infer<typeof listInfoQuerySchema>;

/** GET /guest/site/cms/listPoi */
export const listPoiQuerySchema = z.object({
  regionCode: z.optional(regionCodeSchema),
  poiType: z.optional(queryInt(1, 4)),
  updatedSince: z.optional(queryInstant),
});
export type ListPoiQuery = z.infer<typeof listPoiQuerySchema>;

/** GET /guest/site/cms/load: the place-detail fetch by poiCode. */
export const loadPoiQuerySchema = z.object({ poiCode: codeSchema });

/** GET /guest/site/cms/listChanges: what an incremental content sync needs besides updatedSince. */
export const listChangesQuerySchema = z.object({
  /** The last tombstone number the caller saw; deletions after it are answered. */
  afterSeq: z.optional(queryInt(0, 999_999_999_999_999)),
});
export type ListChangesQuery = z.infer<typeof listChangesQuerySchema>;

/** Deletions answered at most per call; more and the answer says `truncated` (sync everything). */
export const LIST_CHANGES_MAX = 5000;
export const CONTENT_KINDS = ['catalog', 'info', 'poi'] as const;

export const contentChangesSchema = z.object({
  /** Random id of the gateway's content database: another epoch means another database. */
  epoch: z.string(),
  /**
   * The newest updatedAt of any catalogue node, info item or POI (epoch ms, 0 when empty): the
   * next sync asks for updatedSince this, less a margin for writes stamped before but committed
   * after this answer.
   */
  updatedUpTo: z.number(),
  /** The newest tombstone number; the next sync's afterSeq. */
  lastSeq: z.number(),
  /** Deleted catalogue nodes and info items (by id) and POIs (by poiCode), oldest first. */
  deleted: z.array(z.object({ kind: z.enum(CONTENT_KINDS), key: z.string() })),
  /** More than LIST_CHANGES_MAX deletions: the caller syncs everything instead. */
  truncated: z.boolean(),
});
export type ContentChanges = z.infer<typeof contentChangesSchema>;

/**
 * GET /guest/site/cms/listStamps: every catalogue node, info item and POI with its updatedAt,
 * in one answer, language-independent. The incremental publisher compares it with the stamps it
 * saw last and fetches only the pages, items and POIs that differ: robust to a clock set back,
 * to moved subtrees and to deletions, whatever their number.
 */
export const contentStampsSchema = z.object({
  /** Random id of the gateway's content database (as listChanges). */
  epoch: z.string(),
  /** `[id, parentId or null, catalogType, poiCode, updatedAt]` per catalogue node. */
  catalogs: z.array(
    z.tuple([z.string(), z.nullable(z.string()), catalogTypeSchema, z.string(), z.number()]),
  ),
  /** `[id, catalogId, updatedAt]` per info item. */
  infos: z.array(z.tuple([z.string(), z.string(), z.number()])),
  /** `[poiCode, updatedAt]` per POI. */
  pois: z.array(z.tuple([z.string(), z.number()])),
});
export type ContentStamps = z.infer<typeof contentStampsSchema>;

export const catalogListSchema = z.array(catalogNodeSchema);
export const infoListSchema = z.array(infoItemSchema);
export const poiListSchema = z.array(poiSchema);

// ---- pictures and links ----------------------------------------------------------------------

/** A path segment of a site file: no dot files or `..`, no separators, no encoded tricks. */
const SAFE_SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/;
/** Files a banner slide plays as a video (SPEC §2). */
const VIDEO_FILE = /\.(mp4|webm|m3u8|mov)$/i;
/** An https address of printable URL characters only: no spaces, quotes, angle brackets, `\`. */
const HTTPS_URL = /^https:\/\/[A-Za-z0-9\-._~:/?[\]@!$&'()*+,;=%]+$/i;

/** A root path of this site: `/a/b.webp`, each segment a safe file name. */
const isSitePath = (path: string): boolean =>
  path.length > 1 &&
  path.startsWith('/') &&
  path
    .slice(1)
    .split('/')
    .every((segment) => SAFE_SEGMENT.test(segment));

/** An https address with a host and no credentials, on one of `hosts`. */
function isHttpsAddress(value: string, hosts: readonly string[]): boolean {
  if (!HTTPS_URL.test(value)) return false;
  try {
    const url = new URL(value);
    return url.username === '' && url.password === '' && isMediaHostUrl(value, hosts);
  } catch {
    return false;
  }
}

/**
 * Whether a CMS picture value (an image of infoImgLink, a POI's imgMain) may be used as an image
 * source: a `/media/…` path of this site or an `https://` address on one of the site's media
 * hosts (`hosts`, src/lib/html/media-hosts.ts by default), exactly as written (no spaces around
 * it, no entities, no other scheme, no `//host`). A banner's video slide may also be a video
 * file of the site (`/demo-media/banner.mp4`), and a video names its poster, itself a picture,
 * in its fragment: `…mp4#poster=/media/…`.
 */
export function isPictureValue(value: string, hosts: readonly string[] = MEDIA_HOSTS): boolean {
  const hash = value.indexOf('#');
  const main = hash < 0 ? value : value.slice(0, hash);
  const video = VIDEO_FILE.test(main);
  const usable =
    isHttpsAddress(main, hosts) || (isSitePath(main) && (main.startsWith('/media/') || video));
  if (!usable) return false;
  if (hash < 0) return true;
  const fragment = value.slice(hash + 1);
  if (!video || !fragment.startsWith('poster=')) return false;
  const poster = fragment.slice('poster='.length);
  return !poster.includes('#') && !VIDEO_FILE.test(poster) && isPictureValue(poster, hosts);
}

// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const UNSAFE_IN_LINK = /[\s\\\u0000-\u001f\u007f]/;

/**
 * The site's link rule for content links (an item's infoLink, a slide's href): empty, a path of
 * this site starting with `/` (not `//`), or an http(s) address; never another scheme, and no
 * whitespace or backslash anywhere (browsers read `/\host` as another host).
 */
export const isContentLink = (s: string): boolean =>
  s === '' ||
  (!UNSAFE_IN_LINK.test(s) &&
    ((s.startsWith('/') && !s.startsWith('//')) || /^https?:\/\/[^/?#]+/i.test(s)));

// ---- infoImgLink ---------------------------------------------------------------------------

export interface ImageLink {
  img: string;
  href: string;
}
/** infoImgLink parsed: wap/pc lists of {img, href}, or an id → image path map (SPEC §3). */
export type ParsedImgLink =
  | { kind: 'responsive'; wap: ImageLink[]; pc: ImageLink[] }
  | { kind: 'map'; images: { id: string; img: string }[] }
  | { kind: 'none' };

const imageLinkSchema = z.object({ img: z.string(), href: z.optional(z.string()) });
const responsiveSchema = z.object({
  wap: z.optional(z.array(imageLinkSchema)),
  pc: z.optional(z.array(imageLinkSchema)),
});
const idMapSchema = z.record(z.string(), z.string());

/** The usable links of a list: pictures that are not picture values go, bad links become ''. */
const toLinks = (
  list: { img: string; href?: string | undefined }[] | undefined,
  hosts: readonly string[],
): ImageLink[] =>
  (list ?? [])
    .filter((l) => isPictureValue(l.img, hosts))
    .map((l) => ({ img: l.img, href: isContentLink(l.href ?? '') ? (l.href ?? '') : '' }));

/** Every picture and every link written in infoImgLink text, or null when it is not JSON. */
export function infoImgLinkValues(text: string): { pictures: string[]; links: string[] } | null {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  if (raw !== null && typeof raw === 'object' && ('wap' in raw || 'pc' in raw)) {
    const parsed = responsiveSchema.safeParse(raw);
    if (!parsed.success) return null;
    const all = [...(parsed.data.wap ?? []), ...(parsed.data.pc ?? [])];
    return {
      pictures: all.map((l) => l.img).filter((img) => img !== ''),
      links: all.map((l) => l.href ?? ''),
    };
  }
  const map = idMapSchema.safeParse(raw);
  if (!map.success) return null;
  return { pictures: Object.values(map.data).filter((img) => img !== ''), links: [] };
}

/**
 * Parses the serialised infoImgLink text. Never throws: bad text is 'none'. Only picture
 * values ({@link isPictureValue}) are kept, and only links that follow the site's link rule
 * ({@link isContentLink}); whatever else the CMS holds is left out.
 */
export function parseInfoImgLink(
  text: string,
  hosts: readonly string[] = MEDIA_HOSTS,
): ParsedImgLink {
  if (text.trim() === '') return { kind: 'none' };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { kind: 'none' };
  }
  if (raw !== null && typeof raw === 'object' && ('wap' in raw || 'pc' in raw)) {
    const parsed = responsiveSchema.safeParse(raw);
    if (!parsed.success) return { kind: 'none' };
    const wap = toLinks(parsed.data.wap, hosts);
    const pc = toLinks(parsed.data.pc, hosts);
    if (wap.length === 0 && pc.length === 0) return { kind: 'none' };
    return { kind: 'responsive', wap: wap.length ? wap : pc, pc: pc.length ? pc : wap };
  }
  const map = idMapSchema.safeParse(raw);
  if (!map.success) return { kind: 'none' };
  const images = Object.entries(map.data)
    .filter(([, img]) => isPictureValue(img, hosts))
    .map(([id, img]) => ({ id, img }));
  return images.length ? { kind: 'map', images } : { kind: 'none' };
}
