import type {
  SeedBlock,
  SeedData,
  SeedInfo,
  SeedPage,
  SeedPoi,
  Translated,
} from '../../../gateway/db/seed/types.ts';

/**
 * A synthetic CMS `factor` times the seed: every POI (but the fixed dining list) and its POI
 * page copied factor - 1 times under new codes, and every block of the area pages holding
 * factor times its items, so that the site has about factor times the pages. Generated for the
 * build benchmark; never committed or seeded into the demo database.
 */
const suffix = (text: Translated, copy: number): Translated => ({
  'zh-TW': `${text['zh-TW']} ${copy + 1}`,
  'zh-CN': `${text['zh-CN']} ${copy + 1}`,
  en: `${text.en} ${copy + 1}`,
});

const copyItems = (items: SeedInfo[], factor: number): SeedInfo[] =>
  items.flatMap((item) => [
    item,
    ...Array.from({ length: factor - 1 }, (_, i) => ({
      ...item,
      key: `${item.key}-x${i + 1}`,
      title: suffix(item.title, i + 1),
    })),
  ]);

const copyBlock = (block: SeedBlock, factor: number, codeSuffix = ''): SeedBlock => ({
  ...block,
  code: `${block.code}${codeSuffix}`,
  items: codeSuffix ? block.items : copyItems(block.items, factor),
  ...(block.children
    ? { children: block.children.map((child) => copyBlock(child, factor, codeSuffix)) }
    : {}),
});

export function multiplySeed(data: SeedData, factor: number): SeedData {
  if (factor <= 1) return data;
  const copiedPois = new Map<string, SeedPoi[]>();
  const pois: SeedPoi[] = [...data.pois];
  for (const poi of data.pois) {
    if (poi.poiType === 4) continue;
    const copies = Array.from({ length: factor - 1 }, (_, i) => ({
      ...poi,
      poiCode: `${poi.poiCode}_X${i + 1}`,
      name: suffix(poi.name, i + 1),
    }));
    copiedPois.set(poi.poiCode, copies);
    pois.push(...copies);
  }
  const pages: SeedPage[] = [];
  for (const page of data.pages) {
    if (page.type !== 'POI') {
      pages.push({ ...page, blocks: page.blocks.map((b) => copyBlock(b, factor)) });
      continue;
    }
    pages.push(page);
    (copiedPois.get(page.poiCode) ?? []).forEach((poi, i) => {
      const codeSuffix = `-X${i + 1}`;
      pages.push({
        ...page,
        code: `${page.code}${codeSuffix}`,
        poiCode: poi.poiCode,
        name: suffix(page.name, i + 1),
        blocks: page.blocks.map((b) => copyBlock(b, factor, codeSuffix)),
      });
    });
  }
  return { pois, pages };
}
