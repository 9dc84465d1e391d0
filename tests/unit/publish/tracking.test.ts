// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { indexContent } from '../../../src/content/site-map.ts';
import { contentHashes, moreLinks, trackedContent } from '../../../src/content/tracked.ts';
import { fingerprint, recompute, trackPage, tracker } from '../../../src/content/tracking.ts';
import type {
  CatalogEntryData,
  InfoEntryData,
  PoiEntryData,
} from '../../../src/content/schemas.ts';
import { nextState, planPublish } from '../../../scripts/publish/plan.ts';
import type { RenderState } from '../../../scripts/publish/state.ts';
import { headStyles } from '../../../scripts/publish/integration.ts';

/** What a page reads of the content, and which pages a publish renders from that. */

const node = (id: string, type: string, children: CatalogEntryData['root'][] = []) => ({
  id,
  catalogCode: `C${id}`,
  catalogType: type as CatalogEntryData['root']['catalogType'],
  catalogName: `Node ${id}`,
  catalogDesc: '',
  poiCode: 'GZ',
  regionCode: 'GZ',
  sort: Number(id),
  updatedAt: 0,
  children,
});
const item = (id: string, catalogId: string, title = `Item ${id}`): InfoEntryData => ({
  lang: 'en',
  id,
  catalogId,
  poiCode: 'GZ',
  regionCode: 'GZ',
  infoTitle: title,
  infoSummary: '',
  infoDesc: '',
  tags: [],
  images: { kind: 'none' },
  infoLink: '',
  sort: Number(id),
  updatedAt: 0,
});
const poi = (code: string, name = code): PoiEntryData => ({
  lang: 'en',
  id: code,
  poiCode: code,
  poiName: name,
  poiNameNative: '',
  poiType: 1,
  imgMain: '',
  poiRefundDesc: '',
  poiSummary: '',
  regionCode: 'GZ',
  sort: 0,
  updatedAt: 0,
});

function content(items: InfoEntryData[], pois = [poi('GZ_PARK')]) {
  const catalogs: CatalogEntryData[] = [
    {
      lang: 'en',
      pageType: 'INDEX',
      poiCode: 'GZ',
      root: node('1', 'INDEX', [node('2', 'BANNER')]),
    },
    { lang: 'en', pageType: 'PLAY_GUIDE', poiCode: 'GZ', root: node('3', 'PLAY_GUIDE') },
  ];
  return trackedContent(indexContent('en', catalogs, items, pois));
}

describe('recording what a page reads', () => {
  it('records each lookup of a tracked map and the whole list for an iteration', () => {
    const site = content([item('10', '2')]);
    const reads = new Set<string>();
    tracker().als.run(reads, () => {
      site.catalogs.get('INDEX/GZ');
      site.catalogs.get('DISCOUNT/GZ');
      site.infos.get('2');
      expect([...site.pois.values()]).toHaveLength(1);
    });
    expect([...reads].sort()).toEqual([
      'catalog:en:DISCOUNT/GZ',
      'catalog:en:INDEX/GZ',
      'infos:en:2',
      'poi:en:*',
    ]);
  });

  it('counts content in a page’s props as reads of it and fingerprints the rest', () => {
    const site = content([item('10', '2')]);
    const entry = site.catalogs.get('INDEX/GZ')!;
    const reads = new Set<string>();
    const a = fingerprint({ page: { root: entry.root, infos: site.infos }, toc: ['x'] }, reads);
    expect([...reads]).toEqual(['catalog:en:INDEX/GZ']);
    const b = fingerprint({ page: { root: entry.root, infos: site.infos }, toc: ['y'] }, new Set());
    expect(a).not.toBe(b);
  });

  it('records a derived value by its key and not what computing it read', async () => {
    const site = content([item('10', '2')]);
    const record = await trackPage('/en/GZ/', '/[...lang]/[address]', { locale: 'en' }, () => {
      moreLinks(site, 'GZ');
      return Promise.resolve();
    });
    void record;
    const page = tracker().pages.get('/en/GZ');
    expect(page?.reads).toEqual(['derived:areaLinks:en:["GZ"]']);
    const hash = tracker().derived.get('derived:areaLinks:en:["GZ"]');
    expect(recompute('derived:areaLinks:en:["GZ"]', () => site)).toBe(hash);
  });
});

