import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './booking.ts';

/**
 * The editing workspace (/editor): an editor who has never seen the API signs in, finds an item
 * by its title, changes it in three languages, saves, publishes and sees the change on the
 * site; a second editor saving on the old version gets the first one's change and overwrites
 * nothing. It edits and publishes, so it runs on the publishing project's gateway after the
 * publishing spec (playwright.config.ts).
 */

const EDITOR = '/cl-odss-app/editor';
/** The demo account of dev mode (README). */
const DEMO = { name: 'demo-editor', password: 'demo-editor-password' };
const TOKEN = 'demo-editor-token-0123456789abcdef';
const auth = { Authorization: `Bearer ${TOKEN}` };
/** An incremental publish is live in seconds; a full one (first publish after start) in minutes. */
const LIVE_MS = 6 * 60_000;

test.describe.configure({ mode: 'serial', timeout: LIVE_MS + 120_000 });

const h1Of = (html: string) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.trim() ?? '';

interface Item {
  id: string;
  updatedAt: number;
  i18n: Record<'zh-TW' | 'zh-CN' | 'en', { infoTitle: string; infoSummary: string }>;
}

const loadItem = async (request: APIRequestContext, id: string): Promise<Item> => {
  const body = (await (
    await request.get(`${EDITOR}/info/load?id=${id}`, { headers: auth })
  ).json()) as {
    data: Item;
  };
  return body.data;
};

/** A content detail page of the ZH area page: its path and its item. */
async function detailPage(request: APIRequestContext) {
  const area = await (await request.get('/en/ZH')).text();
  const link = /href="\/en(\/ZH\/cms-detail\/\d+\/[A-Za-z0-9_-]+\/(\d+))"/.exec(area);
  expect(link, 'a content detail link on /en/ZH').not.toBeNull();
  const [, path = '', id = ''] = link ?? [];
  return { path, id };
}

async function signIn(page: Page, password = DEMO.password) {
  await page.getByLabel('Editor name').fill(DEMO.name);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Opens an item by searching its English title. */
async function openBySearch(page: Page, title: string) {
  await page.getByLabel('Search titles in any language').fill(title);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('button', { name: `Item ${title}`, exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: `Item ${title}` })).toBeFocused();
}

/**
 * On a phone the content list folds away once something is opened: unfolds it to choose the
 * next thing (a no-op where it is already open).
 */
async function showList(page: Page) {
  const toggle = page.getByRole('button', { name: 'Show the content list' });
  if (await toggle.isVisible()) await toggle.click();
}

/** Signs in and opens the first section of Hengqin's first page: its "new item" form. */
async function newItemForm(page: Page) {
  await page.goto('/en/editor');
  await signIn(page);
  await page.getByLabel('Area', { exact: true }).selectOption('ZH');
  await page.getByLabel('Page', { exact: true }).selectOption({ index: 1 });
  await page
    .getByRole('region', { name: 'Sections of the page' })
    .getByRole('button')
    .first()
    .click();
  return page.getByRole('form', { name: 'New item in this section' });
}

const column = (page: Page, language: string) =>
  page.getByRole('group', { name: language, exact: true });

let detail: { path: string; id: string };
const stamp = Date.now().toString(36);
const titles = {
  en: `Lantern night by the lake ${stamp}`,
  'zh-TW': `湖畔燈籠夜 ${stamp}`,
  'zh-CN': `湖畔灯笼夜 ${stamp}`,
};

