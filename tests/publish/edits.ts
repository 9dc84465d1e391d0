import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CompiledQuery } from 'kysely';
import sharp from 'sharp';
import type { Db } from '../../gateway/db/client.ts';
import { LANGUAGES, type Language } from '../../src/lib/contract/common.ts';

/**
 * Random editor changes for the publishing equality test: titles, rich text, pictures (both
 * infoImgLink shapes, existing and new uploads), catalogue moves and renames, deletions, new
 * items, POI changes. Targets are picked from the database (read only); every change goes
 * through the editor API over HTTP, as an editor's would.
 */

/** mulberry32: a small seeded generator, so that a failing series can be replayed. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface EditContext {
  db: Db;
  /** Calls the editor API; throws on an error answer. */
  editor: (method: string, path: string, body?: unknown) => Promise<unknown>;
  mediaDir: string;
  random: () => number;
  /** Counter for unique names. */
  n: number;
}

export interface Edit {
  kind: string;
  target: string;
}

const pick = <T>(random: () => number, list: readonly T[]): T => {
  const value = list[Math.floor(random() * list.length)];
  if (value === undefined) throw new Error('nothing to pick from');
  return value;
};

/** The rows of one SQLite statement with `?` parameters (the test's database is a file). */
async function rows(
  db: Db,
  text: string,
  args: unknown[] = [],
): Promise<Record<string, unknown>[]> {
  return (await db.executeQuery<Record<string, unknown>>(CompiledQuery.raw(text, args))).rows;
}

async function ids(db: Db, sql: string): Promise<string[]> {
  return (await rows(db, sql)).map((r) => String(Object.values(r)[0]));
}

/** Items shown on pages (their node lies in a page tree), or any item. */
const ITEMS = `SELECT i.id FROM info i JOIN catalog c ON c.id = i.catalog_id
  WHERE c.catalog_type NOT IN ('RAW_HTML') ORDER BY i.id`;
/** Blocks: nodes under a page root, with no children of their own. */
const LEAF_BLOCKS = `SELECT c.id FROM catalog c WHERE c.parent_id IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM catalog k WHERE k.parent_id = c.id) ORDER BY c.id`;
const ROOTS = `SELECT id FROM catalog WHERE parent_id IS NULL ORDER BY id`;

const langs = (random: () => number): Language[] =>
  LANGUAGES.filter((_, i) => i === 0 || random() < 0.6);

async function existingPictures(db: Db): Promise<string[]> {
  const links = await ids(db, `SELECT DISTINCT info_img_link FROM info WHERE info_img_link <> ''`);
  const found = new Set<string>();
  for (const link of links)
    for (const m of link.matchAll(/\/media\/[\w./-]+\.(?:webp|png|jpe?g)/g)) found.add(m[0]);
  return [...found].sort();
}

