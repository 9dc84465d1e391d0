import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stableId } from '../../../gateway/db/ids.ts';
import {
  catalogListSchema,
  infoListSchema,
  poiListSchema,
  poiSchema,
} from '../../../src/lib/contract/cms.ts';
import { LANGUAGES } from '../../../src/lib/contract/common.ts';
import {
  INFO_DESC_MAX_BYTES,
  type EditorDeleteResult,
  type EditorInfoItem,
  type EditorPoi,
} from '../../../src/lib/contract/editor.ts';
import { CMS, data } from './support/envelope.ts';
import {
  countRows,
  createEditorGateway,
  failedFields,
  failure,
  ok,
  changeRows,
  tombstones,
  type EditorGateway,
} from './support/editor.ts';
import { SEEDED_AT } from './support/gateway.ts';

let gw: EditorGateway;
beforeEach(async () => {
  gw = await createEditorGateway();
  gw.clock.advance(60_000);
});
afterEach(() => gw.close());

const NOW = SEEDED_AT + 60_000;
const BANNER = stableId('catalog', 'GZ-INDEX-BANNER');
const TAB_A = stableId('catalog', 'GZ-INDEX-TAB-A');
const FIRST_SLIDE = stableId('info', 'GZ-INDEX-BANNER/banner-1');

const publicItems = async (lang: string, query = `catalogIds=${BANNER}`) =>
  data(await gw.get(`${CMS}/listInfo?${query}`, lang), infoListSchema);
const lastChange = async () => (await changeRows(gw)).at(-1);

/** How many nodes, items and POIs there are, and the newest node stamp. */
const contentState = async () => ({
  catalog: await countRows(gw, 'catalog'),
  info: await countRows(gw, 'info'),
  poi: await countRows(gw, 'poi'),
  updated: (
    await gw.db
      .selectFrom('catalog')
      .select((eb) => eb.fn.max('updated_at').as('at'))
      .executeTakeFirst()
  )?.at,
});

const newItem = {
  catalogId: BANNER,
  poiCode: 'GZ',
  regionCode: 'GZ',
  infoImgLink: '{"wap":[{"img":"/media/seed/a.webp","href":"/GZ"}],"pc":[]}',
  infoLink: '/GZ/offers',
  sort: 3,
  i18n: {
    'zh-TW': { infoTitle: '第三張', infoSummary: '摘要', infoDesc: '<p>內容</p>', infoTag: '新' },
    'zh-CN': { infoTitle: '第三张', infoSummary: '摘要', infoDesc: '<p>内容</p>', infoTag: '新' },
    en: {
      infoTitle: 'Third slide',
      infoSummary: 'Summary',
      infoDesc: '<p>Body</p>',
      infoTag: 'new',
    },
  },
};

