// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  areaCatalog,
  areaLinks,
  detailPages,
  diningPages,
  indexContent,
  poiPages,
  shownPages,
  treeItems,
} from '../../../src/content/site-map.ts';
import type {
  CatalogEntryData,
  InfoEntryData,
  PoiEntryData,
} from '../../../src/content/schemas.ts';
import type { CatalogNode, PageCatalogType } from '../../../src/lib/contract/cms.ts';

// ---- fixtures ------------------------------------------------------------------------------

const node = (id: string, over: Partial<CatalogNode> = {}): CatalogNode => ({
  id,
  catalogCode: `C${id}`,
  catalogType: 'ARTICLE_BOX',
  catalogName: `Node ${id}`,
  catalogDesc: '',
  poiCode: 'GZ',
  regionCode: 'GZ',
  sort: 0,
  updatedAt: 1,
  children: [],
  ...over,
});

const page = (
  pageType: PageCatalogType,
  poiCode: string,
  id: string,
  children: CatalogNode[] = [],
): CatalogEntryData => ({
  lang: 'en',
  pageType,
  poiCode,
  root: node(id, { catalogType: pageType, poiCode, children }),
});

const info = (id: string, catalogId: string, over: Partial<InfoEntryData> = {}): InfoEntryData => ({
  lang: 'en',
  id,
  catalogId,
  poiCode: 'GZ',
  regionCode: 'GZ',
  infoTitle: `Item ${id}`,
  infoSummary: '',
  infoDesc: '',
  tags: [],
  images: { kind: 'none' },
  infoLink: '',
  sort: 0,
  updatedAt: 1,
  ...over,
});

const poi = (poiCode: string, poiType: 1 | 2 | 3 | 4, regionCode: string): PoiEntryData => ({
  lang: 'en',
  id: String(poiCode.length),
  poiCode,
  poiName: poiCode,
  poiNameNative: poiCode,
  poiType,
  imgMain: '',
  poiRefundDesc: '',
  poiSummary: '',
  regionCode,
  sort: 0,
  updatedAt: 1,
});

const content = indexContent(
  'en',
  [
    page('INDEX', 'HOME', '1', [node('11', { poiCode: 'HOME', regionCode: '' })]),
    page('INDEX', 'GZ', '2', [node('21')]),
    page('DISCOUNT', 'GZ', '3', [node('31')]),
    page('GROUP_HONOR', 'HOME', '4', [node('41', { poiCode: 'HOME', regionCode: '' })]),
    page('GROUP_HONOR', 'GZ', '5', [node('51')]),
    page('PLAY_GUIDE', 'GZ', '6', [node('61', { children: [node('62')] }), node('63')]),
    page('ANNUAL_CARD', 'GZ', '7', [node('71', { catalogType: 'TAB' })]),
    page('POI', 'GZ_PARK', '8', [node('81', { poiCode: 'GZ_PARK' })]),
    page('POI', 'GONE', '9', [node('91')]),
  ],
  [
    info('100', '11', { poiCode: 'HOME', regionCode: '' }),
    info('310', '31'),
    info('311', '31', { sort: -1 }),
    info('410', '41', { poiCode: '', regionCode: '' }),
    info('610', '61'),
    info('620', '62'),
    info('630', '63'),
    info('810', '81', { poiCode: 'GZ_PARK' }),
    info('999', '404'),
  ],
  [
    poi('GZ_PARK', 1, 'GZ'),
    poi('GZ_PANDA_CAFE', 4, 'GZ'),
    poi('GZ_HOTEL', 3, 'GZ'),
    poi('ZH_OCEAN_BISTRO', 4, 'ZH'),
  ],
);

// ---- tests ---------------------------------------------------------------------------------

describe('areaCatalog', () => {
  it('gives each area its own catalogue of a kind', () => {
    expect(areaCatalog(content, 'DISCOUNT', 'GZ')?.root.id).toBe('3');
    expect(areaCatalog(content, 'GROUP_HONOR', 'home')?.root.id).toBe('4');
  });

  it('shows GZ content on the home address when HOME has none of that kind', () => {
    expect(areaCatalog(content, 'DISCOUNT', 'home')?.root.id).toBe('3');
    expect(areaCatalog(content, 'PLAY_GUIDE', 'home')?.root.id).toBe('6');
  });

  it('gives nothing to another area without that kind (its page shows the empty state)', () => {
    expect(areaCatalog(content, 'DISCOUNT', 'QY')).toBeUndefined();
    expect(areaCatalog(content, 'DISCOUNT', 'ZH')).toBeUndefined();
  });
});

