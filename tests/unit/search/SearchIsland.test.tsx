// @vitest-environment jsdom
import { CMS_ROUTES, PRODUCT_ROUTES } from '../../../src/lib/contract/routes.ts';
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import SearchIsland, { type SearchIslandProps } from '../../../src/islands/search/SearchIsland.tsx';
import { queryClient } from '../../../src/lib/api/query.ts';
import type { Poi } from '../../../src/lib/contract/cms.ts';
import type { InfoHit } from '../../../src/lib/contract/search.ts';
import { $language } from '../../../src/lib/session/language.ts';
import en from '../../../locales/en/search.json';
import { resetStores } from '../api/harness.ts';
import { fail, ok, startServer, type TestServer } from '../api/test-server.ts';

/**
 * The search island against a real HTTP server: the shared `api` client reaches it through
 * PUBLIC_API_BASE, as a build with that variable would.
 */

const poi = (poiCode: string, poiType: 1 | 2 | 3 | 4, poiName: string): Poi => ({
  id: String(poiCode.length),
  poiCode,
  poiName,
  poiNameNative: '',
  poiType,
  imgMain: '',
  poiRefundDesc: '',
  regionCode: 'GZ',
  poiSummary: `${poiName} summary`,
  sort: 0,
  updatedAt: 0,
});

const hit = (id: string, over: Partial<InfoHit> = {}): InfoHit => ({
  id,
  catalogId: '500',
  poiCode: 'GZ',
  regionCode: 'GZ',
  infoTitle: `Article ${id}`,
  infoSummary: '',
  infoTag: '',
  infoLink: '',
  ...over,
});