describe('the editor info API', () => {
  it('creates an item in three languages, shown by listInfo with a newer updatedAt, and logs it', async () => {
    const created = await ok<EditorInfoItem>(
      await gw.editor('POST', 'info/save', { body: newItem }),
    );
    expect(created).toMatchObject({
      catalogId: BANNER,
      sort: 3,
      updatedAt: NOW,
      infoLink: '/GZ/offers',
    });
    expect(created.id).toMatch(/^\d{18,19}$/);
    const titles = { 'zh-TW': '第三張', 'zh-CN': '第三张', en: 'Third slide' };
    for (const lang of LANGUAGES) {
      const items = await publicItems(lang);
      expect(
        items.map((i) => i.id),
        lang,
      ).toEqual([FIRST_SLIDE, stableId('info', 'GZ-INDEX-BANNER/banner-2'), created.id]);
      expect(items[2], lang).toMatchObject({ infoTitle: titles[lang], updatedAt: NOW });
    }
    // an incremental sync sees only the new item
    expect(
      (await publicItems('en', `catalogIds=${BANNER}&updatedSince=${NOW}`)).map((i) => i.id),
    ).toEqual([created.id]);
    expect(await lastChange()).toMatchObject({
      action: 'create',
      kind: 'info',
      target: created.id,
      at: NOW,
    });
  });

  it('updates one language of an item and moves it to another node', async () => {
    const body = { id: FIRST_SLIDE, catalogId: TAB_A, i18n: { en: { infoTitle: 'Slide one' } } };
    const updated = await ok<EditorInfoItem>(await gw.editor('PUT', 'info/update', { body }));
    expect(updated).toMatchObject({
      catalogId: TAB_A,
      updatedAt: NOW,
      i18n: { en: { infoTitle: 'Slide one' }, 'zh-TW': { infoTitle: '第一張' } },
    });
    expect(
      (await publicItems('en', `catalogIds=${TAB_A}`)).find((i) => i.id === FIRST_SLIDE),
    ).toMatchObject({
      infoTitle: 'Slide one',
      updatedAt: NOW,
    });
    expect(
      (await publicItems('zh-TW', `catalogIds=${TAB_A}`)).find((i) => i.id === FIRST_SLIDE)
        ?.infoTitle,
    ).toBe('第一張');
    const change = await lastChange();
    expect(JSON.parse(String(change?.['detail']))).toEqual({
      changes: {
        catalogId: { before: BANNER, after: TAB_A },
        'i18n.en.infoTitle': { before: 'First slide', after: 'Slide one' },
      },
      version: NOW,
    });
  });

  it('lists and loads items with every language', async () => {
    const items = await ok<EditorInfoItem[]>(
      await gw.editor('GET', `info/list?catalogId=${BANNER}`),
    );
    expect(items.map((i) => i.i18n.en.infoTitle)).toEqual(['First slide', 'Second slide']);
    const item = await ok<EditorInfoItem>(await gw.editor('GET', `info/load?id=${FIRST_SLIDE}`));
    expect(item.i18n['zh-CN']).toEqual({
      infoTitle: '第一张',
      infoSummary: 'banner-1 摘要',
      infoDesc: '<p>banner-1 内容</p>',
      infoTag: '热门,新',
    });
  });

  it('deletes an item, leaving a tombstone', async () => {
    expect(
      await ok<EditorDeleteResult>(await gw.editor('DELETE', `info/delete?id=${FIRST_SLIDE}`)),
    ).toEqual({
      kind: 'info',
      target: FIRST_SLIDE,
      removed: { catalog: 0, info: 1, poi: 0 },
    });
    expect((await publicItems('en')).map((i) => i.id)).not.toContain(FIRST_SLIDE);
    expect(await tombstones(gw)).toEqual([{ kind: 'info', key: FIRST_SLIDE }]);
    expect(await lastChange()).toMatchObject({
      action: 'delete',
      kind: 'info',
      target: FIRST_SLIDE,
    });
    expect((await failure(await gw.editor('GET', `info/load?id=${FIRST_SLIDE}`), 404)).code).toBe(
      'NOT_FOUND',
    );
  });

  it('refuses an item of a missing node and answers 404 for unknown items', async () => {
    expect(
      await failedFields(
        await gw.editor('POST', 'info/save', { body: { ...newItem, catalogId: '77' } }),
      ),
    ).toEqual(['catalogId']);
    expect(
      await failedFields(
        await gw.editor('PUT', 'info/update', { body: { id: FIRST_SLIDE, catalogId: '77' } }),
      ),
    ).toEqual(['catalogId']);
    for (const [method, path, body] of [
      ['PUT', 'info/update', { id: '77', sort: 1 }],
      ['DELETE', 'info/delete?id=77', undefined],
    ] as const) {
      expect((await failure(await gw.editor(method, path, body ? { body } : {}), 404)).code).toBe(
        'NOT_FOUND',
      );
    }
    expect(await countRows(gw, 'editor_change')).toBe(0);
  });
});

