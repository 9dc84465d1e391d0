import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from './booking.ts';

/**
 * Content editors publish (issue 10, DESIGN §4): an edit made through the editor API is live
 * after a publish, visitors get only 200s with the old or the new page while the rebuilt site
 * is swapped in, a change that breaks the build leaves the live site as it was and tells the
 * editor why, and a rollback brings the previous build back. Rebuilds the whole site with the
 * server's own rebuilder, so it runs in a project of its own, on a gateway of its own
 * (playwright.config.ts).
 */

const EDITOR = '/cl-odss-app/editor';
const CMS = '/cl-odss-app/guest/site/cms';
/** The demo editor of dev mode (gateway/env.ts). */
const TOKEN = 'demo-editor-token-0123456789abcdef';
const auth = { Authorization: `Bearer ${TOKEN}` };
/**
 * How long a rebuild of the whole site may take: a real `astro build` of every page, beside the
 * other projects' browsers on a busy machine (2 cores) it takes minutes.
 */
const BUILD_MS = 6 * 60_000;

interface BuildRecord {
  id: string;
  trigger: string;
  status: 'building' | 'succeeded' | 'failed';
  pages: number | null;
  durationMs: number | null;
  error: string | null;
  live: boolean;
  target: string | null;
}

const dataOf = async <T>(response: { ok(): boolean; json(): Promise<unknown> }): Promise<T> => {
  const body = (await response.json()) as { state: string; data: T; msg: string };
  expect(body.state, body.msg).toBe('success');
  return body.data;
};

const history = async (request: APIRequestContext) =>
  dataOf<BuildRecord[]>(await request.get(`${EDITOR}/build/list?limit=5`, { headers: auth }));

const h1Of = (html: string) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.trim() ?? '';

/** The content detail page of an info item shown on the ZH area page, and its title now. */
async function detailPage(request: APIRequestContext) {
  const area = await (await request.get('/en/ZH')).text();
  const link = /href="(\/en\/ZH\/cms-detail\/\d+\/[A-Za-z0-9_-]+\/(\d+))"/.exec(area);
  expect(link, 'a content detail link on /en/ZH').not.toBeNull();
  const [, path = '', id = ''] = link ?? [];
  const page = await request.get(path);
  expect(page.status()).toBe(200);
  return { id, path, title: h1Of(await page.text()) };
}

/** Waits until the newest history entry is finished, and answers it. */
async function finishedBuild(request: APIRequestContext, after: string | undefined) {
  let newest: BuildRecord | undefined;
  await expect
    .poll(
      async () => {
        newest = (await history(request))[0];
        return newest !== undefined && newest.id !== after && newest.status !== 'building';
      },
      { timeout: BUILD_MS, intervals: [500] },
    )
    .toBe(true);
  return newest as BuildRecord;
}

test.describe.configure({ mode: 'serial', timeout: BUILD_MS + 60_000 });

let detail: Awaited<ReturnType<typeof detailPage>>;
const newTitle = `Fireworks over the lake, edited ${Date.now()}`;

