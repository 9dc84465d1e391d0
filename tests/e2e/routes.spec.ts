import { expect, test } from '@playwright/test';
import { ADDRESSES, builtPages, LANGS, pageLanguage, pageType } from './support.ts';

/** Every route of SPEC §2 answers 200 in the three languages; unknown ids answer the 404 page. */
const ROUTES = [
  ':address',
  ':address/poi',
  ':address/search',
  ':address/discount',
  ':address/buy-tickets',
  ':address/buy-food',
  ':address/buy-hotel',
  ':address/annual-card',
  ':address/study-further',
  ':address/group-Honor',
  ':address/cms-detail',
  ':address/prepare',
  ':address/play-guide',
  ':address/play-guide-detail',
  ':address/traffic-guide',
  ':address/traffic-guide-detail',
  ':address/vacation-map',
  ':address/vacation-map-detail',
  ':address/common-problem',
  ':address/payment-instructions',
  ':address/service-center',
  'login',
  'register',
  'forget-password',
];

test('every route of the specification is built in every language', () => {
  const built = new Set(builtPages().map(({ path }) => `${pageLanguage(path)} ${pageType(path)}`));
  const missing = LANGS.flatMap((lang) =>
    ROUTES.filter((route) => !built.has(`${lang.code} ${route}`)).map((r) => `${lang.code} ${r}`),
  );
  expect(missing).toEqual([]);
});

test('every address has its pages without an id in every language', () => {
  const built = new Set(builtPages().map(({ path }) => path));
  const missing: string[] = [];
  for (const lang of LANGS) {
    for (const address of ADDRESSES) {
      for (const page of ['', '/discount', '/search', '/common-problem', '/service-center']) {
        const path = `${lang.prefix}/${address}${page}`;
        if (!built.has(path)) missing.push(path);
      }
    }
  }
  expect(missing).toEqual([]);
});

test('every built page answers 200 from the server', async ({ baseURL }) => {
  const failures: string[] = [];
  const pages = builtPages().filter(
    ({ path }) => !path.endsWith('404.html') && !/\/404$/.test(path),
  );
  // Straight from the test process (Node's fetch), the bodies left unread: only the statuses of
  // some 1,900 pages matter, not their 40 MB.
  const status = async (path: string) => {
    const response = await fetch(new URL(path, baseURL), { redirect: 'manual' });
    await response.body?.cancel();
    return response.status;
  };
  for (let i = 0; i < pages.length; i += 50) {
    const batch = pages.slice(i, i + 50);
    const statuses = await Promise.all(
      batch.map(async ({ path }) => ({ path, status: await status(path) })),
    );
    failures.push(
      ...statuses
        .filter((s) => s.status !== 200 && s.status !== 301)
        .map((s) => `${s.path} ${s.status}`),
    );
  }
  expect(failures).toEqual([]);
});

test('unknown ids and codes answer the 404 page in the language of the path', async ({
  request,
}) => {
  const unknown = [
    '/GZ/poi/1/1/NO_SUCH_PLACE',
    '/GZ/cms-detail/1/GLOBAL/1',
    '/GZ/annual-card/1',
    '/GZ/prepare/1',
    '/XX/discount',
    '/GZ/buy-food/NO_SUCH_PLACE',
    '/en/ZH/poi/1/2/NOPE',
    '/zh-cn/GZ/cms-detail/1/GLOBAL/2',
  ];
  for (const path of unknown) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(404);
    const html = await res.text();
    const lang = path.startsWith('/en/') ? 'en' : path.startsWith('/zh-cn/') ? 'zh-CN' : 'zh-TW';
    expect(html, path).toContain(`lang="${lang}"`);
  }
});
