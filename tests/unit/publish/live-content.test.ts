// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changedLanguages, LiveContent } from '../../../src/content/live.ts';
import { fetchSnapshot } from '../../../src/content/loader.ts';
import {
  catalogEntrySchema,
  infoEntrySchema,
  poiEntrySchema,
} from '../../../src/content/schemas.ts';
import type { CmsSource } from '../../../src/content/source.ts';
import { fixtureSeedWithHomeNews, retitleItem } from '../gateway/support/fixture.ts';
import { createTestGateway, SEEDED_AT, type TestGateway } from '../gateway/support/gateway.ts';

/**
 * The incremental publisher's copy of the CMS (src/content/live.ts) against the real gateway:
 * after any change made to the database, with any stamp, a refresh holds exactly what a full
 * sync of the content loader would, and asks only for what changed.
 */

let gw: TestGateway;
const calls: string[] = [];
const source: CmsSource = {
  label: 'the test gateway',
  get: async (path, lang) => {
    calls.push(path);
    return gw.app.request(path, { headers: { 'Accept-Language': lang } });
  },
  close: async () => {},
};

beforeEach(async () => {
  gw = await createTestGateway({ data: fixtureSeedWithHomeNews() });
  calls.length = 0;
});
afterEach(() => gw.close());

/**
 * The entries as pages show them: without the save stamps. The live content keeps an entry that
 * came back the same in all else (an edit of another language stamps every language's row) as
 * the object it had, with its earlier stamp.
 */
const shown = (entries: object): unknown =>
  JSON.parse(
    JSON.stringify(entries, (key, value: unknown) => (key === 'updatedAt' ? undefined : value)),
  );

/** What the content loader's full sync stores (each entry through its collection's schema). */
async function loaderEntries() {
  const snapshot = await fetchSnapshot(source);
  const sorted = <T>(map: Map<string, T>, parse: (v: T) => unknown) =>
    Object.fromEntries(
      [...map]
        .map(([k, v]): [string, unknown] => [k, parse(v)])
        .sort(([a], [b]) => (a < b ? -1 : 1)),
    );
  return shown({
    catalogs: sorted(snapshot.catalogs, (v) => catalogEntrySchema.parse(v)),
    infos: sorted(snapshot.infos, (v) => infoEntrySchema.parse(v)),
    pois: sorted(snapshot.pois, (v) => poiEntrySchema.parse(v)),
  });
}

const entriesOf = (live: LiveContent) => {
  const { catalogs, infos, pois } = live.entries();
  const sorted = <T>(map: Map<string, T>) =>
    Object.fromEntries([...map].sort(([a], [b]) => (a < b ? -1 : 1)));
  return shown({ catalogs: sorted(catalogs), infos: sorted(infos), pois: sorted(pois) });
};

/** The id of the first row of a query (a test's own lookups on the gateway database). */
const idOf = async (query: { executeTakeFirstOrThrow(): Promise<{ id: string }> }) =>
  (await query.executeTakeFirstOrThrow()).id;

/** Saves an item's English title with the stamp `at`, as one save of the editor would. */
const retitle = (id: string, title: string, at: number) => retitleItem(gw.db, id, title, at);