const props: SearchIslandProps = {
  locale: 'en',
  defaultRegion: 'GZ',
  regions: [
    { code: 'GZ', name: 'Guangzhou' },
    { code: 'ZH', name: 'Hengqin' },
    { code: 'QY', name: 'Qingyuan' },
  ],
  poiPaths: { GZ_PARK: '/GZ/poi/8/1/GZ_PARK' },
  messages: en,
};

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
  vi.stubEnv('PUBLIC_API_BASE', server.url);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await server.close();
});
afterEach(() => {
  cleanup();
  queryClient.clear();
  server.reset();
  resetStores();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

const at = (path: string) => window.history.replaceState(null, '', path);

describe('search island', () => {
  it('searches the keyword of the URL and shows places and content in two groups', async () => {
    server.route(PRODUCT_ROUTES.paths.searchPoi, () =>
      ok([poi('GZ_PARK', 1, 'Safari Park'), poi('GZ_PANDA_CAFE', 4, 'Panda Café')]),
    );
    server.route(CMS_ROUTES.paths.searchInfo, () =>
      ok({
        list: [
          hit('1', { infoTag: 'family, panda' }),
          hit('2', { poiCode: '', regionCode: '' }),
          hit('3', { infoLink: 'https://www.12306.cn/' }),
        ],
        total: 3,
        pageNum: 1,
        pageSize: 20,
      }),
    );
    at('/en/GZ/search?keyword=panda');
    render(<SearchIsland {...props} />);

    const places = await screen.findByRole('region', { name: /Places/ });
    expect(within(places).getByRole('link', { name: 'Safari Park' })).toHaveAttribute(
      'href',
      '/en/GZ/poi/8/1/GZ_PARK',
    );
    expect(within(places).getByRole('link', { name: 'Panda Café' })).toHaveAttribute(
      'href',
      '/en/GZ/buy-food/GZ_PANDA_CAFE',
    );
    const content = await screen.findByRole('region', { name: /Articles and information/ });
    expect(within(content).getByRole('link', { name: 'Article 1' })).toHaveAttribute(
      'href',
      '/en/GZ/cms-detail/500/GZ/1',
    );
    expect(within(content).getByRole('link', { name: 'Article 2' })).toHaveAttribute(
      'href',
      '/en/home/cms-detail/500/GLOBAL/2',
    );
    const external = within(content).getByRole('link', { name: /Article 3/ });
    expect(external).toHaveAttribute('href', 'https://www.12306.cn/');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(within(content).getByRole('list', { name: 'Tags' })).toHaveTextContent('panda');
    expect(screen.getByRole('status')).toHaveTextContent('5 results for “panda”');

    expect(screen.getByRole('searchbox', { name: 'Keyword' })).toHaveValue('panda');
    const [seen] = server.calls(PRODUCT_ROUTES.paths.searchPoi);
    expect(seen?.query.get('keyword')).toBe('panda');
    expect(seen?.query.get('regionCode')).toBe('GZ');
    // the page's language travels with the call
    expect(seen?.headers.get('accept-language')).toBe('en');
    expect($language.get()).toBe('en');
  });

  it('keeps a submitted search in the URL and announces that it is searching', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.route(PRODUCT_ROUTES.paths.searchPoi, async () => {
      await held;
      return ok([]);
    });
    server.route(CMS_ROUTES.paths.searchInfo, () =>
      ok({ list: [hit('9')], total: 1, pageNum: 1, pageSize: 20 }),
    );
    at('/en/ZH/search');
    render(<SearchIsland {...props} defaultRegion="ZH" />);

    fireEvent.input(screen.getByRole('searchbox', { name: 'Keyword' }), {
      target: { value: '  dolphin ' },
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'Resort' }), { target: { value: '' } });
    fireEvent.submit(screen.getByRole('search', { name: 'Search the resorts' }));

    expect(window.location.pathname).toBe('/en/ZH/search');
    expect(new URLSearchParams(window.location.search).get('keyword')).toBe('dolphin');
    expect(new URLSearchParams(window.location.search).get('regionCode')).toBe('');
    expect(await screen.findByRole('status')).toHaveTextContent('Searching…');
    release();
    expect(await screen.findByRole('link', { name: 'Article 9' })).toBeInTheDocument();
    // all regions: no regionCode is sent
    expect(server.calls(CMS_ROUTES.paths.searchInfo)[0]?.query.has('regionCode')).toBe(false);
  });

  it('asks for a keyword instead of searching a blank one', () => {
    at('/en/GZ/search');
    render(<SearchIsland {...props} />);
    const input = screen.getByRole('searchbox', { name: 'Keyword' });

    fireEvent.input(input, { target: { value: '   ' } });
    fireEvent.submit(screen.getByRole('search'));

    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter a keyword to search.');
    expect(input).toHaveFocus();
    expect(server.seen).toEqual([]);
  });

  it('says that nothing matches', async () => {
    server.route(PRODUCT_ROUTES.paths.searchPoi, () => ok([]));
    server.route(CMS_ROUTES.paths.searchInfo, () =>
      ok({ list: [], total: 0, pageNum: 1, pageSize: 20 }),
    );
    at('/en/GZ/search?keyword=zebra');
    render(<SearchIsland {...props} />);

    expect(await screen.findByRole('heading', { name: 'No results' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Nothing matches “zebra”.');
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('says "search failed, try later" when the gateway fails, and can try again', async () => {
    let failing = true;
    server.route(PRODUCT_ROUTES.paths.searchPoi, () =>
      failing ? fail(503, 'UNAVAILABLE', 'down') : ok([]),
    );
    server.route(CMS_ROUTES.paths.searchInfo, () =>
      ok({ list: [hit('4')], total: 1, pageNum: 1, pageSize: 20 }),
    );
    at('/en/GZ/search?keyword=lion');
    render(<SearchIsland {...props} />);

    // a 503 is retried once before it counts as a failure
    const alert = await screen.findByText(en['search.failed'], {}, { timeout: 5000 });
    expect(screen.getByRole('alert')).toContainElement(alert);

    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('1 result for “lion”')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('shows more content results page by page', async () => {
    server.route(PRODUCT_ROUTES.paths.searchPoi, () => ok([]));
    server.route(CMS_ROUTES.paths.searchInfo, (req) => {
      const page = Number(req.query.get('pageNum'));
      return ok({ list: [hit(String(page))], total: 21, pageNum: page, pageSize: 20 });
    });
    at('/en/GZ/search?keyword=tiger');
    render(<SearchIsland {...props} />);

    fireEvent.click(await screen.findByRole('button', { name: 'Show more results' }));

    expect(await screen.findByRole('link', { name: 'Article 2' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more results' })).toBeNull();
    expect(server.calls(CMS_ROUTES.paths.searchInfo).map((r) => r.query.get('pageNum'))).toEqual([
      '1',
      '2',
    ]);
  });

  it('follows the back button to the previous search', async () => {
    server.route(PRODUCT_ROUTES.paths.searchPoi, () => ok([]));
    server.route(CMS_ROUTES.paths.searchInfo, (req) =>
      ok({
        list: [hit('1', { infoTitle: `About ${req.query.get('keyword')}` })],
        total: 1,
        pageNum: 1,
        pageSize: 20,
      }),
    );
    at('/en/GZ/search?keyword=bear');
    render(<SearchIsland {...props} />);
    await screen.findByRole('link', { name: 'About bear' });

    at('/en/GZ/search?keyword=koala');
    window.dispatchEvent(new PopStateEvent('popstate'));

    expect(await screen.findByRole('link', { name: 'About koala' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Keyword' })).toHaveValue('koala');
  });
});
