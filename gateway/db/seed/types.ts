import type { BlockCatalogType, PageCatalogType } from '../../../src/lib/contract/cms.ts';
import type { Language, PoiType } from '../../../src/lib/contract/common.ts';

/**
 * The shape of the seed content. The seed command turns it into database rows; the content
 * modules under ./content/ fill it. Ids are assigned by the seed command (stable: derived from
 * the codes), so the content is written without ids.
 */

/** A text in each of the three languages. */
export type Translated<T = string> = Record<Language, T>;

/** An info item of a block. Image paths are media paths produced by ./images.ts. */
export interface SeedInfo {
  /** Stable key, unique inside its block (used to derive the id). */
  key: string;
  title: Translated;
  summary: Translated;
  /** Rich HTML (sanitised by the pipeline; hostile markup is allowed here on purpose). */
  desc: Translated;
  /** Comma-separated tags per language. */
  tags?: Translated;
  /** Serialised infoImgLink (either shape of SPEC §3), usually built with the helpers of ./images.ts. */
  imgLink?: string;
  /** Internal path or external URL (http…) the item opens; empty for its own detail page. */
  link?: string;
  /** poiCode the item belongs to; defaults to the page's poiCode. */
  poiCode?: string;
}

/** A block: a child node of a page's root catalogue node. */
export interface SeedBlock {
  /** Unique catalogue code, e.g. GZ-INDEX-BANNER. */
  code: string;
  type: BlockCatalogType;
  name: Translated;
  desc?: Translated;
  items: SeedInfo[];
  /** Nested blocks (tabs, accordions). */
  children?: SeedBlock[];
}

/** A page: a root catalogue node, looked up by (type, poiCode). */
export interface SeedPage {
  code: string;
  type: PageCatalogType;
  /** Area code (HOME, GZ, ZH, QY) or a POI code. */
  poiCode: string;
  /** GZ, ZH, QY, or '' for the home area. */
  regionCode: string;
  name: Translated;
  desc?: Translated;
  blocks: SeedBlock[];
}

export interface SeedPoi {
  poiCode: string;
  poiType: PoiType;
  regionCode: 'GZ' | 'ZH' | 'QY';
  name: Translated;
  /**
   * The name in the place's own language (Chinese for every place here): one for every page
   * language, or one per page language (Chinese pages write it in their own script).
   */
  nameNative: string | Translated;
  summary: Translated;
  refundDesc: Translated;
  /** Media path of the main image. */
  imgMain: string;
}

export interface SeedData {
  pois: SeedPoi[];
  pages: SeedPage[];
}

/** A generated image: a media path and the function that renders it to a file. */
export interface SeedImage {
  /** Path under the media root, e.g. seed/gz-banner-1.webp. */
  path: string;
  width: number;
  height: number;
  /** SVG source rendered to WebP by the seed command. */
  svg: string;
}
