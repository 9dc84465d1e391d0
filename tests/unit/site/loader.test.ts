// @vitest-environment node
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CmsLoadError,
  createCmsLoaders,
  fetchSnapshot,
  syncCollection,
} from '../../../src/content/loader.ts';
import type { CmsSource } from '../../../src/content/source.ts';
import type { CatalogNode, InfoItem, Poi } from '../../../src/lib/contract/cms.ts';
import type { Language } from '../../../src/lib/contract/common.ts';
import { fakeContext } from './support/loader-context.ts';

// ---- a fake gateway ------------------------------------------------------------------------

const node = (over: Partial<CatalogNode>): CatalogNode => ({
  id: '1',
  catalogCode: 'HOME-INDEX',
  catalogType: 'INDEX',
  catalogName: 'Home',
  catalogDesc: '',
  poiCode: 'HOME',
  regionCode: '',
  sort: 0,
  updatedAt: 1,
  children: [],
  ...over,
});

const homeIndex = node({
  children: [
    node({ id: '3', catalogCode: 'HOME-FAQ', catalogType: 'FAQ', catalogName: 'FAQ', sort: 2 }),
    node({ id: '2', catalogCode: 'HOME-BANNER', catalogType: 'BANNER', catalogName: '', sort: 1 }),
  ],
});

const info = (over: Partial<InfoItem>): InfoItem => ({
  id: '10',
  catalogId: '2',
  poiCode: 'HOME',
  regionCode: '',
  infoTitle: 'Summer nights',
  infoSummary: 'Fireworks every Saturday',
  infoDesc: '<p onclick="x()">Hello</p><script>alert(1)</script>',
  infoTag: 'family, night ,，',
  infoImgLink: JSON.stringify({ wap: [{ img: '/media/a.webp', href: '/GZ' }] }),
  infoLink: '',
  sort: 0,
  updatedAt: 1,
  ...over,
});

const poi = (code: string, region: string): Poi => ({
  id: String(100 + code.length),
  poiCode: code,
  poiName: code,
  poiNameNative: code,
  poiType: 1,
  imgMain: '/media/p.webp',
  poiRefundDesc: '<p>Refunds <iframe src="https://evil.example"></iframe></p>',
  regionCode: region,
  poiSummary: '',
  sort: 0,
  updatedAt: 1,
});

type Answer = { status?: number; body: unknown } | Error;
type Route = (path: string, lang: Language) => Answer | undefined;

const ok = (data: unknown): Answer => ({ body: { state: 'success', code: 'OK', msg: '', data } });

const defaultRoute: Route = (path) => {
  const url = new URL(path, 'http://gw');
  const q = url.searchParams;
  if (url.pathname.endsWith('/listPoi')) {
    const region = q.get('regionCode') ?? '';
    return ok(region === 'GZ' ? [poi('GZ_PARK', 'GZ')] : []);
  }
  if (url.pathname.endsWith('/listCatalog')) {
    return ok(q.get('catalogType') === 'INDEX' && q.get('poiCode') === 'HOME' ? [homeIndex] : []);
  }
  if (url.pathname.endsWith('/listInfo')) {
    const ids = (q.get('catalogIds') ?? '').split(',');
    return ok(ids.includes('2') ? [info({})] : []);
  }
  return undefined;
};

function fakeSource(override?: Route) {
  const calls: string[] = [];
  const source: CmsSource = {
    label: 'the fake gateway',
    get: (path, lang) =>
      Promise.resolve().then(() => {
        calls.push(`${lang} ${path}`);
        const answer = override?.(path, lang) ?? defaultRoute(path, lang);
        if (answer === undefined) return new Response('not found', { status: 404 });
        if (answer instanceof Error) throw answer;
        return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
      }),
    close: async () => {},
  };
  return { source, calls };
}

// ---- tests -----------------------------------------------------------------------------------

