import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stableId } from '../../../gateway/db/ids.ts';
import {
  catalogListSchema,
  infoListSchema,
  type CatalogNode,
} from '../../../src/lib/contract/cms.ts';
import { LANGUAGES } from '../../../src/lib/contract/common.ts';
import type { EditorCatalogNode, EditorDeleteResult } from '../../../src/lib/contract/editor.ts';
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
const id = (code: string) => stableId('catalog', code);
const ROOT = id('GZ-INDEX');
const TABS = id('GZ-INDEX-TABS');
const TAB_A = id('GZ-INDEX-TAB-A');
const TAB_B = id('GZ-INDEX-TAB-B');

const publicTree = async (lang: string, type = 'INDEX', poiCode = 'GZ') =>
  data(
    await gw.get(`${CMS}/listCatalog?catalogType=${type}&poiCode=${poiCode}`, lang),
    catalogListSchema,
  );

const find = (nodes: CatalogNode[], code: string): CatalogNode | undefined => {
  for (const node of nodes) {
    if (node.catalogCode === code) return node;
    const below = find(node.children, code);
    if (below) return below;
  }
  return undefined;
};

const changes = () => changeRows(gw);

const newBlock = {
  parentId: ROOT,
  catalogCode: 'GZ-INDEX-NEWS',
  catalogType: 'ARTICLE_BOX',
  poiCode: 'GZ',
  regionCode: 'GZ',
  sort: 5,
  i18n: {
    'zh-TW': { catalogName: '最新消息', catalogDesc: '消息' },
    'zh-CN': { catalogName: '最新消息', catalogDesc: '消息' },
    en: { catalogName: 'News', catalogDesc: 'What is new' },
  },
};