test('an editor signs in, edits a title in three languages, publishes and sees it live', async ({
  page,
  request,
}) => {
  detail = await detailPage(request);
  const before = await loadItem(request, detail.id);

  await page.goto('/en/editor');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expectNoAxeViolations(page);
  // a wrong password is said, translated, and nothing opens
  await signIn(page, 'not-the-password');
  await expect(page.getByRole('alert')).toContainText('Wrong name or password');
  await signIn(page);
  await expect(page.getByText(`Signed in as ${DEMO.name}`)).toBeVisible();

  await openBySearch(page, before.i18n.en.infoTitle);
  for (const [language, lang] of [
    ['English', 'en'],
    ['Traditional Chinese', 'zh-TW'],
    ['Simplified Chinese', 'zh-CN'],
  ] as const) {
    await column(page, language).getByLabel('Title', { exact: true }).fill(titles[lang]);
  }
  await expect(page.getByRole('status').filter({ hasText: 'Unsaved changes' })).toBeVisible();
  await expectNoAxeViolations(page);
  // the preview: the page rendered by the site's own templates with the unsaved titles
  for (const [language, lang] of [
    ['English', 'en'],
    ['Traditional Chinese', 'zh-TW'],
  ] as const) {
    await page.getByRole('button', { name: `Preview in ${language}` }).click();
    await expect(
      page.getByRole('heading', { name: `Preview: ${language}, phone width` }),
    ).toBeFocused();
    const frame = page.frameLocator('iframe[title="Preview of the page"]');
    await expect(frame.locator('h1')).toHaveText(titles[lang], { timeout: 30_000 });
  }
  expect((await loadItem(request, detail.id)).i18n.en.infoTitle).toBe(before.i18n.en.infoTitle);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved. Publish to put it on the site.')).toBeVisible();
  const saved = await loadItem(request, detail.id);
  expect(saved.i18n.en.infoTitle).toBe(titles.en);
  expect(saved.i18n['zh-TW'].infoTitle).toBe(titles['zh-TW']);
  expect(saved.i18n['zh-CN'].infoTitle).toBe(titles['zh-CN']);
  // the history of the item names the editor and the change
  await expect(
    page.getByText(`Title (English): ${before.i18n.en.infoTitle} → ${titles.en}`),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Publishing: the changes go live in a few seconds.')).toBeVisible();
  for (const [prefix, lang] of [
    ['/en', 'en'],
    ['', 'zh-TW'],
    ['/zh-cn', 'zh-CN'],
  ] as const) {
    await expect
      .poll(async () => h1Of(await (await request.get(`${prefix}${detail.path}`)).text()), {
        timeout: LIVE_MS,
        intervals: [250],
      })
      .toBe(titles[lang]);
  }
  // the build history shows the publish, by this editor
  await expect(page.getByRole('cell', { name: DEMO.name }).first()).toBeVisible({
    timeout: LIVE_MS,
  });
});

test('saving on a version someone else changed shows their change and overwrites nothing', async ({
  browser,
  request,
}) => {
  const first = await browser.newPage();
  const second = await browser.newPage();
  for (const page of [first, second]) {
    await page.goto('/en/editor');
    await signIn(page);
    await openBySearch(page, titles.en);
  }
  await column(first, 'English').getByLabel('Summary').fill(`First editor's summary ${stamp}`);
  await first.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(first.getByText('Saved. Publish to put it on the site.')).toBeVisible();

  await column(second, 'English').getByLabel('Summary').fill(`Second editor's summary ${stamp}`);
  await second.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(second.getByRole('alert')).toContainText(
    'Someone saved this item after you opened it',
  );
  const conflict = second.getByRole('region', { name: 'Someone else saved this in the meantime' });
  await expect(conflict).toContainText(`→ First editor's summary ${stamp}`);
  expect((await loadItem(request, detail.id)).i18n.en.infoSummary).toBe(
    `First editor's summary ${stamp}`,
  );
  await expectNoAxeViolations(second);

  // keeping their own edit on top of the other's version saves it, knowingly
  await second.getByRole('button', { name: 'Save my changes over theirs' }).click();
  await second.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(second.getByText('Saved. Publish to put it on the site.')).toBeVisible();
  expect((await loadItem(request, detail.id)).i18n.en.infoSummary).toBe(
    `Second editor's summary ${stamp}`,
  );
  await first.close();
  await second.close();
});

test('the workspace is usable by keyboard alone, in every language', async ({ page, request }) => {
  const item = await loadItem(request, (await detailPage(request)).id);
  const title = item.i18n['zh-TW'].infoTitle;
  await page.goto('/editor');
  await expect(page.getByRole('heading', { name: '登入' })).toBeVisible();
  await page.getByLabel('編輯者名稱').focus();
  await page.keyboard.type(DEMO.name);
  await page.keyboard.press('Tab');
  await page.keyboard.type(DEMO.password);
  await page.keyboard.press('Enter');
  await expect(page.getByText(`已登入：${DEMO.name}`)).toBeVisible();
  await page.getByLabel('以任何語言搜尋標題').focus();
  await page.keyboard.type(title);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: /^找到 \d+ 項$/ })).toBeVisible();
  // from the search field: its button, then the match
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: new RegExp(escape(title)) }).first()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('heading', { level: 2, name: new RegExp(escape(title)) }),
  ).toBeFocused();
  await expectNoAxeViolations(page);
  await page.goto('/zh-cn/editor');
  await expect(page.getByText(`已登录：${DEMO.name}`)).toBeVisible();
  await expectNoAxeViolations(page);
});

