import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { stableId } from '../../../gateway/db/ids.ts';
import { fieldLabel } from '../../../gateway/lib/i18n.ts';
import { LANGUAGES, type Language } from '../../../src/lib/contract/common.ts';
import {
  catalogSaveSchema,
  catalogUpdateSchema,
  infoSaveSchema,
  infoUpdateSchema,
  poiSaveSchema,
  poiUpdateSchema,
  previewSchema,
} from '../../../src/lib/contract/editor.ts';
import { EDITOR_ROUTES } from '../../../src/lib/contract/routes.ts';
import { SPECS } from '../../../src/islands/editor/specs.ts';
import en from '../../../locales/en/workspace.json' with { type: 'json' };
import zhCN from '../../../locales/zh-CN/workspace.json' with { type: 'json' };
import zhTW from '../../../locales/zh-TW/workspace.json' with { type: 'json' };
import { createEditorGateway, TOKEN, type EditorGateway } from './support/editor.ts';

/**
 * Every field an editor's save, create or preview can be refused on is named by a label in
 * the editor's language, never by its parameter name: the schemas are walked, so that a field
 * added later without a label fails here. The refusals themselves are checked over real HTTP.
 */

type Def = {
  type: string;
  shape?: Record<string, z.ZodMiniType>;
  innerType?: z.ZodMiniType;
  in?: z.ZodMiniType;
};
const defOf = (schema: z.ZodMiniType): Def =>
  (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The dotted path of every field a schema takes (objects walked into, wrappers unwrapped). */
function fieldPaths(schema: z.ZodMiniType, prefix = ''): string[] {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'default':
    case 'nullable':
    case 'prefault':
      return fieldPaths(def.innerType!, prefix);
    case 'pipe':
      return fieldPaths(def.in!, prefix);
    case 'object': {
      const own = prefix === '' ? [] : [prefix];
      return [
        ...own,
        ...Object.entries(def.shape ?? {}).flatMap(([name, field]) =>
          fieldPaths(field, prefix === '' ? name : `${prefix}.${name}`),
        ),
      ];
    }
    default:
      return [prefix];
  }
}

const FORMS = {
  catalogSave: catalogSaveSchema,
  catalogUpdate: catalogUpdateSchema,
  infoSave: infoSaveSchema,
  infoUpdate: infoUpdateSchema,
  poiSave: poiSaveSchema,
  poiUpdate: poiUpdateSchema,
  preview: previewSchema,
};

const ALL_PATHS = [...new Set(Object.values(FORMS).flatMap((schema) => fieldPaths(schema)))];
/** A parameter name as code writes it: a camelCase word, or a dotted path of them. */
const RAW = /\b[a-z]+[A-Z]\w*\b|\bi18n\b|\b(zh-TW|zh-CN)\b/;

describe('the labels of the editor forms’ fields', () => {
  it('finds the fields of every form (the walk reaches the texts of each language)', () => {
    expect(ALL_PATHS).toEqual(
      expect.arrayContaining([
        'poiCode',
        'poiType',
        'catalogType',
        'regionCode',
        'i18n.zh-TW.infoTitle',
        'i18n.en.poiRefundDesc',
        'info.i18n.zh-CN.infoDesc',
        'poi.imgMain',
        'withPage',
      ]),
    );
    expect(ALL_PATHS.length).toBeGreaterThan(60);
  });

  it.each(LANGUAGES)('names every field in %s by a label, not by its parameter name', (lang) => {
    const unlabelled = ALL_PATHS.filter((path) => {
      const label = fieldLabel(lang, path, 'editor');
      return label === path || RAW.test(label);
    });
    expect(unlabelled).toEqual([]);
  });

  it('translates each label: Chinese labels hold no Latin letters, and the two scripts differ somewhere', () => {
    for (const path of ALL_PATHS) {
      for (const lang of ['zh-TW', 'zh-CN'] as const)
        expect(fieldLabel(lang, path, 'editor'), `${lang} ${path}`).not.toMatch(/[A-Za-z]/);
      expect(fieldLabel('en', path, 'editor'), path).not.toBe(fieldLabel('zh-TW', path, 'editor'));
    }
    expect(fieldLabel('en', 'i18n.en.infoTitle', 'editor')).toBe('Title (English)');
    expect(fieldLabel('zh-TW', 'i18n.zh-CN.poiName', 'editor')).toBe('名稱（簡體中文）');
    expect(fieldLabel('zh-CN', 'i18n.zh-TW', 'editor')).toBe('繁体中文的文字');
  });

  it('has a workspace label in every language for every field the edit form shows', () => {
    const catalogues: Record<Language, Record<string, string>> = {
      'zh-TW': zhTW,
      'zh-CN': zhCN,
      en,
    };
    for (const spec of Object.values(SPECS)) {
      for (const { name } of [...spec.scalars, ...spec.texts]) {
        for (const lang of LANGUAGES) {
          expect(catalogues[lang][`workspace.field.${name}`], `${lang} ${name}`).toBeTruthy();
          // the gateway names the same field when it refuses it
          expect(fieldLabel(lang, name, 'editor'), `${lang} ${name}`).not.toBe(name);
        }
      }
    }
  });
});