describe('treeItems', () => {
  it('lists the items of a tree node by node, each node in sort order', () => {
    const guide = areaCatalog(content, 'PLAY_GUIDE', 'GZ');
    expect(guide && treeItems(content, guide.root).map((i) => i.id)).toEqual(['610', '620', '630']);
    const discount = areaCatalog(content, 'DISCOUNT', 'GZ');
    expect(discount && treeItems(content, discount.root).map((i) => i.id)).toEqual(['311', '310']);
  });
});

describe('poiPages', () => {
  it('makes a page for each POI catalogue whose POI exists, under its region', () => {
    expect(poiPages(content).map((p) => [p.address, p.path])).toEqual([
      ['GZ', '/GZ/poi/8/1/GZ_PARK'],
    ]);
    expect(content.poiPaths.get('GONE')).toBeUndefined();
  });
});

describe('shownPages', () => {
  it('lists every catalogue page under the address that shows it', () => {
    const paths = shownPages(content).map((p) => p.path);
    expect(paths).toContain('/home');
    expect(paths).toContain('/home/discount');
    expect(paths).toContain('/GZ/discount');
    expect(paths).toContain('/home/annual-card/7');
    expect(paths).toContain('/GZ/annual-card/7');
    expect(paths).toContain('/GZ/poi/8/1/GZ_PARK');
    expect(paths).not.toContain('/QY/discount');
  });
});

describe('detailPages', () => {
  const paths = detailPages(content).map((p) => p.path);

  it('puts each item under the address of every page that shows it', () => {
    expect(paths).toContain('/GZ/cms-detail/31/GZ/310');
    expect(paths).toContain('/home/cms-detail/31/GZ/310');
    expect(paths).toContain('/GZ/cms-detail/81/GZ_PARK/810');
  });

  it('keeps home items under /home and uses GLOBAL for items without a poiCode', () => {
    expect(paths).toContain('/home/cms-detail/11/HOME/100');
    expect(paths).toContain('/home/cms-detail/41/GLOBAL/410');
    expect(paths).not.toContain('/GZ/cms-detail/11/HOME/100');
  });

  it('also gives items no page shows a detail page under their region, once', () => {
    expect(paths).toContain('/GZ/cms-detail/404/GZ/999');
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('knows the page that shows the item, for the way back', () => {
    const detail = detailPages(content).find((p) => p.path === '/home/cms-detail/31/GZ/310');
    expect(detail?.parent?.path).toBe('/home/discount');
  });
});

describe('diningPages', () => {
  it('has one page per dining code of the region; home offers GZ dining', () => {
    const pages = diningPages(content).map((p) => `${p.address}:${p.poiCode}`);
    expect(pages).toContain('home:GZ_PANDA_CAFE');
    expect(pages).toContain('GZ:GZ_PANDA_CAFE');
    expect(pages).toContain('ZH:ZH_OCEAN_BISTRO');
    expect(pages).not.toContain('home:ZH_OCEAN_BISTRO');
    expect(pages.filter((p) => p.startsWith('QY:'))).toEqual([]);
    // dining codes without a POI in the CMS still get their page, by their prefix
    expect(pages).toContain('GZ:GZ_DIM_SUM_HOUSE');
  });
});

describe('areaLinks', () => {
  it('links the pages of an area that have something to show, grouped', () => {
    expect(areaLinks(content, 'GZ').map((l) => `${l.group}:${l.path}`)).toEqual([
      'plan:/GZ/play-guide',
      'book:/GZ/buy-tickets',
      'book:/GZ/buy-hotel',
      'book:/GZ/annual-card/7',
      'book:/GZ/discount',
      'help:/GZ/search',
      'about:/GZ/group-Honor',
    ]);
  });

  it('gives home the GZ pages it shows and an empty area only search', () => {
    expect(areaLinks(content, 'home').map((l) => l.path)).toContain('/home/play-guide');
    expect(areaLinks(content, 'QY').map((l) => l.path)).toEqual(['/QY/search']);
  });
});