test('an editor adds an item to a section, opens it, and deletes it after confirming', async ({
  page,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const titles = {
    'Traditional Chinese': `園區新消息 ${stamp}`,
    'Simplified Chinese': `园区新消息 ${stamp}`,
    English: `Resort news ${stamp}`,
  };
  const create = await newItemForm(page);
  await create.getByRole('button', { name: 'Create the item' }).click();
  await expect(create.getByRole('alert')).toHaveText(
    'Give the new item a title in Traditional Chinese at least.',
  );
  for (const [language, title] of Object.entries(titles)) {
    await create.getByLabel(`Title in ${language}`).fill(title);
  }
  await create.getByRole('button', { name: 'Create the item' }).click();
  const heading = page.getByRole('heading', { level: 2, name: `Item ${titles.English}` });
  await expect(heading).toBeFocused();
  await showList(page);
  await expect(page.getByRole('button', { name: titles.English, exact: true })).toBeVisible();
  await expect(column(page, 'Simplified Chinese').getByLabel('Title', { exact: true })).toHaveValue(
    titles['Simplified Chinese'],
  );

  // the confirmation opens on the harmless choice; Escape keeps the item
  await page.getByRole('button', { name: 'Delete this item' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this item?' });
  await expect(dialog).toContainText(`“${titles.English}” leaves the site at the next publish.`);
  await expect(dialog.getByRole('button', { name: 'Keep it' })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(heading).toBeVisible();

  await page.getByRole('button', { name: 'Delete this item' }).click();
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(heading).toBeHidden();
  await expect(page.getByRole('button', { name: titles.English, exact: true })).toHaveCount(0);
  const found = (await (
    await request.get(`${EDITOR}/search?q=${encodeURIComponent(titles.English)}`, {
      headers: auth,
    })
  ).json()) as { data: unknown[] };
  expect(found.data).toEqual([]);
});

test('an editor creates a place with its own page and a section in it, publishes, and deletes both after confirming what goes with them', async ({
  page,
  request,
}) => {
  const stamp = Date.now().toString(36).toUpperCase();
  const code = `ZH_LAKE_${stamp}`;
  const names = {
    'Traditional Chinese': `湖畔花園 ${stamp}`,
    'Simplified Chinese': `湖畔花园 ${stamp}`,
    English: `Lakeside Garden ${stamp}`,
  };
  await page.goto('/en/editor');
  await signIn(page);
  await page.getByLabel('Area', { exact: true }).selectOption('ZH');
  const newPlace = page.getByRole('form', { name: 'New place in Hengqin' });
  // a code with a space is refused by the gateway, naming the field, and nothing is created
  await newPlace.getByLabel('Place code').fill('LAKE GARDEN');
  await newPlace.getByLabel('Name in Traditional Chinese').fill(names['Traditional Chinese']);
  await newPlace.getByRole('button', { name: 'Create the place' }).click();
  // named by its label, in the page's language, not by the API's parameter name
  await expect(newPlace.getByRole('alert')).toContainText('Place code must be a code');
  await expect(newPlace.getByRole('alert')).not.toContainText('poiCode');
  await expect(newPlace.getByLabel('Place code')).toHaveAttribute('aria-invalid', 'true');
  await newPlace.getByLabel('Place code').fill(code);
  for (const [language, name] of Object.entries(names)) {
    await newPlace.getByLabel(`Name in ${language}`).fill(name);
  }
  await expect(newPlace.getByLabel('With its own page')).toBeChecked();
  await expectNoAxeViolations(page);
  await newPlace.getByRole('button', { name: 'Create the place' }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: `Place ${names.English}` }),
  ).toBeFocused();

  // its page is among the area's pages; a section goes on it, with an item
  await showList(page);
  await page
    .getByLabel('Page', { exact: true })
    .selectOption({ label: `Place page · ${names.English}` });
  const newSection = page.getByRole('form', { name: `New section in “${names.English}”` });
  await newSection.getByLabel('Kind of section').selectOption('ABOUT_CARD');
  await newSection.getByRole('button', { name: 'Create the section' }).click();
  await expect(newSection.getByRole('alert')).toHaveText(
    'Give the new section a name in Traditional Chinese at least.',
  );
  await newSection.getByLabel('Name in Traditional Chinese').fill(`關於花園 ${stamp}`);
  await newSection.getByLabel('Name in English').fill(`About the garden ${stamp}`);
  await newSection.getByRole('button', { name: 'Create the section' }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: `Section About the garden ${stamp}` }),
  ).toBeFocused();
  await showList(page);
  const newItem = page.getByRole('form', { name: 'New item in this section' });
  await newItem.getByLabel('Title in Traditional Chinese').fill(`開放時間 ${stamp}`);
  await newItem.getByLabel('Title in English').fill(`Opening hours ${stamp}`);
  await newItem.getByRole('button', { name: 'Create the item' }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: `Item Opening hours ${stamp}` }),
  ).toBeFocused();

  const roots = (await (
    await request.get(`${EDITOR}/catalog/list?catalogType=POI&poiCode=${code}`, { headers: auth })
  ).json()) as { data: { id: string }[] };
  const path = `/ZH/poi/${roots.data[0]?.id ?? ''}/1/${code}`;
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  for (const [prefix, lang] of [
    ['/en', 'English'],
    ['', 'Traditional Chinese'],
  ] as const) {
    await expect
      .poll(async () => h1Of(await (await request.get(`${prefix}${path}`)).text()), {
        timeout: LIVE_MS,
        intervals: [250],
      })
      .toBe(names[lang]);
  }
  expect(await (await request.get(`/en${path}`)).text()).toContain(`Opening hours ${stamp}`);

  // the section holds an item: the dialog says so and asks again before deleting both
  await showList(page);
  await page.getByRole('button', { name: `About the garden ${stamp}`, exact: true }).click();
  await page.getByRole('button', { name: 'Edit this section' }).click();
  await page.getByRole('button', { name: 'Delete this section' }).click();
  const sectionDialog = page.getByRole('dialog', { name: 'Delete this section?' });
  await expect(sectionDialog.getByRole('button', { name: 'Keep it' })).toBeFocused();
  await sectionDialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(sectionDialog).toContainText(
    `“About the garden ${stamp}” still holds 1 item. They are deleted with it`,
  );
  await expectNoAxeViolations(page);
  await sectionDialog.getByRole('button', { name: 'Delete them all' }).click();
  await expect(sectionDialog).toBeHidden();
  await expect(
    page.getByRole('button', { name: `About the garden ${stamp}`, exact: true }),
  ).toHaveCount(0);

  // the place: its page goes with it, once confirmed
  await showList(page);
  const places = page.getByRole('region', { name: 'Places in this area' });
  await places.getByRole('button', { name: names.English, exact: true }).click();
  await page.getByRole('button', { name: 'Delete this place' }).click();
  const placeDialog = page.getByRole('dialog', { name: 'Delete this place?' });
  await placeDialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(placeDialog).toContainText(`“${names.English}” has its own page. The page`);
  await placeDialog.getByRole('button', { name: 'Delete them all' }).click();
  await expect(placeDialog).toBeHidden();
  await showList(page);
  await expect(places.getByRole('button', { name: names.English, exact: true })).toHaveCount(0);
  const log = (await (
    await request.get(`${EDITOR}/change/list?kind=poi&target=${code}`, { headers: auth })
  ).json()) as { data: { action: string }[] };
  expect(log.data.map((c) => c.action)).toEqual(['delete', 'create']);

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect
    .poll(async () => (await request.get(`/en${path}`)).status(), {
      timeout: LIVE_MS,
      intervals: [250],
    })
    .toBe(404);
});