describe('a refused field over HTTP', () => {
  let gw: EditorGateway;
  let server: ServerType;
  let base = '';
  beforeAll(async () => {
    gw = await createEditorGateway();
    server = await new Promise<ServerType>((resolve) => {
      const s = serve({ fetch: gw.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}${EDITOR_ROUTES.base}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await gw.close();
  });

  const send = async (method: string, path: string, body: unknown, lang: Language) => {
    const res = await fetch(`${base}/${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${TOKEN}`,
        'Accept-Language': lang,
        'Content-Type': 'application/json',
        'X-Forwarded-For': '198.51.100.30',
      },
      body: JSON.stringify(body),
    });
    const envelope = (await res.json()) as {
      code: string;
      data: { fields: { field: string; message: string }[] };
    };
    return { status: res.status, ...envelope };
  };

  const badPlace = {
    poiCode: 'GZ NEW PARK',
    poiType: 9,
    regionCode: 'XX',
    i18n: { 'zh-TW': { poiName: '新樂園' }, en: { poiName: 'x'.repeat(201) } },
  };
  const expected: Record<Language, Record<string, RegExp>> = {
    en: {
      poiCode: /^Place code must be a code/,
      poiType: /^Kind of place: choose one/,
      regionCode: /^Area: choose one/,
      'i18n.en.poiName': /^Name \(English\) must have at most 200 characters$/,
    },
    'zh-TW': {
      poiCode: /^地點代碼/,
      poiType: /^地點類型：請從清單中選擇一項$/,
      regionCode: /^區域：請從清單中選擇一項$/,
      'i18n.en.poiName': /^名稱（英文）/,
    },
    'zh-CN': {
      poiCode: /^地点代码/,
      poiType: /^地点类型：请从列表中选择一项$/,
      regionCode: /^区域：请从列表中选择一项$/,
      'i18n.en.poiName': /^名称（英文）/,
    },
  };

  it.each(LANGUAGES)(
    'answers 400 with each field’s label and message in %s, never a 500 nor a code',
    async (lang) => {
      const answer = await send('POST', 'poi/save', badPlace, lang);
      expect(answer.status).toBe(400);
      const messages = Object.fromEntries(answer.data.fields.map((f) => [f.field, f.message]));
      for (const [field, pattern] of Object.entries(expected[lang]))
        expect(messages[field], field).toMatch(pattern);
      for (const message of Object.values(messages)) {
        expect(message).not.toMatch(RAW);
        // the internal codes of the lists are not read out
        expect(message).not.toMatch(/\bGZ\b|\bARTICLE_BOX\b|\b[1-4], [1-4]/);
      }
    },
  );

  it('names a section’s kind and a text of a save by their labels', async () => {
    const section = await send(
      'POST',
      'catalog/save',
      {
        parentId: null,
        catalogCode: 'GZ-NEW',
        catalogType: 'NOT_A_KIND',
        poiCode: 'GZ',
        regionCode: 'GZ',
        i18n: { 'zh-TW': { catalogName: '新分區' } },
      },
      'en',
    );
    expect(section.status).toBe(400);
    expect(section.data.fields).toEqual([
      {
        field: 'catalogType',
        message: 'Kind of section: choose one of the values the list offers',
      },
    ]);

    const item = stableId('info', 'GZ-INDEX-BANNER/banner-1');
    const update = await send(
      'PUT',
      'info/update',
      { id: item, i18n: { 'zh-CN': { infoTitle: 'x'.repeat(501) } }, sort: 1.5 },
      'zh-CN',
    );
    expect(update.status).toBe(400);
    const messages = update.data.fields.map((f) => f.message);
    expect(messages).toContain('标题（简体中文）最多只能有 500 个字符');
    expect(messages.some((m) => m.startsWith('排序'))).toBe(true);
  });
});