describe('the editor catalogue API', () => {
  it('lists the trees of a page kind with every language and loads one node with its subtree', async () => {
    const roots = await ok<EditorCatalogNode[]>(
      await gw.editor('GET', 'catalog/list?catalogType=INDEX&poiCode=GZ'),
    );
    expect(roots).toHaveLength(1);
    expect(roots[0]).toMatchObject({
      id: ROOT,
      parentId: null,
      catalogCode: 'GZ-INDEX',
      i18n: {
        'zh-TW': { catalogName: '廣州度假區', catalogDesc: '廣州首頁' },
        'zh-CN': { catalogName: '广州度假区' },
        en: { catalogName: 'Guangzhou Resort' },
      },
    });
    expect(roots[0]?.children.map((c) => c.catalogCode)).toEqual([
      'GZ-INDEX-BANNER',
      'GZ-INDEX-TABS',
    ]);
    const tabs = await ok<EditorCatalogNode>(await gw.editor('GET', `catalog/load?id=${TABS}`));
    expect(tabs.parentId).toBe(ROOT);
    expect(tabs.children.map((c) => [c.catalogCode, c.i18n.en.catalogName])).toEqual([
      ['GZ-INDEX-TAB-A', 'A'],
      ['GZ-INDEX-TAB-B', 'B'],
    ]);
  });

  it('creates a node in three languages with the seed id, shown by listCatalog with a newer updatedAt and logged', async () => {
    const created = await ok<EditorCatalogNode>(
      await gw.editor('POST', 'catalog/save', { body: newBlock }),
    );
    expect(created).toMatchObject({
      id: id('GZ-INDEX-NEWS'),
      parentId: ROOT,
      sort: 5,
      updatedAt: NOW,
    });
    const expected = { 'zh-TW': '最新消息', 'zh-CN': '最新消息', en: 'News' };
    for (const lang of LANGUAGES) {
      const node = find(await publicTree(lang), 'GZ-INDEX-NEWS');
      expect(node, lang).toMatchObject({
        catalogName: expected[lang],
        catalogType: 'ARTICLE_BOX',
        updatedAt: NOW,
      });
    }
    const [change] = await changes();
    expect(change).toMatchObject({
      editor: 'demo-editor',
      action: 'create',
      kind: 'catalog',
      target: created.id,
      at: NOW,
    });
    const detail = JSON.parse(String(change?.['detail'])) as { changes: Record<string, unknown> };
    expect(detail.changes).toMatchObject({
      catalogCode: { before: null, after: 'GZ-INDEX-NEWS' },
      parentId: { before: null, after: ROOT },
      'i18n.en.catalogName': { before: null, after: 'News' },
      'i18n.zh-TW.catalogDesc': { before: null, after: '消息' },
    });
  });

  it('creates a node given only zh-TW texts: the other languages fall back to it', async () => {
    await ok(
      await gw.editor('POST', 'catalog/save', {
        body: { ...newBlock, i18n: { 'zh-TW': { catalogName: '只有中文' } } },
      }),
    );
    expect(find(await publicTree('en'), 'GZ-INDEX-NEWS')?.catalogName).toBe('只有中文');
  });

  it('updates one language and the sort, bumping updatedAt and logging before and after of those fields only', async () => {
    const body = { id: TAB_A, sort: 7, i18n: { en: { catalogName: 'Tab A' } } };
    const updated = await ok<EditorCatalogNode>(await gw.editor('PUT', 'catalog/update', { body }));
    expect(updated).toMatchObject({
      sort: 7,
      updatedAt: NOW,
      i18n: { en: { catalogName: 'Tab A' }, 'zh-TW': { catalogName: '甲' } },
    });
    expect(find(await publicTree('en'), 'GZ-INDEX-TAB-A')).toMatchObject({
      catalogName: 'Tab A',
      updatedAt: NOW,
    });
    expect(find(await publicTree('zh-TW'), 'GZ-INDEX-TAB-A')?.catalogName).toBe('甲');
    // the sibling stays as seeded
    expect(find(await publicTree('en'), 'GZ-INDEX-TAB-B')?.updatedAt).toBe(SEEDED_AT);
    const [change] = await changes();
    expect(change).toMatchObject({ action: 'update', kind: 'catalog', target: TAB_A });
    expect(JSON.parse(String(change?.['detail']))).toEqual({
      changes: {
        sort: { before: 1, after: 7 },
        'i18n.en.catalogName': { before: 'A', after: 'Tab A' },
      },
      version: NOW,
    });
  });

  it('bumps the node when only a translation changes', async () => {
    await ok(
      await gw.editor('PUT', 'catalog/update', {
        body: { id: TAB_B, i18n: { 'zh-CN': { catalogDesc: '新说明' } } },
      }),
    );
    expect(find(await publicTree('zh-CN'), 'GZ-INDEX-TAB-B')).toMatchObject({
      catalogDesc: '新说明',
      updatedAt: NOW,
    });
  });

  it('writes nothing for an update that changes nothing', async () => {
    const res = await gw.editor('PUT', 'catalog/update', {
      body: { id: TAB_A, sort: 1, i18n: { en: { catalogName: 'A' } } },
    });
    expect((await ok<EditorCatalogNode>(res)).updatedAt).toBe(SEEDED_AT);
    expect(await countRows(gw, 'editor_change')).toBe(0);
  });

  it('moves a node to another parent', async () => {
    await ok(await gw.editor('PUT', 'catalog/update', { body: { id: TAB_B, parentId: ROOT } }));
    const root = (await publicTree('en'))[0];
    expect(root?.children.map((c) => c.catalogCode)).toContain('GZ-INDEX-TAB-B');
    expect(
      find(
        root?.children.find((c) => c.catalogCode === 'GZ-INDEX-TABS')?.children ?? [],
        'GZ-INDEX-TAB-B',
      ),
    ).toBeUndefined();
  });

  it('refuses a move that makes a cycle or names a missing parent, storing nothing', async () => {
    for (const [target, parentId] of [
      [ROOT, TAB_A],
      [TABS, TABS],
      [ROOT, TABS],
      [TAB_A, '123456789'],
    ] as const) {
      const res = await gw.editor('PUT', 'catalog/update', { body: { id: target, parentId } });
      expect(await failedFields(res)).toEqual(['parentId']);
    }
    expect(await countRows(gw, 'editor_change')).toBe(0);
    expect((await publicTree('en'))[0]?.updatedAt).toBe(SEEDED_AT);
    const saved = await gw.editor('POST', 'catalog/save', {
      body: { ...newBlock, parentId: '42' },
    });
    expect(await failedFields(saved)).toEqual(['parentId']);
  });

  it('answers 409 for a catalogCode that is taken, on save and on update', async () => {
    const dup = await failure(
      await gw.editor('POST', 'catalog/save', {
        body: { ...newBlock, catalogCode: 'GZ-INDEX-TABS' },
      }),
      409,
    );
    expect(dup).toMatchObject({
      code: 'DUPLICATE_CODE',
      msg: expect.stringContaining('GZ-INDEX-TABS') as unknown,
    });
    const renamed = await gw.editor('PUT', 'catalog/update', {
      body: { id: TAB_A, catalogCode: 'GZ-INDEX-TAB-B' },
    });
    expect((await failure(renamed, 409)).code).toBe('DUPLICATE_CODE');
    expect(await countRows(gw, 'editor_change')).toBe(0);
  });

  it('gives a new node another id when its code once belonged to a renamed node', async () => {
    await ok(
      await gw.editor('PUT', 'catalog/update', {
        body: { id: TAB_A, catalogCode: 'GZ-INDEX-TAB-Z' },
      }),
    );
    const created = await ok<EditorCatalogNode>(
      await gw.editor('POST', 'catalog/save', {
        body: { ...newBlock, catalogCode: 'GZ-INDEX-TAB-A' },
      }),
    );
    expect(created.id).not.toBe(TAB_A);
    expect(created.catalogCode).toBe('GZ-INDEX-TAB-A');
  });

  it('deletes a node with its subtree and their items, leaving tombstones and a logged change', async () => {
    const res = await gw.editor('DELETE', `catalog/delete?id=${TABS}&cascade=1`);
    expect(await ok<EditorDeleteResult>(res)).toEqual({
      kind: 'catalog',
      target: TABS,
      removed: { catalog: 3, info: 2, poi: 0 },
    });
    expect(find(await publicTree('en'), 'GZ-INDEX-TABS')).toBeUndefined();
    const items = await data(
      await gw.get(`${CMS}/listInfo?catalogIds=${TAB_A},${TAB_B}`),
      infoListSchema,
    );
    expect(items).toEqual([]);
    const deleted = await tombstones(gw);
    expect(
      deleted
        .filter((t) => t.kind === 'catalog')
        .map((t) => t.key)
        .sort(),
    ).toEqual([TABS, TAB_A, TAB_B].sort());
    expect(deleted.filter((t) => t.kind === 'info')).toHaveLength(2);
    const [change] = await changes();
    expect(change).toMatchObject({ action: 'delete', kind: 'catalog', target: TABS, at: NOW });
    expect(JSON.parse(String(change?.['detail']))).toMatchObject({
      removed: { catalog: 3, info: 2 },
      changes: {
        catalogCode: { before: 'GZ-INDEX-TABS', after: null },
        'i18n.en.catalogName': { before: 'Tabs', after: null },
      },
    });
  });

  it('refuses to delete a section that still holds sections or items unless the editor confirmed the cascade', async () => {
    const refused = await failure(
      await gw.editor('DELETE', `catalog/delete?id=${TABS}`, { lang: 'zh-TW' }),
      409,
    );
    expect(refused).toMatchObject({
      code: 'NODE_NOT_EMPTY',
      data: { catalog: 2, info: 2 },
      msg: expect.stringContaining('4 個分區和項目') as unknown,
    });
    expect(find(await publicTree('en'), 'GZ-INDEX-TAB-A')).toBeDefined();
    expect(await countRows(gw, 'editor_change')).toBe(0);
    expect(await tombstones(gw)).toEqual([]);
    // an empty section needs no confirmation
    const created = await ok<EditorCatalogNode>(
      await gw.editor('POST', 'catalog/save', { body: newBlock }),
    );
    expect(
      await ok<EditorDeleteResult>(await gw.editor('DELETE', `catalog/delete?id=${created.id}`)),
    ).toEqual({ kind: 'catalog', target: created.id, removed: { catalog: 1, info: 0, poi: 0 } });
    expect((await changes()).map((c) => [c.action, c.target])).toEqual([
      ['create', created.id],
      ['delete', created.id],
    ]);
  });

  it('answers 400 naming the field to a cascade that is neither 0 nor 1, deleting nothing', async () => {
    const res = await gw.editor('DELETE', `catalog/delete?id=${TABS}&cascade=yes`);
    expect(await failedFields(res)).toEqual(['cascade']);
    expect(await countRows(gw, 'editor_change')).toBe(0);
  });

  it('answers 404 for unknown ids', async () => {
    for (const [method, path, body] of [
      ['GET', 'catalog/load?id=99', undefined],
      ['PUT', 'catalog/update', { id: '99', sort: 1 }],
      ['DELETE', 'catalog/delete?id=99', undefined],
      ['GET', 'info/list?catalogId=99', undefined],
    ] as const) {
      const res = await gw.editor(method, path, body === undefined ? {} : { body });
      expect((await failure(res, 404)).code, path).toBe('NOT_FOUND');
    }
    expect(await countRows(gw, 'editor_change')).toBe(0);
  });
});