describe('the editor POI API', () => {
  const newPoi = {
    poiCode: 'QY_NEW_PARK',
    poiType: 1,
    regionCode: 'QY',
    imgMain: '/media/seed/a.webp',
    sort: 8,
    i18n: {
      'zh-TW': {
        poiName: '新樂園',
        poiNameNative: '新樂園',
        poiSummary: '簡介',
        poiRefundDesc: '不退',
      },
      en: { poiName: 'New Park', poiSummary: 'Summary' },
    },
  };

  it('loads a POI with every language', async () => {
    const poi = await ok<EditorPoi>(await gw.editor('GET', 'poi/load?poiCode=GZ_PARK'));
    expect(poi).toMatchObject({
      id: stableId('poi', 'GZ_PARK'),
      poiType: 1,
      regionCode: 'GZ',
      i18n: { en: { poiName: 'Safari Park' }, 'zh-TW': { poiName: '野生動物世界' } },
    });
  });

  it('updates a POI in one language, shown by the public load with a newer updatedAt', async () => {
    const body = {
      poiCode: 'GZ_PARK',
      regionCode: 'ZH',
      i18n: { en: { poiName: 'Wildlife Park', poiRefundDesc: 'Refundable' } },
    };
    await ok(await gw.editor('PUT', 'poi/update', { body }));
    const en = await data(await gw.get(`${CMS}/load?poiCode=GZ_PARK`, 'en'), poiSchema);
    expect(en).toMatchObject({
      poiName: 'Wildlife Park',
      poiRefundDesc: 'Refundable',
      regionCode: 'ZH',
      updatedAt: NOW,
    });
    const tw = await data(await gw.get(`${CMS}/load?poiCode=GZ_PARK`, 'zh-TW'), poiSchema);
    expect(tw.poiName).toBe('野生動物世界');
    const change = await lastChange();
    expect(change).toMatchObject({ action: 'update', kind: 'poi', target: 'GZ_PARK' });
    expect(JSON.parse(String(change?.['detail']))).toEqual({
      changes: {
        regionCode: { before: 'GZ', after: 'ZH' },
        'i18n.en.poiName': { before: 'Safari Park', after: 'Wildlife Park' },
        'i18n.en.poiRefundDesc': { before: 'Non-refundable', after: 'Refundable' },
      },
      version: NOW,
    });
  });

  it('creates a POI listed by listPoi, refuses its code twice, and deletes it with a tombstone', async () => {
    const created = await ok<EditorPoi>(await gw.editor('POST', 'poi/save', { body: newPoi }));
    expect(created).toMatchObject({ id: stableId('poi', 'QY_NEW_PARK'), updatedAt: NOW });
    const listed = await data(await gw.get(`${CMS}/listPoi?regionCode=QY`, 'zh-CN'), poiListSchema);
    expect(listed).toEqual([
      expect.objectContaining({ poiCode: 'QY_NEW_PARK', poiName: '新樂園' }),
    ]);
    const dup = await failure(await gw.editor('POST', 'poi/save', { body: newPoi }), 409);
    expect(dup).toMatchObject({
      code: 'DUPLICATE_CODE',
      msg: expect.stringContaining('QY_NEW_PARK') as unknown,
    });
    await ok(await gw.editor('DELETE', 'poi/delete?poiCode=QY_NEW_PARK'));
    expect(await tombstones(gw)).toEqual([{ kind: 'poi', key: 'QY_NEW_PARK' }]);
    expect((await failure(await gw.get(`${CMS}/load?poiCode=QY_NEW_PARK`), 404)).code).toBe(
      'NOT_FOUND',
    );
    expect((await changeRows(gw)).map((r) => r.action)).toEqual(['create', 'delete']);
  });

  it('creates a place with its own page in one step, both logged, and deletes them together once confirmed', async () => {
    const created = await ok<EditorPoi>(
      await gw.editor('POST', 'poi/save', { body: { ...newPoi, withPage: true } }),
    );
    expect(created.poiCode).toBe('QY_NEW_PARK');
    const tree = await data(
      await gw.get(`${CMS}/listCatalog?catalogType=POI&poiCode=QY_NEW_PARK`, 'en'),
      catalogListSchema,
    );
    expect(tree).toEqual([
      expect.objectContaining({
        catalogCode: 'QY_NEW_PARK-POI',
        catalogType: 'POI',
        catalogName: 'New Park',
        catalogDesc: 'Summary',
        children: [],
      }),
    ]);
    const pageId = stableId('catalog', 'QY_NEW_PARK-POI');
    expect((await changeRows(gw)).map((r) => [r.action, r.kind, r.target])).toEqual([
      ['create', 'poi', 'QY_NEW_PARK'],
      ['create', 'catalog', pageId],
    ]);
    // its page goes only when the editor confirmed it
    const refused = await failure(
      await gw.editor('DELETE', 'poi/delete?poiCode=QY_NEW_PARK', { lang: 'zh-CN' }),
      409,
    );
    expect(refused).toMatchObject({
      code: 'NODE_NOT_EMPTY',
      data: { catalog: 0, info: 0 },
      msg: expect.stringContaining('此地点有自己的页面') as unknown,
    });
    expect(await countRows(gw, 'editor_change')).toBe(2);
    expect(
      await ok<EditorDeleteResult>(
        await gw.editor('DELETE', 'poi/delete?poiCode=QY_NEW_PARK&cascade=1'),
      ),
    ).toEqual({ kind: 'poi', target: 'QY_NEW_PARK', removed: { catalog: 1, info: 0, poi: 1 } });
    expect(await tombstones(gw)).toEqual(
      expect.arrayContaining([
        { kind: 'poi', key: 'QY_NEW_PARK' },
        { kind: 'catalog', key: pageId },
      ]),
    );
    expect(
      await data(
        await gw.get(`${CMS}/listCatalog?catalogType=POI&poiCode=QY_NEW_PARK`, 'en'),
        catalogListSchema,
      ),
    ).toEqual([]);
    expect((await changeRows(gw)).slice(2).map((r) => [r.action, r.kind, r.target])).toEqual([
      ['delete', 'catalog', pageId],
      ['delete', 'poi', 'QY_NEW_PARK'],
    ]);
  });

  it('refuses to delete a place that still sells products, even with the cascade confirmed', async () => {
    const refused = await failure(
      await gw.editor('DELETE', 'poi/delete?poiCode=GZ_PARK&cascade=1'),
      409,
    );
    expect(refused).toMatchObject({
      code: 'POI_IN_USE',
      msg: expect.stringMatching(/GZ_PARK still sells \d+ products?/) as unknown,
    });
    expect(await countRows(gw, 'editor_change')).toBe(0);
    expect(await tombstones(gw)).toEqual([]);
  });

  it('refuses a page of its own for a restaurant, and a bad code, naming the field in the language asked, storing nothing', async () => {
    const dining = await failure(
      await gw.editor('POST', 'poi/save', {
        body: { ...newPoi, poiCode: 'QY_NEW_CAFE', poiType: 4, withPage: true },
        lang: 'zh-TW',
      }),
      400,
    );
    expect(dining.data).toEqual({
      fields: [{ field: 'withPage', message: expect.stringContaining('自己的頁面') as unknown }],
    });
    const badCode = await gw.editor('POST', 'poi/save', {
      body: { ...newPoi, poiCode: 'NEW PARK' },
      lang: 'en',
    });
    const body = await failure(badCode, 400);
    expect(body.data).toEqual({
      // named by its label, not by the parameter
      fields: [
        {
          field: 'poiCode',
          message: expect.stringMatching(/^Place code must be a code/) as unknown,
        },
      ],
    });
    expect(await countRows(gw, 'editor_change')).toBe(0);
    expect(await countRows(gw, 'poi')).toBe(4);
  });

  it('answers 404 for an unknown poiCode', async () => {
    for (const [method, path, body] of [
      ['GET', 'poi/load?poiCode=NOPE', undefined],
      ['PUT', 'poi/update', { poiCode: 'NOPE', sort: 1 }],
      ['DELETE', 'poi/delete?poiCode=NOPE', undefined],
    ] as const) {
      expect((await failure(await gw.editor(method, path, body ? { body } : {}), 404)).code).toBe(
        'NOT_FOUND',
      );
    }
  });
});

