import { afterEach, describe, expect, it } from 'vitest';
import { catalogListSchema } from '../../../src/lib/contract/cms.ts';
import { openDatabase, type GatewayDatabase } from '../../../gateway/db/client.ts';
import { createContentCache } from '../../../gateway/services/read-cache.ts';
import { data } from './support/envelope.ts';
import { createTestGateway, type TestGateway } from './support/gateway.ts';

/**
 * The in-process cache of content answers (services/read-cache.ts): it computes an answer once
 * per content version, and a write made elsewhere (another connection, as another process
 * would) is in the next answer.
 */

const CMS = '/cl-odss-app/guest/site/cms';
const TREE = `${CMS}/listCatalog?catalogType=INDEX&poiCode=GZ`;

let gw: TestGateway | undefined;
let other: GatewayDatabase | undefined;
afterEach(async () => {
  await other?.close();
  other = undefined;
  await gw?.close();
  gw = undefined;
});

describe('the content cache', () => {
  it('computes an answer once while the content stays, and again after any write to it', async () => {
    gw = await createTestGateway();
    const cache = createContentCache(gw.db);
    let computed = 0;
    const compute = () => {
      computed += 1;
      return Promise.resolve(computed);
    };
    expect(await Promise.all([1, 2, 3].map(() => cache.get('k', compute)))).toEqual([1, 1, 1]);
    expect(await cache.get('k', compute)).toBe(1);
    const before = await cache.version();
    const poi = await gw.db.selectFrom('poi').select('poi_code').executeTakeFirstOrThrow();
    await gw.db.updateTable('poi').set({ sort: 7 }).where('poi_code', '=', poi.poi_code).execute();
    expect(await cache.version()).toBeGreaterThan(before);
    expect(await cache.get('k', compute)).toBe(2);
    // a failed computation is not kept
    await expect(cache.get('broken', () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(await cache.get('broken', compute)).toBe(3);
  });

  it('answers a catalogue tree changed through another connection at once', async () => {
    gw = await createTestGateway();
    const first = await data(await gw.get(TREE, 'en'), catalogListSchema);
    const root = first[0];
    if (!root) throw new Error('no catalogue');
    // the cached answer again
    expect(await data(await gw.get(TREE, 'en'), catalogListSchema)).toEqual(first);

    other = await openDatabase(gw.env.DATABASE_URL);
    await other
      .updateTable('catalog_i18n')
      .set({ catalog_name: 'Guangzhou, renamed elsewhere' })
      .where('catalog_id', '=', root.id)
      .where('lang', '=', 'en')
      .execute();
    const after = await data(await gw.get(TREE, 'en'), catalogListSchema);
    expect(after[0]?.catalogName).toBe('Guangzhou, renamed elsewhere');
  });
});
