import type { Language } from '../../src/lib/contract/common.ts';
import type { SeedBlock, SeedData, SeedPage, Translated } from './seed/types.ts';
import { stableId } from './ids.ts';

/** SeedData flattened into table rows (without updatedAt, which the seed decides). */
export interface CatalogRow {
  id: string;
  parentId: string | null;
  code: string;
  type: string;
  poiCode: string;
  regionCode: string;
  sort: number;
  texts: Record<Language, { name: string; desc: string }>;
}
export interface InfoRow {
  id: string;
  catalogId: string;
  poiCode: string;
  regionCode: string;
  imgLink: string;
  link: string;
  sort: number;
  texts: Record<Language, { title: string; summary: string; desc: string; tag: string }>;
}
export interface PoiRow {
  id: string;
  poiCode: string;
  poiType: number;
  regionCode: string;
  imgMain: string;
  sort: number;
  texts: Record<
    Language,
    { name: string; nameNative: string; summary: string; refundDesc: string }
  >;
}
export interface SeedRows {
  catalogs: CatalogRow[];
  infos: InfoRow[];
  pois: PoiRow[];
}

const perLanguage = <T>(make: (lang: Language) => T): Record<Language, T> => ({
  'zh-TW': make('zh-TW'),
  'zh-CN': make('zh-CN'),
  en: make('en'),
});
const text = (t: Translated | undefined, lang: Language): string => t?.[lang] ?? '';

function unique(kind: string, seen: Set<string>, key: string): void {
  if (seen.has(key)) throw new Error(`Seed data has two ${kind} with the key ${key}.`);
  seen.add(key);
}

/** Flattens the seed data in parent-before-child order. Throws on duplicate codes or keys. */
export function toSeedRows(data: SeedData): SeedRows {
  const rows: SeedRows = { catalogs: [], infos: [], pois: [] };
  const codes = new Set<string>();
  const infoKeys = new Set<string>();

  const addBlock = (page: SeedPage, block: SeedBlock, parentId: string, sort: number) => {
    unique('catalogue nodes', codes, block.code);
    const id = stableId('catalog', block.code);
    rows.catalogs.push({
      id,
      parentId,
      code: block.code,
      type: block.type,
      poiCode: page.poiCode,
      regionCode: page.regionCode,
      sort,
      texts: perLanguage((l) => ({ name: block.name[l], desc: text(block.desc, l) })),
    });
    block.items.forEach((item, index) => {
      unique('info items', infoKeys, `${block.code}/${item.key}`);
      rows.infos.push({
        id: stableId('info', `${block.code}/${item.key}`),
        catalogId: id,
        poiCode: item.poiCode ?? page.poiCode,
        regionCode: page.regionCode,
        imgLink: item.imgLink ?? '',
        link: item.link ?? '',
        sort: index + 1,
        texts: perLanguage((l) => ({
          title: item.title[l],
          summary: item.summary[l],
          desc: item.desc[l],
          tag: text(item.tags, l),
        })),
      });
    });
    (block.children ?? []).forEach((child, index) => addBlock(page, child, id, index + 1));
  };

  data.pages.forEach((page, index) => {
    unique('catalogue nodes', codes, page.code);
    const id = stableId('catalog', page.code);
    rows.catalogs.push({
      id,
      parentId: null,
      code: page.code,
      type: page.type,
      poiCode: page.poiCode,
      regionCode: page.regionCode,
      sort: index + 1,
      texts: perLanguage((l) => ({ name: page.name[l], desc: text(page.desc, l) })),
    });
    page.blocks.forEach((block, i) => addBlock(page, block, id, i + 1));
  });

  const poiCodes = new Set<string>();
  data.pois.forEach((poi, index) => {
    unique('POIs', poiCodes, poi.poiCode);
    rows.pois.push({
      id: stableId('poi', poi.poiCode),
      poiCode: poi.poiCode,
      poiType: poi.poiType,
      regionCode: poi.regionCode,
      imgMain: poi.imgMain,
      sort: index + 1,
      texts: perLanguage((l) => ({
        name: poi.name[l],
        nameNative: typeof poi.nameNative === 'string' ? poi.nameNative : poi.nameNative[l],
        summary: poi.summary[l],
        refundDesc: poi.refundDesc[l],
      })),
    });
  });
  return rows;
}