describe('the change log', () => {
  it('lists who changed what and when, newest first, by kind and target', async () => {
    await ok(await gw.editor('PUT', 'poi/update', { body: { poiCode: 'GZ_PARK', sort: 5 } }));
    gw.clock.advance(1000);
    await ok(await gw.editor('PUT', 'info/update', { body: { id: FIRST_SLIDE, sort: 5 } }));
    gw.clock.advance(1000);
    await ok(await gw.editor('PUT', 'poi/update', { body: { poiCode: 'ZH_SHOW', sort: 5 } }));
    const all = await ok<{ target: string; at: number; editor: string }[]>(
      await gw.editor('GET', 'change/list'),
    );
    expect(all.map((c) => [c.target, c.at, c.editor])).toEqual([
      ['ZH_SHOW', NOW + 2000, 'demo-editor'],
      [FIRST_SLIDE, NOW + 1000, 'demo-editor'],
      ['GZ_PARK', NOW, 'demo-editor'],
    ]);
    const pois = await ok<{ target: string }[]>(
      await gw.editor('GET', 'change/list?kind=poi&limit=1'),
    );
    expect(pois.map((c) => c.target)).toEqual(['ZH_SHOW']);
    const one = await ok<{ detail: unknown }[]>(
      await gw.editor('GET', 'change/list?target=GZ_PARK'),
    );
    expect(one.map((c) => c.detail)).toEqual([
      { changes: { sort: { before: 1, after: 5 } }, version: NOW },
    ]);
  });
});