describe('the pages a publish renders', () => {
  const state = (site: ReturnType<typeof content>, pages: RenderState['pages']): RenderState => {
    const hashes = new Map<string, string>();
    contentHashes(site, hashes, new WeakMap());
    return { pages, hashes };
  };
  const entry = { params: {} };
  const page = (reads: string[], print = 'p') => ({
    route: '/r',
    fingerprint: print,
    reads,
    entry,
  });

  it('renders the pages whose reads changed, are new or have other props, and drops the gone', () => {
    const before = content([item('10', '2'), item('11', '2'), item('12', '3')]);
    const after = content([item('10', '2', 'Renamed'), item('11', '2'), item('12', '3')]);
    const old = state(
      before,
      new Map([
        ['/en/GZ', page(['catalog:en:INDEX/GZ', 'infos:en:2'])],
        ['/en/GZ/play-guide', page(['catalog:en:PLAY_GUIDE/GZ', 'infos:en:3'])],
        ['/en/old', page([])],
        ['/en/props', page([], 'old')],
      ]),
    );
    const hashes = new Map<string, string>();
    contentHashes(after, hashes, new WeakMap());
    const plan = planPublish(
      old,
      hashes,
      new Map([
        ['/en/GZ', page([])],
        ['/en/GZ/play-guide', page([])],
        ['/en/new', page([])],
        ['/en/props', page([], 'new')],
      ]),
    );
    expect(plan.render.map((p) => p.path).sort()).toEqual(['/en/GZ', '/en/new', '/en/props']);
    expect(plan.delete).toEqual(['/en/old']);
    expect(plan.changedKeys).toEqual(['infos:en:2']);
    const next = nextState(old, hashes, new Map([['/en/new', page(['x'])]]), plan.delete);
    expect([...next.pages.keys()].sort()).toEqual([
      '/en/GZ',
      '/en/GZ/play-guide',
      '/en/new',
      '/en/props',
    ]);
  });

  it('renders nothing for a save that changed only the stamps no page shows', () => {
    // an English title edit saves the item's row: the other languages' entries get a new
    // updatedAt and nothing else
    const stamped = (at: number) => {
      const entry = { ...item('10', '2'), updatedAt: at };
      return content([entry], [{ ...poi('GZ_PARK'), updatedAt: at }]);
    };
    const old = state(
      stamped(1),
      new Map([
        ['/en/GZ', page(['catalog:en:INDEX/GZ', 'infos:en:2', 'info:en:10'])],
        ['/en/GZ/poi', page(['poi:en:GZ_PARK'])],
      ]),
    );
    const hashes = new Map<string, string>();
    contentHashes(stamped(2), hashes, new WeakMap());
    const plan = planPublish(
      old,
      hashes,
      new Map([
        ['/en/GZ', page([])],
        ['/en/GZ/poi', page([])],
      ]),
    );
    expect(plan.render).toEqual([]);
    // nor does a stamp in a page's own props count
    const reads = new Set<string>();
    expect(fingerprint({ node: { id: '1', updatedAt: 1 } }, reads)).toBe(
      fingerprint({ node: { id: '1', updatedAt: 2 } }, reads),
    );
  });

  it('sees a key that appears (a catalogue asked for that did not exist) as changed', () => {
    const before = content([]);
    const old = state(before, new Map([['/en/GZ', page(['catalog:en:DISCOUNT/GZ'])]]));
    const hashes = new Map(old.hashes);
    hashes.set('catalog:en:DISCOUNT/GZ', 'now there');
    const plan = planPublish(old, hashes, new Map([['/en/GZ', page([])]]));
    expect(plan.render).toEqual([{ path: '/en/GZ', route: '/r', entry }]);
  });
});

describe('the styles of a route, read back from a built page', () => {
  it('reads the links and inline styles renderHead put right before </head>, in order', () => {
    const html =
      '<head><meta charset="utf-8"><script type="module" src="/_astro/a.js"></script>' +
      '<link rel="stylesheet" href="/_astro/a.css">\n<style>.x{color:red}</style>\n' +
      '<link rel="stylesheet" href="/_astro/b.css"></head><body></body>';
    expect(headStyles(html)).toEqual([
      { type: 'external', src: '/_astro/a.css' },
      { type: 'inline', content: '.x{color:red}' },
      { type: 'external', src: '/_astro/b.css' },
    ]);
    expect(headStyles('<head><title>x</title></head>')).toEqual([]);
  });
});
