// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { transaction } from '../../../gateway/db/client.ts';
import { createCmsLoaders, type SyncCursor } from '../../../src/content/loader.ts';
import type { CmsSource } from '../../../src/content/source.ts';
import { fixtureSeedWithHomeNews, retitleItem } from '../gateway/support/fixture.ts';
import { createTestGateway, SEEDED_AT, type TestGateway } from '../gateway/support/gateway.ts';
import { fakeContext } from './support/loader-context.ts';

/**
 * The content loader against the real gateway (its own SQLite file): the first sync takes
 * everything, later ones only what changed since the cursor kept in the collections' meta,
 * and the stores then hold exactly what a full sync would.
 */

let gw: TestGateway;
beforeEach(async () => {
  gw = await createTestGateway({ data: fixtureSeedWithHomeNews() });
  // an edit made before the first sync, well after the seed: the cursor starts there
  await retitle('Summer nights', 'Summer nights', EDITED_AT);
});

/** When the last edit before the first sync was made; later edits come LATER. */
const EDITED_AT = SEEDED_AT + 10 * 60_000;
const LATER = EDITED_AT + 10 * 60_000;
afterEach(() => gw.close());

/** The gateway in-process, counting the calls by path. */
function gatewaySource() {
  const calls: string[] = [];
  const source: CmsSource = {
    label: 'the test gateway',
    get: async (path, lang) => {
      calls.push(path);
      return gw.app.request(path, { headers: { 'Accept-Language': lang } });
    },
    close: async () => {},
  };
  return { source, calls };
}

type Contexts = Record<'catalogs' | 'infos' | 'pois', ReturnType<typeof fakeContext>>;

const newContexts = (): Contexts => ({
  catalogs: fakeContext(),
  infos: fakeContext(),
  pois: fakeContext(),
});

/** One content sync of the three collections, as Astro runs it (in parallel). */
async function sync(contexts: Contexts, options: { fullSync?: boolean } = {}) {
  const { source, calls } = gatewaySource();
  const loaders = createCmsLoaders({
    openSource: () => Promise.resolve(source),
    mediaCacheDir: false,
    fullSync: options.fullSync ?? false,
  });
  await Promise.all([
    loaders.catalogs.load(contexts.catalogs.context),
    loaders.infos.load(contexts.infos.context),
    loaders.pois.load(contexts.pois.context),
  ]);
  return calls;
}

const dataOf = (contexts: Contexts) =>
  Object.fromEntries(
    Object.entries(contexts).map(([name, c]) => [
      name,
      Object.fromEntries([...c.entries].map(([id, e]) => [id, e.data]).sort()),
    ]),
  );

const cursorOf = (contexts: Contexts): SyncCursor =>
  JSON.parse(contexts.infos.context.meta.get('cmsCursor') ?? 'null') as SyncCursor;

/** The id of the info item whose English title is `title`. */
async function englishInfo(title: string): Promise<string> {
  const row = await gw.db
    .selectFrom('info_i18n')
    .select('info_id')
    .where('lang', '=', 'en')
    .where('info_title', '=', title)
    .executeTakeFirstOrThrow();
  return row.info_id;
}

/** An edit as the editor API makes it: new text, the row stamped later. */
async function retitle(infoKeyTitle: string, title: string, at: number) {
  const id = await englishInfo(infoKeyTitle);
  await retitleItem(gw.db, id, title, at);
  return id;
}