describe('bad editor requests', () => {
  const tooLongDesc = 'x'.repeat(INFO_DESC_MAX_BYTES + 1);
  const cases: [string, string, string, unknown, string][] = [
    [
      'catalog/save',
      'POST',
      'without a catalogCode',
      { catalogType: 'FAQ', poiCode: 'GZ', regionCode: 'GZ', i18n: { 'zh-TW': {} } },
      'catalogCode',
    ],
    [
      'catalog/save',
      'POST',
      'with a bad catalogCode',
      {
        catalogCode: 'bad code!',
        catalogType: 'FAQ',
        poiCode: 'GZ',
        regionCode: 'GZ',
        i18n: { 'zh-TW': {} },
      },
      'catalogCode',
    ],
    [
      'catalog/save',
      'POST',
      'with an unknown catalogType',
      {
        catalogCode: 'X1',
        catalogType: 'NOPE',
        poiCode: 'GZ',
        regionCode: 'GZ',
        i18n: { 'zh-TW': {} },
      },
      'catalogType',
    ],
    [
      'catalog/save',
      'POST',
      'with an unknown regionCode',
      {
        catalogCode: 'X1',
        catalogType: 'FAQ',
        poiCode: 'GZ',
        regionCode: 'XX',
        i18n: { 'zh-TW': {} },
      },
      'regionCode',
    ],
    [
      'catalog/save',
      'POST',
      'with a fractional sort',
      {
        catalogCode: 'X1',
        catalogType: 'FAQ',
        poiCode: 'GZ',
        regionCode: 'GZ',
        sort: 1.5,
        i18n: { 'zh-TW': {} },
      },
      'sort',
    ],
    [
      'catalog/save',
      'POST',
      'without zh-TW texts',
      { catalogCode: 'X1', catalogType: 'FAQ', poiCode: 'GZ', regionCode: 'GZ', i18n: { en: {} } },
      'i18n.zh-TW',
    ],
    [
      'catalog/save',
      'POST',
      'with an unknown language',
      {
        catalogCode: 'X1',
        catalogType: 'FAQ',
        poiCode: 'GZ',
        regionCode: 'GZ',
        i18n: { 'zh-TW': {}, fr: {} },
      },
      'i18n.fr',
    ],
    [
      'catalog/save',
      'POST',
      'with a name too long',
      {
        catalogCode: 'X1',
        catalogType: 'FAQ',
        poiCode: 'GZ',
        regionCode: 'GZ',
        i18n: { 'zh-TW': {}, en: { catalogName: 'n'.repeat(201) } },
      },
      'i18n.en.catalogName',
    ],
    [
      'catalog/save',
      'POST',
      'with an unknown field',
      {
        catalogCode: 'X1',
        catalogType: 'FAQ',
        poiCode: 'GZ',
        regionCode: 'GZ',
        i18n: { 'zh-TW': {} },
        colour: 'red',
      },
      'colour',
    ],
    [
      'catalog/save',
      'POST',
      'with a bad parentId',
      {
        parentId: 'abc',
        catalogCode: 'X1',
        catalogType: 'FAQ',
        poiCode: 'GZ',
        regionCode: 'GZ',
        i18n: { 'zh-TW': {} },
      },
      'parentId',
    ],
    ['catalog/update', 'PUT', 'without an id', { sort: 1 }, 'id'],
    [
      'catalog/update',
      'PUT',
      'with a text of the wrong type',
      { id: BANNER, i18n: { 'zh-CN': { catalogName: 5 } } },
      'i18n.zh-CN.catalogName',
    ],
    [
      'info/save',
      'POST',
      'with an unreadable infoImgLink',
      { ...newItem, infoImgLink: 'not json' },
      'infoImgLink',
    ],
    [
      'info/save',
      'POST',
      'with a script infoLink',
      { ...newItem, infoLink: 'javascript:alert(1)' },
      'infoLink',
    ],
    [
      'info/save',
      'POST',
      'with an infoDesc over 200 KB',
      { ...newItem, i18n: { 'zh-TW': { infoDesc: tooLongDesc } } },
      'i18n.zh-TW.infoDesc',
    ],
    ['info/save', 'POST', 'without a catalogId', { ...newItem, catalogId: undefined }, 'catalogId'],
    ['info/update', 'PUT', 'with a non-numeric id', { id: 'x1', sort: 2 }, 'id'],
    [
      'poi/save',
      'POST',
      'with poiType 5',
      { poiCode: 'ZZ', poiType: 5, regionCode: 'GZ', i18n: { 'zh-TW': {} } },
      'poiType',
    ],
    [
      'poi/save',
      'POST',
      'with the home region',
      { poiCode: 'ZZ', poiType: 1, regionCode: '', i18n: { 'zh-TW': {} } },
      'regionCode',
    ],
    [
      'poi/save',
      'POST',
      'with an ftp imgMain',
      {
        poiCode: 'ZZ',
        poiType: 1,
        regionCode: 'GZ',
        imgMain: 'ftp://x/y.png',
        i18n: { 'zh-TW': {} },
      },
      'imgMain',
    ],
    ['poi/update', 'PUT', 'without a poiCode', { sort: 2 }, 'poiCode'],
    ['catalog/load?id=abc', 'GET', 'with a bad id', undefined, 'id'],
    ['catalog/list?catalogType=INDEX', 'GET', 'without a poiCode', undefined, 'poiCode'],
    ['change/list?limit=0', 'GET', 'with a limit of 0', undefined, 'limit'],
    ['poi/delete', 'DELETE', 'without a poiCode', undefined, 'poiCode'],
  ];

  it.each(cases)(
    '%s %s %s: 400 naming %s, nothing stored',
    async (path, method, _, body, field) => {
      const before = await contentState();
      const res = await gw.editor(method, path, body === undefined ? {} : { body });
      expect(await failedFields(res)).toContain(field);
      expect(await countRows(gw, 'editor_change')).toBe(0);
      expect(await contentState()).toEqual(before);
    },
  );

  it('answers 400 to a body that is not JSON', async () => {
    const res = await gw.editor('POST', 'catalog/save', { body: '{"catalogCode":' });
    expect((await failure(res, 400)).code).toBe('VALIDATION_FAILED');
  });
});
