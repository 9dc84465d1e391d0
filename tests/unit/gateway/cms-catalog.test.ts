import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  catalogListSchema,
  infoListSchema,
  type CatalogNode,
} from '../../../src/lib/contract/cms.ts';
import { LANGUAGES } from '../../../src/lib/contract/common.ts';
import { seedDatabase } from '../../../gateway/db/seed.ts';
import { CMS, data } from './support/envelope.ts';
import { fixtureSeed, t } from './support/fixture.ts';
import { createTestGateway, SEEDED_AT, type TestGateway } from './support/gateway.ts';

let gw: TestGateway;
beforeEach(async () => {
  gw = await createTestGateway();
});
afterEach(() => gw.close());

const names = (nodes: CatalogNode[]): unknown =>
  nodes.map((n) => [n.catalogName, names(n.children)]);

describe('listCatalog', () => {
  it('answers the root of a page kind and poiCode with its children tree, in each language', async () => {
    const expected = {
      'zh-TW': [
        '廣州度假區',
        [
          ['橫幅', []],
          [
            '分頁',
            [
              ['甲', []],
              ['乙', []],
            ],
          ],
        ],
      ],
      'zh-CN': [
        '广州度假区',
        [
          ['横幅', []],
          [
            '分页',
            [
              ['甲', []],
              ['乙', []],
            ],
          ],
        ],
      ],
      en: [
        'Guangzhou Resort',
        [
          ['Banner', []],
          [
            'Tabs',
            [
              ['A', []],
              ['B', []],
            ],
          ],
        ],
      ],
    };
    for (const lang of LANGUAGES) {
      const res = await gw.get(`${CMS}/listCatalog?catalogType=INDEX&poiCode=GZ`, lang);
      const roots = await data(res, catalogListSchema);
      expect(names(roots), lang).toEqual([expected[lang]]);
      expect(roots[0]).toMatchObject({
        catalogCode: 'GZ-INDEX',
        catalogType: 'INDEX',
        poiCode: 'GZ',
        regionCode: 'GZ',
        updatedAt: SEEDED_AT,
      });
    }
  });

  it('falls back to Traditional Chinese where a translation is empty', async () => {
    const res = await gw.get(`${CMS}/listCatalog?catalogType=INDEX&poiCode=ZH`, 'en');
    const roots = await data(res, catalogListSchema);
    expect(roots.map((r) => r.catalogName)).toEqual(['橫琴度假區']);
  });

  it('answers Traditional Chinese when no language is asked for', async () => {
    const roots = await data(
      await gw.get(`${CMS}/listCatalog?catalogType=INDEX&poiCode=GZ`),
      catalogListSchema,
    );
    expect(roots[0]?.catalogName).toBe('廣州度假區');
  });

  it('answers an empty list when nothing matches', async () => {
    const res = await gw.get(`${CMS}/listCatalog?catalogType=DISCOUNT&poiCode=QY`, 'en');
    expect(await data(res, catalogListSchema)).toEqual([]);
  });

  it('lets browsers reuse content for a minute, per language', async () => {
    const res = await gw.get(`${CMS}/listCatalog?catalogType=INDEX&poiCode=GZ`);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    expect(res.headers.get('vary')).toContain('Accept-Language');
  });
});

async function catalogIds(): Promise<Record<string, string>> {
  const roots = await data(
    await gw.get(`${CMS}/listCatalog?catalogType=INDEX&poiCode=GZ`),
    catalogListSchema,
  );
  const ids: Record<string, string> = {};
  const walk = (n: CatalogNode) => {
    ids[n.catalogCode] = n.id;
    n.children.forEach(walk);
  };
  roots.forEach(walk);
  return ids;
}

describe('listInfo', () => {
  it('answers the items of the asked nodes in the order asked, then by sort, in each language', async () => {
    const ids = await catalogIds();
    const query = `catalogIds=${ids['GZ-INDEX-TAB-A']},${ids['GZ-INDEX-BANNER']}`;
    const titles = {
      'zh-TW': ['問一', '第一張', '第二張'],
      'zh-CN': ['问一', '第一张', '第二张'],
      en: ['Question one', 'First slide', 'Second slide'],
    };
    for (const lang of LANGUAGES) {
      const items = await data(await gw.get(`${CMS}/listInfo?${query}`, lang), infoListSchema);
      expect(
        items.map((i) => i.infoTitle),
        lang,
      ).toEqual(titles[lang]);
    }
    const [, banner, linked] = await data(
      await gw.get(`${CMS}/listInfo?${query}`, 'en'),
      infoListSchema,
    );
    expect(banner).toMatchObject({
      catalogId: ids['GZ-INDEX-BANNER'],
      infoTag: 'hot,new',
      poiCode: 'GZ',
    });
    expect(banner?.infoImgLink).toContain('/media/seed/a.webp');
    expect(linked?.infoLink).toBe('https://example.com');
  });

  it('falls back to Traditional Chinese where a translation is empty', async () => {
    const [root] = await data(
      await gw.get(`${CMS}/listCatalog?catalogType=POI&poiCode=GZ_PARK`),
      catalogListSchema,
    );
    const about = root?.children[0]?.id ?? '';
    const items = await data(
      await gw.get(`${CMS}/listInfo?catalogIds=${about}`, 'en'),
      infoListSchema,
    );
    expect(items.map((i) => [i.infoTitle, i.infoSummary])).toEqual([
      ['只有中文標題', 'about-1 summary'],
    ]);
  });

  it('filters by poiCode and regionCode', async () => {
    const ids = await catalogIds();
    const all = `catalogIds=${ids['GZ-INDEX-TAB-A']},${ids['GZ-INDEX-TAB-B']}`;
    const byPoi = await data(
      await gw.get(`${CMS}/listInfo?${all}&poiCode=GZ_PARK`),
      infoListSchema,
    );
    expect(byPoi.map((i) => i.poiCode)).toEqual(['GZ_PARK']);
    const byRegion = await data(
      await gw.get(`${CMS}/listInfo?${all}&regionCode=ZH`),
      infoListSchema,
    );
    expect(byRegion).toEqual([]);
  });

  it('answers only the items changed since updatedSince', async () => {
    const content = fixtureSeed();
    const banner = content.pages[0]?.blocks[0]?.items[1];
    if (!banner) throw new Error('fixture changed');
    banner.title = t('改過', '改过', 'Changed');
    await seedDatabase(gw.db, content, { now: SEEDED_AT + 5000 });
    const ids = await catalogIds();
    const list = (since: string) =>
      gw.get(`${CMS}/listInfo?catalogIds=${ids['GZ-INDEX-BANNER']}&updatedSince=${since}`, 'en');
    const changed = await data(await list(String(SEEDED_AT + 1)), infoListSchema);
    expect(changed.map((i) => [i.infoTitle, i.updatedAt])).toEqual([['Changed', SEEDED_AT + 5000]]);
    const iso = await data(await list(new Date(SEEDED_AT).toISOString()), infoListSchema);
    expect(iso).toHaveLength(2);
  });

  it('answers an empty list for ids that do not exist', async () => {
    const items = await data(await gw.get(`${CMS}/listInfo?catalogIds=1,2`), infoListSchema);
    expect(items).toEqual([]);
  });
});