/** A new picture in the CMS media folder (as an upload would put it), content-named. */
async function newPicture(ctx: EditContext): Promise<string> {
  const hue = Math.floor(ctx.random() * 360);
  const width = 640 + Math.floor(ctx.random() * 4) * 160;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="480"><rect width="100%" height="100%" fill="hsl(${hue},60%,55%)"/><circle cx="${width / 2}" cy="240" r="120" fill="hsl(${(hue + 180) % 360},60%,70%)"/></svg>`;
  const bytes = await sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
  const name = `equality-${ctx.n++}-${hue}.webp`;
  await mkdir(join(ctx.mediaDir, 'uploads'), { recursive: true });
  await writeFile(join(ctx.mediaDir, 'uploads', name), bytes);
  return `/media/uploads/${name}`;
}

const RICH = [
  '<h3>Opening hours</h3><p>Daily <strong>9:30–18:00</strong>; last entry at 17:00.</p>',
  '<p>Bring <em>sun cream</em> and water.</p><ul><li>Lockers at the gate</li><li>Strollers for hire</li></ul>',
  '<p>See <a href="/GZ/buy-tickets">tickets</a> or <a href="https://example.com/map">the map</a>.</p><script>alert(1)</script>',
  '<p>Shows at <u>11:00</u> and 15:00.</p><img src="x" onerror="alert(1)"><p>Seats are free.</p>',
];

type Action = (ctx: EditContext) => Promise<Edit>;

const ACTIONS: [number, Action][] = [
  // a title in one or more languages
  [
    5,
    async (ctx) => {
      const id = pick(ctx.random, await ids(ctx.db, ITEMS));
      const i18n = Object.fromEntries(
        langs(ctx.random).map((l) => [l, { infoTitle: `Title ${ctx.n++} ${l}` }]),
      );
      await ctx.editor('PUT', 'info/update', { id, i18n });
      return { kind: 'title', target: id };
    },
  ],
  // rich text and summary
  [
    3,
    async (ctx) => {
      const id = pick(ctx.random, await ids(ctx.db, ITEMS));
      const i18n = Object.fromEntries(
        langs(ctx.random).map((l) => [
          l,
          { infoDesc: pick(ctx.random, RICH), infoSummary: `Summary ${ctx.n++}` },
        ]),
      );
      await ctx.editor('PUT', 'info/update', { id, i18n });
      return { kind: 'rich text', target: id };
    },
  ],
  // a new picture (an upload) in the phone/desktop shape of infoImgLink
  [
    2,
    async (ctx) => {
      const id = pick(ctx.random, await ids(ctx.db, ITEMS));
      const img = await newPicture(ctx);
      const other = pick(ctx.random, await existingPictures(ctx.db));
      const infoImgLink = JSON.stringify({
        wap: [{ img, href: '' }],
        pc: [{ img: other, href: '' }],
      });
      await ctx.editor('PUT', 'info/update', { id, infoImgLink });
      return { kind: 'new picture', target: id };
    },
  ],
  // existing pictures in the id → picture shape of infoImgLink
  [
    1,
    async (ctx) => {
      const id = pick(ctx.random, await ids(ctx.db, ITEMS));
      const pictures = await existingPictures(ctx.db);
      const infoImgLink = JSON.stringify({
        '1': pick(ctx.random, pictures),
        '2': pick(ctx.random, pictures),
      });
      await ctx.editor('PUT', 'info/update', { id, infoImgLink });
      return { kind: 'picture map', target: id };
    },
  ],
  // a block moves to another page, or within its page
  [
    2,
    async (ctx) => {
      const id = pick(ctx.random, await ids(ctx.db, LEAF_BLOCKS));
      const parentId = pick(ctx.random, await ids(ctx.db, ROOTS));
      await ctx.editor('PUT', 'catalog/update', {
        id,
        parentId,
        sort: Math.floor(ctx.random() * 20),
      });
      return { kind: 'move', target: id };
    },
  ],
  // a block or page renamed
  [
    2,
    async (ctx) => {
      const id = pick(ctx.random, await ids(ctx.db, `SELECT id FROM catalog ORDER BY id`));
      const i18n = Object.fromEntries(
        langs(ctx.random).map((l) => [l, { catalogName: `Section ${ctx.n++} ${l}` }]),
      );
      await ctx.editor('PUT', 'catalog/update', { id, i18n });
      return { kind: 'rename', target: id };
    },
  ],
  // an item deleted
  [
    2,
    async (ctx) => {
      const id = pick(ctx.random, await ids(ctx.db, ITEMS));
      await ctx.editor('DELETE', `info/delete?id=${id}`);
      return { kind: 'delete item', target: id };
    },
  ],
  // a block deleted (with its items)
  [
    1,
    async (ctx) => {
      const id = pick(ctx.random, await ids(ctx.db, LEAF_BLOCKS));
      await ctx.editor('DELETE', `catalog/delete?id=${id}&cascade=1`);
      return { kind: 'delete block', target: id };
    },
  ],
  // a new item
  [
    3,
    async (ctx) => {
      const node = pick(
        ctx.random,
        await rows(
          ctx.db,
          `SELECT id, poi_code, region_code FROM catalog WHERE parent_id IS NOT NULL ORDER BY id`,
        ),
      );
      const n = ctx.n++;
      const created = (await ctx.editor('POST', 'info/save', {
        catalogId: String(node['id']),
        poiCode: String(node['poi_code']),
        regionCode: String(node['region_code']),
        sort: Math.floor(ctx.random() * 10),
        infoImgLink:
          ctx.random() < 0.5
            ? JSON.stringify({ wap: [{ img: await newPicture(ctx), href: '' }] })
            : '',
        i18n: {
          'zh-TW': {
            infoTitle: `新項目 ${n}`,
            infoSummary: `摘要 ${n}`,
            infoDesc: pick(ctx.random, RICH),
          },
          en: { infoTitle: `New item ${n}`, infoTag: 'new, family' },
        },
      })) as { id?: string };
      return { kind: 'new item', target: String(created.id ?? '') };
    },
  ],
  // a new section on a page, with an item in it
  [
    1,
    async (ctx) => {
      const root = pick(
        ctx.random,
        await rows(
          ctx.db,
          `SELECT id, catalog_code, poi_code, region_code FROM catalog WHERE parent_id IS NULL ORDER BY id`,
        ),
      );
      const n = ctx.n++;
      const node = (await ctx.editor('POST', 'catalog/save', {
        parentId: String(root['id']),
        catalogCode: `${String(root['catalog_code']).slice(0, 30)}-EQ${n}`,
        catalogType: pick(ctx.random, ['ARTICLE_BOX', 'FAQ', 'IMAGE_BOX', 'ACCORDION'] as const),
        poiCode: String(root['poi_code']),
        regionCode: String(root['region_code']),
        sort: Math.floor(ctx.random() * 10),
        i18n: {
          'zh-TW': { catalogName: `新分區 ${n}` },
          en: { catalogName: `New section ${n}` },
        },
      })) as { id?: string };
      await ctx.editor('POST', 'info/save', {
        catalogId: String(node.id ?? ''),
        poiCode: String(root['poi_code']),
        regionCode: String(root['region_code']),
        i18n: {
          'zh-TW': { infoTitle: `分區項目 ${n}`, infoDesc: pick(ctx.random, RICH) },
          en: { infoTitle: `Section item ${n}` },
        },
      });
      return { kind: 'new section', target: String(node.id ?? '') };
    },
  ],
  // a new place, with its own page (and an item on it) or without
  [
    1,
    async (ctx) => {
      const n = ctx.n++;
      const poiCode = `EQ_PLACE_${n}`;
      const regionCode = pick(ctx.random, ['GZ', 'ZH', 'QY'] as const);
      const withPage = ctx.random() < 0.7;
      await ctx.editor('POST', 'poi/save', {
        poiCode,
        poiType: pick(ctx.random, [1, 2, 3] as const),
        regionCode,
        imgMain: pick(ctx.random, await existingPictures(ctx.db)),
        sort: Math.floor(ctx.random() * 50),
        withPage,
        i18n: {
          'zh-TW': {
            poiName: `新地點 ${n}`,
            poiSummary: `簡介 ${n}`,
            poiRefundDesc: '<p>不設退款</p>',
          },
          en: { poiName: `New place ${n}`, poiSummary: `Summary ${n}` },
        },
      });
      if (withPage) {
        const [page] = await ids(
          ctx.db,
          `SELECT id FROM catalog WHERE parent_id IS NULL AND catalog_type = 'POI' AND poi_code = '${poiCode}'`,
        );
        const block = (await ctx.editor('POST', 'catalog/save', {
          parentId: page,
          catalogCode: `${poiCode}-ABOUT`,
          catalogType: 'ABOUT_CARD',
          poiCode,
          regionCode,
          i18n: { 'zh-TW': { catalogName: '關於' }, en: { catalogName: 'About' } },
        })) as { id?: string };
        await ctx.editor('POST', 'info/save', {
          catalogId: String(block.id ?? ''),
          poiCode,
          regionCode,
          i18n: { 'zh-TW': { infoTitle: `關於 ${n}` }, en: { infoTitle: `About ${n}` } },
        });
      }
      return { kind: withPage ? 'new place with page' : 'new place', target: poiCode };
    },
  ],
  // a place that sells nothing deleted, with its page (the seed's, or one made above)
  [
    1,
    async (ctx) => {
      const free = await ids(
        ctx.db,
        `SELECT poi_code FROM poi p WHERE NOT EXISTS
          (SELECT 1 FROM product x WHERE x.poi_code = p.poi_code) ORDER BY poi_code`,
      );
      if (free.length === 0) return { kind: 'delete place (none to delete)', target: '' };
      const poiCode = pick(ctx.random, free);
      await ctx.editor('DELETE', `poi/delete?poiCode=${poiCode}&cascade=1`);
      return { kind: 'delete place', target: poiCode };
    },
  ],
  // a POI renamed, re-pictured or re-sorted
  [
    2,
    async (ctx) => {
      const poiCode = pick(
        ctx.random,
        await ids(ctx.db, `SELECT poi_code FROM poi ORDER BY poi_code`),
      );
      const change =
        ctx.random() < 0.5
          ? {
              i18n: {
                en: { poiName: `Place ${ctx.n++}` },
                'zh-TW': { poiSummary: `簡介 ${ctx.n++}` },
              },
            }
          : ctx.random() < 0.5
            ? { imgMain: pick(ctx.random, await existingPictures(ctx.db)) }
            : { sort: Math.floor(ctx.random() * 50) };
      await ctx.editor('PUT', 'poi/update', { poiCode, ...change });
      return { kind: 'poi', target: poiCode };
    },
  ],
];

/** The kinds of edit, each once, in an order drawn from the generator. */
export function everyKindOnce(ctx: EditContext): (() => Promise<Edit>)[] {
  const order = ACTIONS.map(([, action]) => ({ action, key: ctx.random() }));
  order.sort((a, b) => a.key - b.key);
  return order.map(
    ({ action }) =>
      () =>
        action(ctx),
  );
}

/** One random edit, chosen by weight. */
export async function randomEdit(ctx: EditContext): Promise<Edit> {
  const total = ACTIONS.reduce((sum, [weight]) => sum + weight, 0);
  let roll = ctx.random() * total;
  for (const [weight, action] of ACTIONS) {
    roll -= weight;
    if (roll < 0) return action(ctx);
  }
  return ACTIONS[0]![1](ctx);
}