test('an edited title is live after a publish, and visitors get only 200s meanwhile', async ({
  request,
  baseURL,
}) => {
  detail = await detailPage(request);
  expect(detail.title).not.toBe('');
  const before = (await history(request))[0];

  // a visitor reloading the page for the whole rebuild and swap
  const seen: { status: number; title: string }[] = [];
  let visiting = true;
  const visitor = (async () => {
    while (visiting) {
      const response = await fetch(`${baseURL}${detail.path}`);
      seen.push({ status: response.status, title: h1Of(await response.text()) });
      // a visit every 50 ms at most: a reader, not a load test beside the rebuild
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();

  const edited = await request.put(`${EDITOR}/info/update`, {
    headers: auth,
    data: { id: detail.id, i18n: { en: { infoTitle: newTitle } } },
  });
  await dataOf(edited);
  const published = Date.now();
  await dataOf(await request.post(`${EDITOR}/publish`, { headers: auth }));
  await expect
    .poll(async () => h1Of(await (await request.get(detail.path)).text()), {
      timeout: BUILD_MS,
      intervals: [250],
    })
    .toBe(newTitle);
  const seconds = (Date.now() - published) / 1000;
  // a few more visits of the new site, then the visitor stops
  const later = seen.length + 5;
  await expect.poll(() => seen.length).toBeGreaterThanOrEqual(later);
  visiting = false;
  await visitor;

  console.info(`publish to live: ${seconds.toFixed(1)} s; ${seen.length} visits during it`);
  test.info().annotations.push({ type: 'publish-to-live', description: `${seconds.toFixed(1)} s` });
  expect(seen.length).toBeGreaterThan(20);
  expect(seen.filter((v) => v.status !== 200)).toEqual([]);
  expect(seen.filter((v) => v.title !== detail.title && v.title !== newTitle)).toEqual([]);
  expect(seen.at(-1)?.title).toBe(newTitle);

  const build = await finishedBuild(request, before?.id);
  expect(build).toMatchObject({ trigger: 'publish', status: 'succeeded', live: true, error: null });
  expect(build.pages).toBeGreaterThan(1000);
  expect(build.durationMs).toBeGreaterThan(0);
  // the other languages kept their titles: only English was edited
  const zh = await (await request.get(detail.path.replace(/^\/en/, ''))).text();
  expect(h1Of(zh)).not.toBe(newTitle);
});

test('a change that breaks the build leaves the live site as it was and says why', async ({
  request,
}) => {
  const root = async (poiCode: string) =>
    (
      await dataOf<{ id: string }[]>(
        await request.get(`${CMS}/listCatalog?catalogType=INDEX&poiCode=${poiCode}`),
      )
    )[0];
  const home = await root('HOME');
  const gz = await root('GZ');
  expect(home && gz).toBeTruthy();
  const before = (await history(request))[0];

  // the home page's catalogue moved under another page: the site would have no home page
  await dataOf(
    await request.put(`${EDITOR}/catalog/update`, {
      headers: auth,
      data: { id: home?.id, parentId: gz?.id },
    }),
  );
  try {
    await dataOf(await request.post(`${EDITOR}/publish`, { headers: auth }));
    const build = await finishedBuild(request, before?.id);
    expect(build).toMatchObject({ status: 'failed', live: false });
    expect(build.error).toContain('home page would be empty');
  } finally {
    await dataOf(
      await request.put(`${EDITOR}/catalog/update`, {
        headers: auth,
        data: { id: home?.id, parentId: null },
      }),
    );
  }
  // still the site of the last good build
  const page = await request.get(detail.path);
  expect(page.status()).toBe(200);
  expect(h1Of(await page.text())).toBe(newTitle);
  expect((await request.get('/en/home')).status()).toBe(200);
});

test('a rollback brings the previous build back, and another one the newer build', async ({
  request,
}) => {
  const rolledBack = await dataOf<BuildRecord>(
    await request.post(`${EDITOR}/build/rollback`, { headers: auth }),
  );
  expect(rolledBack).toMatchObject({ trigger: 'rollback', status: 'succeeded' });
  expect(rolledBack.target).not.toBeNull();
  expect(h1Of(await (await request.get(detail.path)).text())).toBe(detail.title);

  await dataOf(await request.post(`${EDITOR}/build/rollback`, { headers: auth }));
  expect(h1Of(await (await request.get(detail.path)).text())).toBe(newTitle);
});

test('the editor page shows the history behind the token, with publish and roll back', async ({
  page,
}) => {
  const response = await page.goto(`${EDITOR}?lang=en`);
  expect(response?.headers()['content-security-policy']).not.toContain("'unsafe-inline'");
  await page.getByLabel('Editor token').fill('not-the-token-not-the-token-000000');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('Editor token missing or wrong');
  await page.getByLabel('Editor token').fill(TOKEN);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const table = page.getByRole('table', { name: 'Build history (newest first)' });
  await expect(table).toBeVisible();
  await expect(table.getByRole('row')).not.toHaveCount(1);
  await expect(table).toContainText('Failed');
  await expect(table).toContainText('home page would be empty');
  await expect(page.getByRole('button', { name: 'Publish' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Roll back to the previous build' })).toBeEnabled();
  await expectNoAxeViolations(page);
});
