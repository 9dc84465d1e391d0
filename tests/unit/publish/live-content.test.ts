// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LiveContent } from '../../../src/content/live.ts';
import { fetchSnapshot } from '../../../src/content/loader.ts';
import {
  catalogEntrySchema,
  infoEntrySchema,
  poiEntrySchema,
} from '../../../src/content/schemas.ts';
import type { CmsSource } from '../../../src/content/source.ts';
import { fixtureSeed, t } from '../gateway/support/fixture.ts';
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
  const data = fixtureSeed();
  data.pages.push({
    code: 'HOME-INDEX',
    type: 'INDEX',
    poiCode: 'HOME',
    regionCode: '',
    name: t('首頁', '首页', 'Home'),
    blocks: [
      {
        code: 'HOME-INDEX-NEWS',
        type: 'BANNER',
        name: t('消息', '消息', 'News'),
        items: [
          {
            key: 'news-1',
            title: t('夏夜', '夏夜', 'Summer nights'),
            summary: t('', '', ''),
            desc: t('<p>一</p>', '<p>一</p>', '<p>one</p>'),
          },
        ],
      },
    ],
  });
  gw = await createTestGateway({ data });
  calls.length = 0;
});
afterEach(() => gw.close());

/** What the content loader's full sync stores (each entry through its collection's schema). */
async function loaderEntries() {
  const snapshot = await fetchSnapshot(source);
  const sorted = <T>(map: Map<string, T>, parse: (v: T) => unknown) =>
    Object.fromEntries(
      [...map]
        .map(([k, v]): [string, unknown] => [k, parse(v)])
        .sort(([a], [b]) => (a < b ? -1 : 1)),
    );
  return {
    catalogs: sorted(snapshot.catalogs, (v) => catalogEntrySchema.parse(v)),
    infos: sorted(snapshot.infos, (v) => infoEntrySchema.parse(v)),
    pois: sorted(snapshot.pois, (v) => poiEntrySchema.parse(v)),
  };
}

const entriesOf = (live: LiveContent) => {
  const { catalogs, infos, pois } = live.entries();
  const sorted = <T>(map: Map<string, T>) =>
    Object.fromEntries([...map].sort(([a], [b]) => (a < b ? -1 : 1)));
  return { catalogs: sorted(catalogs), infos: sorted(infos), pois: sorted(pois) };
};

const one = async (sql: string, args: (string | number)[] = []) =>
  String(Object.values((await gw.db.execute({ sql, args })).rows[0] ?? {})[0]);

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
    const item = await one(
      "SELECT info_id FROM info_i18n WHERE lang = 'en' AND info_title = 'Summer nights'",
    );
    await gw.db.batch(
      [
        {
          sql: "UPDATE info_i18n SET info_title = 'Autumn nights' WHERE info_id = ? AND lang = 'en'",
          args: [item],
        },
        {
          sql: 'UPDATE info SET updated_at = ? WHERE id = ?',
          args: [SEEDED_AT - 86_400_000, item],
        },
      ],
      'write',
    );
    // a block with its items moved from one page to another, its items untouched
    const block = await one("SELECT id FROM catalog WHERE catalog_code = 'GZ-INDEX-TABS'");
    const home = await one("SELECT id FROM catalog WHERE catalog_code = 'HOME-INDEX'");
    await gw.db.execute({
      sql: 'UPDATE catalog SET parent_id = ?, updated_at = ? WHERE id = ?',
      args: [home, SEEDED_AT + 1, block],
    });
    // an item of another page deleted, a POI deleted
    const gone = await one(
      "SELECT i.id FROM info i JOIN catalog c ON c.id = i.catalog_id WHERE c.catalog_code = 'GZ-PARK-ABOUT' LIMIT 1",
    );
    await gw.db.execute({ sql: 'DELETE FROM info WHERE id = ?', args: [gone] });
    await gw.db.execute("DELETE FROM poi WHERE poi_code = 'GZ_PARK'");
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

  it('syncs everything again for another content database', async () => {
    const live = new LiveContent(source);
    await live.refresh();
    await gw.db.execute("UPDATE cms_state SET epoch = 'another' WHERE id = 1");
    expect((await live.refresh()).mode).toBe('full');
    expect(entriesOf(live)).toEqual(await loaderEntries());
  });
});