test('an editor previews a section and a place with unsaved changes, in each language, at phone width', async ({
  page,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const get = async <T>(path: string) =>
    ((await (await request.get(`${EDITOR}/${path}`, { headers: auth })).json()) as { data: T })
      .data;
  // a section of the Guangzhou page whose name the page shows, and a place with its own page
  const [home] = await get<
    { children: { catalogName?: string; i18n: Record<string, { catalogName: string }> }[] }[]
  >('catalog/list?catalogType=INDEX&poiCode=GZ');
  const live = await (await request.get('/en/GZ')).text();
  const section = home?.children.find(
    (c) => c.i18n['en']?.catalogName && live.includes(`>${c.i18n['en'].catalogName}<`),
  );
  expect(section, 'a section whose name /en/GZ shows').toBeDefined();
  const sectionName = section?.i18n['en']?.catalogName ?? '';
  const pages = await get<{ catalogType: string; regionCode: string; poiCode: string }[]>('pages');
  const placeCode =
    pages.find((p) => p.catalogType === 'POI' && p.regionCode === 'GZ')?.poiCode ?? '';
  const place = await get<{ i18n: Record<string, { poiName: string }> }>(
    `poi/load?poiCode=${placeCode}`,
  );

  await page.goto('/en/editor');
  await signIn(page);
  await page.getByLabel('Search titles in any language').fill(sectionName);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page
    .getByRole('button', { name: `Section ${sectionName}`, exact: true })
    .first()
    .click();
  const names = {
    English: `Summer at the park ${stamp}`,
    'Traditional Chinese': `樂園之夏 ${stamp}`,
  };
  for (const [language, name] of Object.entries(names)) {
    await column(page, language).getByLabel('Name', { exact: true }).fill(name);
  }
  for (const [language, name] of Object.entries(names)) {
    await page.getByRole('button', { name: `Preview in ${language}` }).click();
    await expect(
      page.getByRole('heading', { name: `Preview: ${language}, phone width` }),
    ).toBeFocused();
    const frame = page.frameLocator('iframe[title="Preview of the page"]');
    await expect(frame.getByText(name, { exact: true }).first()).toBeAttached({ timeout: 30_000 });
  }
  const box = await page.locator('iframe[title="Preview of the page"]').boundingBox();
  expect(box?.width).toBeLessThanOrEqual(392);
  await expectNoAxeViolations(page);

  // a place: its own page, its name in the heading
  await showList(page);
  await page.getByLabel('Area', { exact: true }).selectOption('GZ');
  await page
    .getByRole('region', { name: 'Places in this area' })
    .getByRole('button', { name: place.i18n['en']?.poiName ?? '', exact: true })
    .click();
  const placeNames = {
    English: `Safari by night ${stamp}`,
    'Simplified Chinese': `夜游野生动物园 ${stamp}`,
  };
  for (const [language, name] of Object.entries(placeNames)) {
    await column(page, language).getByLabel('Name', { exact: true }).fill(name);
  }
  for (const [language, name] of Object.entries(placeNames)) {
    await page.getByRole('button', { name: `Preview in ${language}` }).click();
    const frame = page.frameLocator('iframe[title="Preview of the page"]');
    await expect(frame.locator('h1')).toHaveText(name, { timeout: 30_000 });
  }
  // nothing was saved
  expect(
    (await get<{ i18n: Record<string, { poiName: string }> }>(`poi/load?poiCode=${placeCode}`))
      .i18n['en']?.poiName,
  ).toBe(place.i18n['en']?.poiName);
});

test('a new item, section and place that were never published are previewed with the site’s templates, in each language, at phone width', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const itemTitles = {
    'Traditional Chinese': `秋季燈會 ${stamp}`,
    'Simplified Chinese': `秋季灯会 ${stamp}`,
    English: `Autumn lantern fair ${stamp}`,
  };
  const create = await newItemForm(page);
  for (const [language, title] of Object.entries(itemTitles)) {
    await create.getByLabel(`Title in ${language}`).fill(title);
  }
  await create.getByRole('button', { name: 'Create the item' }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: `Item ${itemTitles.English}` }),
  ).toBeFocused();
  // an unsaved summary shows too: the preview is of the draft, not of what was saved
  await column(page, 'English')
    .getByLabel('Summary', { exact: true })
    .fill(`Lanterns along the promenade ${stamp}`);
  const frame = page.frameLocator('iframe[title="Preview of the page"]');
  for (const [language, title] of Object.entries(itemTitles)) {
    await page.getByRole('button', { name: `Preview in ${language}` }).click();
    await expect(
      page.getByRole('heading', { name: `Preview: ${language}, phone width` }),
    ).toBeFocused();
    // its own page: the title is the page's heading
    await expect(frame.locator('h1')).toHaveText(title, { timeout: 60_000 });
    await expect(page.locator('.ws-preview [role="alert"]')).toHaveCount(0);
  }
  const box = await page.locator('iframe[title="Preview of the page"]').boundingBox();
  expect(box?.width).toBeLessThanOrEqual(392);
  // styled by the site's own style sheets (they load in the frame), no script of it run
  const styled = await frame
    .locator('body')
    .evaluate(() =>
      [...document.styleSheets].some(
        (sheet) => (sheet.href ?? '').includes('/_astro/') && sheet.cssRules.length > 0,
      ),
    );
  expect(styled).toBe(true);
  await expect(page.locator('iframe[title="Preview of the page"]')).toHaveAttribute(
    'sandbox',
    'allow-same-origin',
  );
  await expectNoAxeViolations(page);

  // a new place with its own page, previewed in Simplified Chinese
  await showList(page);
  const placeCode = `ZH_PIER_${stamp.toUpperCase()}`;
  const newPlace = page.getByRole('form', { name: 'New place in Hengqin' });
  await newPlace.getByLabel('Place code').fill(placeCode);
  await newPlace.getByLabel('Name in Traditional Chinese').fill(`觀景碼頭 ${stamp}`);
  await newPlace.getByLabel('Name in Simplified Chinese').fill(`观景码头 ${stamp}`);
  await newPlace.getByRole('button', { name: 'Create the place' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /^Place / })).toBeFocused();
  await page.getByRole('button', { name: 'Preview in Simplified Chinese' }).click();
  await expect(frame.locator('h1')).toHaveText(`观景码头 ${stamp}`, { timeout: 60_000 });

  // a new section on a page, its name shown by the page in Traditional Chinese
  await showList(page);
  const newSection = page.getByRole('form', { name: /^New section in/ });
  await newSection.getByLabel('Name in Traditional Chinese').fill(`碼頭消息 ${stamp}`);
  await newSection.getByRole('button', { name: 'Create the section' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /^Section / })).toBeFocused();
  await page.getByRole('button', { name: 'Preview in Traditional Chinese' }).click();
  // the page that holds it; the site hides an empty section, the preview shows where it will
  // appear: its name and a note
  await expect(frame.locator('h1')).toHaveCount(1, { timeout: 60_000 });
  await expect(page.locator('.ws-preview [role="alert"]')).toHaveCount(0);
  await expect(frame.getByRole('heading', { level: 2, name: `碼頭消息 ${stamp}` })).toBeVisible();
  await expect(frame.getByText('此欄目暫時未有內容，加入內容後才會在網站顯示。')).toBeVisible();
});

