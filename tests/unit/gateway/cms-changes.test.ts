import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contentChangesSchema, contentStampsSchema } from '../../../src/lib/contract/cms.ts';
import { CMS, data } from './support/envelope.ts';
import { createTestGateway, SEEDED_AT, type TestGateway } from './support/gateway.ts';

let gw: TestGateway;
beforeEach(async () => {
  gw = await createTestGateway();
});
afterEach(() => gw.close());

const changes = async (query = '') =>
  data(await gw.get(`${CMS}/listChanges${query}`), contentChangesSchema);

describe('listChanges', () => {
  it('answers the content epoch, the newest stamp and no deletions on fresh content', async () => {
    const answer = await changes();
    expect(answer.epoch).toMatch(/^[0-9a-f]{32}$/);
    expect(answer).toMatchObject({
      updatedUpTo: SEEDED_AT,
      lastSeq: 0,
      deleted: [],
      truncated: false,
    });
  });

  it('lists every deletion, cascades included, after the number asked for', async () => {
    const item = await gw.db
      .selectFrom('info')
      .select('id')
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const infoId = item.id;
    await gw.db.deleteFrom('info').where('id', '=', infoId).execute();
    const first = await changes();
    expect(first.deleted).toEqual([{ kind: 'info', key: infoId }]);
    expect(first.lastSeq).toBeGreaterThan(0);

    await gw.db.deleteFrom('poi').where('poi_code', '=', 'GZ_HOTEL').execute();
    const after = await changes(`?afterSeq=${first.lastSeq}`);
    expect(after.deleted).toEqual([{ kind: 'poi', key: 'GZ_HOTEL' }]);

    // a catalogue node takes its children and their items with it
    const node = await gw.db
      .selectFrom('catalog as c')
      .select('c.id')
      .where((eb) =>
        eb.exists(eb.selectFrom('info as i').select('i.id').whereRef('i.catalog_id', '=', 'c.id')),
      )
      .limit(1)
      .executeTakeFirstOrThrow();
    const items = await gw.db
      .selectFrom('info')
      .select('id')
      .where('catalog_id', '=', node.id)
      .execute();
    await gw.db.deleteFrom('catalog').where('id', '=', node.id).execute();
    const cascade = await changes(`?afterSeq=${after.lastSeq}`);
    expect(cascade.deleted).toContainEqual({ kind: 'catalog', key: node.id });
    for (const row of items) {
      expect(cascade.deleted).toContainEqual({ kind: 'info', key: row.id });
    }
  });

  it('follows the newest stamp of any content row', async () => {
    await gw.db
      .updateTable('poi')
      .set({ updated_at: SEEDED_AT + 5000 })
      .where('poi_code', '=', 'GZ_PARK')
      .execute();
    expect((await changes()).updatedUpTo).toBe(SEEDED_AT + 5000);
  });

  it('is never cached', async () => {
    const response = await gw.get(`${CMS}/listChanges`);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it.each(['?afterSeq=-1', '?afterSeq=abc', '?afterSeq=1.5'])(
    'refuses a bad afterSeq %s with a 400 naming the field',
    async (query) => {
      const response = await gw.get(`${CMS}/listChanges${query}`);
      expect(response.status).toBe(400);
      expect(JSON.stringify(await response.json())).toContain('afterSeq');
    },
  );
});

describe('listStamps', () => {
  const stamps = async () => data(await gw.get(`${CMS}/listStamps`), contentStampsSchema);

  it('answers every node with its parent and page kind, every item and POI with its stamp', async () => {
    const answer = await stamps();
    const count = async (table: 'catalog' | 'info' | 'poi') =>
      Number(
        (
          await gw.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(answer.catalogs).toHaveLength(await count('catalog'));
    expect(answer.infos).toHaveLength(await count('info'));
    expect(answer.pois).toHaveLength(await count('poi'));
    expect(answer.catalogs).toContainEqual([expect.any(String), null, 'INDEX', 'GZ', SEEDED_AT]);
    expect(answer.pois).toContainEqual(['GZ_PARK', SEEDED_AT]);
    expect(answer.epoch).toBe((await changes()).epoch);
  });

  it('moves a stamp when its row is written, whatever the clock says', async () => {
    const before = await stamps();
    const [id, catalogId] = before.infos[0] ?? ['', ''];
    await gw.db.updateTable('info').set({ updated_at: 5 }).where('id', '=', id).execute();
    const after = await stamps();
    expect(after.infos).toContainEqual([id, catalogId, 5]);
  });
});