describe('CMS loader', () => {
  it('stores valid records of every language in the three collections', async () => {
    const { source, calls } = fakeSource();
    const loaders = createCmsLoaders({
      openSource: () => Promise.resolve(source),
      mediaCacheDir: false,
    });
    const catalogs = fakeContext();
    const infos = fakeContext();
    const pois = fakeContext();
    await Promise.all([
      loaders.catalogs.load(catalogs.context),
      loaders.infos.load(infos.context),
      loaders.pois.load(pois.context),
    ]);

    expect([...catalogs.entries.keys()].sort()).toEqual([
      'en/INDEX/HOME',
      'zh-CN/INDEX/HOME',
      'zh-TW/INDEX/HOME',
    ]);
    const home = catalogs.entries.get('zh-TW/INDEX/HOME')?.data;
    expect(home).toMatchObject({ lang: 'zh-TW', pageType: 'INDEX', poiCode: 'HOME' });
    // children are in sort order
    expect((home?.['root'] as CatalogNode).children.map((c) => c.catalogType)).toEqual([
      'BANNER',
      'FAQ',
    ]);

    const item = infos.entries.get('en/10')?.data;
    expect(item).toMatchObject({
      lang: 'en',
      infoTitle: 'Summer nights',
      infoDesc: '<p>Hello</p>',
      tags: ['family', 'night'],
      images: { kind: 'responsive', wap: [{ img: '/media/a.webp', href: '/GZ' }] },
    });

    expect([...pois.entries.keys()].sort()).toEqual([
      'en/GZ_PARK',
      'zh-CN/GZ_PARK',
      'zh-TW/GZ_PARK',
    ]);
    expect(pois.entries.get('zh-TW/GZ_PARK')?.data['poiRefundDesc']).toBe('<p>Refunds </p>');

    // one fetch feeds the three collections: listPoi once per region and language
    expect(calls.filter((c) => c.includes('/listPoi')).length).toBe(9);
    expect(calls.some((c) => c.startsWith('zh-CN ') && c.includes('listCatalog'))).toBe(true);
  });

  it('makes titles, summaries, tags, names and catalogue texts plain text, whatever markup they hold', async () => {
    const { source } = fakeSource((path) => {
      if (path.includes('/listInfo'))
        return ok([
          info({
            infoTitle: "<script>alert('XSS')</script>Summer <b>nights</b>",
            infoSummary: '<scr<script>ipt>alert(1)</scr</script>ipt> Fireworks &amp; music',
            infoTag: '<i>family</i>, <img src=x onerror=alert(1)>night, Kids < 3 free',
          }),
        ]);
      if (path.includes('/listPoi?regionCode=GZ'))
        return ok([
          {
            ...poi('GZ_PARK', 'GZ'),
            poiName: 'Safari<style>*{display:none}</style> Park',
            poiNameNative: '&lt;svg onload=alert(1)&gt;長隆',
            poiSummary: 'Animals<br>up close',
          },
        ]);
      if (path.includes('listCatalog?catalogType=INDEX&poiCode=HOME'))
        return ok([
          {
            ...homeIndex,
            catalogName: '<a href="javascript:alert(1)">Home</a>',
            catalogDesc: '<p>Welcome</p><p>back</p>',
          },
        ]);
      return undefined;
    });
    const { snapshot } = { snapshot: await fetchSnapshot(source) };
    const item = snapshot.infos.get('en/10');
    expect(item?.infoTitle).toBe('Summer nights');
    expect(item?.infoSummary).toBe('ipt>alert(1)ipt> Fireworks & music');
    expect(item?.tags).toEqual(['family', 'night', 'Kids < 3 free']);
    const park = snapshot.pois.get('en/GZ_PARK');
    expect([park?.poiName, park?.poiNameNative, park?.poiSummary]).toEqual([
      'Safari Park',
      '長隆',
      'Animals up close',
    ]);
    const root = snapshot.catalogs.get('en/INDEX/HOME')?.root;
    expect([root?.catalogName, root?.catalogDesc]).toEqual(['Home', 'Welcome back']);
    for (const text of [item?.infoTitle, item?.infoSummary, park?.poiName, root?.catalogName])
      expect(text).not.toMatch(/<[a-z/!]/i);
  });

  it('fails with a message naming the call when a record is invalid', async () => {
    const { source } = fakeSource((path, lang) =>
      path.includes('/listInfo') && lang === 'zh-CN'
        ? ok([info({}), { ...info({ id: '11' }), infoTitle: 42 }])
        : undefined,
    );
    const error = await fetchSnapshot(source).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CmsLoadError);
    const message = (error as Error).message;
    expect(message).toContain('GET /cl-odss-app/guest/site/cms/listInfo?catalogIds=');
    expect(message).toContain('(Accept-Language: zh-CN)');
    expect(message).toContain('data[1] (id 11)');
    expect(message).toContain('infoTitle: expected string');
  });

  it('fails the collection load, not just the fetch, on an invalid record', async () => {
    const { source } = fakeSource((path) =>
      path.includes('/listPoi?regionCode=ZH') ? ok([{ poiCode: 'ZH_X' }]) : undefined,
    );
    const loaders = createCmsLoaders({
      openSource: () => Promise.resolve(source),
      mediaCacheDir: false,
    });
    await expect(loaders.pois.load(fakeContext().context)).rejects.toThrow(
      /listPoi\?regionCode=ZH \(Accept-Language: zh-TW\) returned an invalid record at data\[0\] \(poiCode ZH_X\)/,
    );
  });

  it('fails on an error envelope, naming the call, the code and the message', async () => {
    const { source } = fakeSource((path) =>
      path.includes('catalogType=INDEX&poiCode=GZ')
        ? {
            status: 500,
            body: {
              state: 'error',
              code: 'INTERNAL_ERROR',
              msg: 'directory data fetch failed',
              data: null,
            },
          }
        : undefined,
    );
    await expect(fetchSnapshot(source)).rejects.toThrow(
      'GET /cl-odss-app/guest/site/cms/listCatalog?catalogType=INDEX&poiCode=GZ (Accept-Language: zh-TW) answered HTTP 500 with state "error", code INTERNAL_ERROR: directory data fetch failed',
    );
  });

  it('fails when the gateway cannot be reached or answers something else than the envelope', async () => {
    const down = fakeSource(() => new Error('connect ECONNREFUSED'));
    await expect(fetchSnapshot(down.source)).rejects.toThrow(
      /could not reach the fake gateway \(connect ECONNREFUSED\)/,
    );
    const html = fakeSource(() => ({ body: '<html>' }));
    await expect(fetchSnapshot(html.source)).rejects.toThrow(
      /without the \{state, code, msg, data\} envelope/,
    );
    const notList = fakeSource((path) => (path.includes('listPoi') ? ok({}) : undefined));
    await expect(fetchSnapshot(notList.source)).rejects.toThrow(/data that is not a list/);
  });

  it('refuses to build an empty site when the home catalogue is missing', async () => {
    const { source } = fakeSource((path) => (path.includes('listCatalog') ? ok([]) : undefined));
    await expect(fetchSnapshot(source)).rejects.toThrow(
      /listCatalog\?catalogType=INDEX&poiCode=HOME \(Accept-Language: zh-TW\) returned no catalogue/,
    );
  });

  it('copies the pictures of the content into the media cache and warns about missing ones', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'cms-loader-media-'));
    try {
      const webp = new Uint8Array([...Buffer.from('RIFF'), 0, 0, 0, 0, ...Buffer.from('WEBP')]);
      const fetched: string[] = [];
      const { source } = fakeSource();
      const withMedia: CmsSource = {
        ...source,
        get: async (path, lang) => {
          if (!path.startsWith('/media/')) return source.get(path, lang);
          fetched.push(path);
          return path === '/media/a.webp'
            ? new Response(new Blob([Buffer.from(webp)]), { status: 200 })
            : new Response('', { status: 404 });
        },
      };
      const loaders = createCmsLoaders({
        openSource: () => Promise.resolve(withMedia),
        mediaCacheDir: dir,
      });
      const { context, logs } = fakeContext();
      await loaders.infos.load(context);
      expect(fetched.sort()).toEqual(['/media/a.webp', '/media/p.webp']);
      expect(new Uint8Array(await readFile(join(dir, 'a.webp')))).toEqual(webp);
      expect(logs.join('\n')).toMatch(/Cached 2 pictures for the image pipeline \(1 written/);
      expect(logs.join('\n')).toMatch(
        /1 pictures could not be fetched from the fake gateway: \/media\/p\.webp \(HTTP 404\)/,
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('leaves unchanged entries alone and deletes vanished ones', async () => {
    const { context, entries } = fakeContext();
    const first = new Map<string, Record<string, unknown>>([
      ['a', { v: 1 }],
      ['b', { v: 2 }],
    ]);
    expect(await syncCollection(context, first)).toBe(2);
    const second = new Map<string, Record<string, unknown>>([
      ['a', { v: 1 }],
      ['c', { v: 3 }],
    ]);
    expect(await syncCollection(context, second)).toBe(1);
    expect([...entries.keys()].sort()).toEqual(['a', 'c']);
  });
});