test('on a phone the content list folds away once something is opened, and unfolds by keyboard', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const item = await loadItem(request, (await detailPage(request)).id);
  await page.goto('/en/editor');
  await signIn(page);
  const toggle = page.getByRole('button', { name: 'Hide the content list' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.getByLabel('Search titles in any language').fill(item.i18n.en.infoTitle);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('button', { name: `Item ${item.i18n.en.infoTitle}`, exact: true }).click();
  const heading = page.getByRole('heading', { level: 2, name: `Item ${item.i18n.en.infoTitle}` });
  await expect(heading).toBeFocused();
  // the form starts within the first screen: no scrolling past the list
  const top = await page.evaluate(() => {
    window.scrollTo(0, 0);
    return document.querySelector('.ws-editor h2')?.getBoundingClientRect().top ?? 9999;
  });
  expect(top).toBeLessThan(844);
  await expect(page.getByLabel('Search titles in any language')).toBeHidden();
  const show = page.getByRole('button', { name: 'Show the content list' });
  await expect(show).toHaveAttribute('aria-expanded', 'false');
  await expectNoAxeViolations(page);
  await show.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Search titles in any language')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Hide the content list' })).toBeFocused();
  // from 900 px the list stays beside the editor, folded or not, without the button
  await page.keyboard.press('Enter');
  await expect(show).toBeFocused();
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.getByRole('button', { name: /content list/ })).toBeHidden();
  await expect(page.getByLabel('Search titles in any language')).toBeVisible();
});