describe('incremental content sync', () => {
  it('syncs everything the first time and keeps a cursor of the content database', async () => {
    const contexts = newContexts();
    await sync(contexts);
    expect(contexts.infos.entries.get('en/' + '0')).toBeUndefined();
    expect(contexts.infos.entries.size).toBeGreaterThan(10);
    const cursor = cursorOf(contexts);
    expect(cursor).toMatchObject({
      source: 'the test gateway',
      updatedUpTo: EDITED_AT,
      lastSeq: 0,
    });
    expect(cursor.epoch).toMatch(/^[0-9a-f]{32}$/);
    expect(contexts.infos.logs.join('\n')).toMatch(/\(full sync\)/);
  });

  it('then fetches only what changed, and ends where a full sync would', async () => {
    const contexts = newContexts();
    await sync(contexts);
    // long after the first sync (past the margin): a title edited, an item deleted, a POI renamed
    const later = LATER;
    const edited = await retitle('Question one', 'Question one, edited', later);
    const gone = await englishInfo('Second slide');
    await gw.db.deleteFrom('info').where('id', '=', gone).execute();
    await transaction(gw.db, async (trx) => {
      await trx
        .updateTable('poi_i18n')
        .set({ poi_name: 'Circus Royale' })
        .where('lang', '=', 'en')
        .where('poi_id', 'in', trx.selectFrom('poi').select('id').where('poi_code', '=', 'ZH_SHOW'))
        .execute();
      await trx
        .updateTable('poi')
        .set({ updated_at: later })
        .where('poi_code', '=', 'ZH_SHOW')
        .execute();
    });
    await gw.db.deleteFrom('poi').where('poi_code', '=', 'GZ_HOTEL').execute();

    const calls = await sync(contexts);
    const infoCalls = calls.filter((c) => c.includes('/listInfo'));
    expect(infoCalls.length).toBeGreaterThan(0);
    for (const call of infoCalls) expect(call).toContain(`updatedSince=${EDITED_AT - 60_000}`);
    // POI details only of pages whose POI changed (none here: ZH_SHOW has no POI page)
    expect(calls.filter((c) => c.includes('/load?'))).toEqual([]);
    expect(calls.filter((c) => c.includes('/listChanges?afterSeq=0'))).toHaveLength(1);
    expect(contexts.infos.entries.get(`en/${edited}`)?.data['infoTitle']).toBe(
      'Question one, edited',
    );
    expect(contexts.pois.entries.get('en/ZH_SHOW')?.data['poiName']).toBe('Circus Royale');
    expect(contexts.pois.entries.has('en/GZ_HOTEL')).toBe(false);
    expect(contexts.infos.logs.join('\n')).toMatch(/\(delta sync\)/);

    const fresh = newContexts();
    await sync(fresh, { fullSync: true });
    expect(dataOf(contexts)).toEqual(dataOf(fresh));
  });

  it('fetches only the items stamped within the margin when nothing changed', async () => {
    const contexts = newContexts();
    await sync(contexts);
    const before = dataOf(contexts);
    for (const c of Object.values(contexts)) c.logs.length = 0;
    const calls = await sync(contexts);
    const log = Object.values(contexts)
      .flatMap((c) => c.logs)
      .join('\n');
    // the one item edited at EDITED_AT, in three languages; nothing written again
    expect(log).toMatch(/Loaded the changes: \d+ catalogues, 3 info items and 0 POIs/);
    expect(log).toMatch(/infos: \d+ entries, 0 changed, 0 removed \(delta sync\)/);
    expect(calls.filter((c) => c.includes('/load?'))).toEqual([]);
    expect(dataOf(contexts)).toEqual(before);
  });

  it('syncs everything again when the content database is another one', async () => {
    const contexts = newContexts();
    await sync(contexts);
    await gw.db.updateTable('cms_state').set({ epoch: 'another' }).execute();
    const calls = await sync(contexts);
    expect(calls.filter((c) => c.includes('updatedSince'))).toEqual([]);
    expect(contexts.infos.logs.at(-1)).toMatch(/\(full sync\)/);
  });

  it('removes the items of a deleted catalogue node', async () => {
    const contexts = newContexts();
    await sync(contexts);
    const node = await gw.db
      .selectFrom('catalog')
      .select('id')
      .where('catalog_code', '=', 'GZ-INDEX-TAB-A')
      .executeTakeFirstOrThrow();
    const items = await gw.db
      .selectFrom('info')
      .select('id')
      .where('catalog_id', '=', node.id)
      .execute();
    expect(items.length).toBeGreaterThan(0);
    await gw.db.deleteFrom('catalog').where('id', '=', node.id).execute();
    await sync(contexts);
    for (const row of items) {
      expect(contexts.infos.entries.has(`en/${row.id}`)).toBe(false);
    }
    const fresh = newContexts();
    await sync(fresh, { fullSync: true });
    expect(dataOf(contexts)).toEqual(dataOf(fresh));
  });
});