describe('the live content of the incremental publisher', () => {
  it('holds after its first refresh what a full sync of the content loader holds', async () => {
    const live = new LiveContent(source);
    const first = await live.refresh();
    expect(first.mode).toBe('full');
    expect(entriesOf(live)).toEqual(await loaderEntries());
  });

  it('asks only for its stamps when nothing changed', async () => {
    const live = new LiveContent(source);
    await live.refresh();
    calls.length = 0;
    const again = await live.refresh();
    expect(again).toMatchObject({ mode: 'delta', catalogs: [], infos: [], pois: [] });
    expect(calls).toEqual(['/cl-odss-app/guest/site/cms/listStamps']);
  });

  it('follows edits, moves, deletions and new rows, stamped earlier than before, as a full sync would', async () => {
    const live = new LiveContent(source);
    await live.refresh();
    // an item retitled with a stamp older than the seed (a clock set back)
    const item = await idOf(
      gw.db
        .selectFrom('info_i18n')
        .select('info_id as id')
        .where('lang', '=', 'en')
        .where('info_title', '=', 'Summer nights'),
    );
    await retitle(item, 'Autumn nights', SEEDED_AT - 86_400_000);
    // a block with its items moved from one page to another, its items untouched
    const node = (code: string) =>
      idOf(gw.db.selectFrom('catalog').select('id').where('catalog_code', '=', code));
    const block = await node('GZ-INDEX-TABS');
    const home = await node('HOME-INDEX');
    await gw.db
      .updateTable('catalog')
      .set({ parent_id: home, updated_at: SEEDED_AT + 1 })
      .where('id', '=', block)
      .execute();
    // an item of another page deleted, a POI deleted
    const gone = await idOf(
      gw.db
        .selectFrom('info as i')
        .innerJoin('catalog as c', 'c.id', 'i.catalog_id')
        .select('i.id')
        .where('c.catalog_code', '=', 'GZ-PARK-ABOUT')
        .limit(1),
    );
    await gw.db.deleteFrom('info').where('id', '=', gone).execute();
    await gw.db.deleteFrom('poi').where('poi_code', '=', 'GZ_PARK').execute();
    const before = calls.length;
    const changes = await live.refresh();
    expect(changes.mode).toBe('delta');
    expect(changes.infos).toContain(`en/${item}`);
    expect(changes.infos).toContain(`en/${gone}`);
    expect(changes.pois).toContain('en/GZ_PARK');
    expect(changes.catalogs).toEqual(expect.arrayContaining(['en/INDEX/GZ', 'en/INDEX/HOME']));
    expect(calls.length - before).toBeLessThan(20);
    expect(entriesOf(live)).toEqual(await loaderEntries());
  });

  it('converts again only the item that was saved, and keeps the languages it did not change', async () => {
    const live = new LiveContent(source);
    await live.refresh();
    // a node of a page with several items
    const byNode = new Map<string, string[]>();
    for (const entry of live.entries().infos.values()) {
      if (entry.lang === 'en')
        byNode.set(entry.catalogId, [...(byNode.get(entry.catalogId) ?? []), entry.id]);
    }
    const [item = '', ...siblings] = [...byNode.values()].find((ids) => ids.length > 1) ?? [];
    expect(siblings.length).toBeGreaterThan(0);
    const held = new Map(
      [...siblings, item].flatMap((id) =>
        ['zh-TW', 'zh-CN'].map((lang) => [
          `${lang}/${id}`,
          live.entries().infos.get(`${lang}/${id}`),
        ]),
      ),
    );
    const chinese = [live.contentOf('zh-TW'), live.contentOf('zh-CN')];
    await retitle(item, 'Autumn nights', SEEDED_AT + 60_000);
    const changes = await live.refresh();
    // the saved item in the language that changed; its other languages (stamped again, the
    // same otherwise) and its siblings stay the objects they were, and so does their content
    expect([...new Set(changes.infos)]).toEqual([`en/${item}`]);
    expect(changedLanguages(changes)).toEqual(['en']);
    for (const [key, entry] of held) expect(live.entries().infos.get(key)).toBe(entry);
    expect(live.contentOf('zh-TW')).toBe(chinese[0]);
    expect(live.contentOf('zh-CN')).toBe(chinese[1]);
    expect(live.contentOf('en')).not.toBe(chinese[0]);
    expect(live.entries().infos.get(`en/${item}`)?.infoTitle).toBe('Autumn nights');
    expect(entriesOf(live)).toEqual(await loaderEntries());
  });

  it('syncs everything again for another content database', async () => {
    const live = new LiveContent(source);
    await live.refresh();
    await gw.db.updateTable('cms_state').set({ epoch: 'another' }).where('id', '=', 1).execute();
    expect((await live.refresh()).mode).toBe('full');
    expect(entriesOf(live)).toEqual(await loaderEntries());
  });
});