test('an editor puts a picture of the CMS media into the rich text by keyboard, and it shows on the published page', async ({
  page,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const { path, id } = await detailPage(request);
  const title = `Lanterns on the water ${stamp}`;
  // the item's English text: plain paragraphs, so that it opens in the rich-text editor
  const set = await request.put(`${EDITOR}/info/update`, {
    headers: auth,
    data: { id, i18n: { en: { infoTitle: title, infoDesc: `<p>Evening walk ${stamp}.</p>` } } },
  });
  expect(set.status()).toBe(200);

  await page.goto('/en/editor');
  await signIn(page);
  await openBySearch(page, title);
  const english = column(page, 'English');
  const tool = english.getByRole('button', { name: 'Picture', exact: true });
  await tool.focus();
  await page.keyboard.press('Enter');
  await expect(english.getByRole('heading', { name: 'Choose a picture' })).toBeFocused();
  const first = english.locator('.ws-picker__item').first();
  await first.focus();
  await page.keyboard.press('Enter');
  const alt = english.getByLabel('What the picture shows (read to those who cannot see it)');
  await expect(alt).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.type(`Lanterns floating on the lake ${stamp}`);
  await page.keyboard.press('Enter');
  const inserted = english.locator('.ws-rich__area img');
  await expect(inserted).toHaveAttribute('alt', `Lanterns floating on the lake ${stamp}`);
  const src = (await inserted.getAttribute('src')) ?? '';
  expect(src).toMatch(/^\/media\//);
  await expect(english.getByText('The site shows this text as it is.')).toBeVisible();

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved. Publish to put it on the site.')).toBeVisible();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect
    .poll(async () => (await (await request.get(`/en${path}`)).text()).includes(`src="${src}"`), {
      timeout: LIVE_MS,
      intervals: [250],
    })
    .toBe(true);
  const html = await (await request.get(`/en${path}`)).text();
  expect(html).toContain(`alt="Lanterns floating on the lake ${stamp}"`);
  const picture = await request.get(src);
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toMatch(/^image\//);
  await page.goto(`/en${path}`);
  await expect(
    page.getByRole('img', { name: `Lanterns floating on the lake ${stamp}` }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});
