import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contentChangesSchema } from '../../../src/lib/contract/cms.ts';
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
    const item = await gw.db.execute('SELECT id, catalog_id FROM info ORDER BY id LIMIT 1');
    const infoId = String(item.rows[0]?.['id']);
    await gw.db.execute({ sql: 'DELETE FROM info WHERE id = ?', args: [infoId] });
    const first = await changes();
    expect(first.deleted).toEqual([{ kind: 'info', key: infoId }]);
    expect(first.lastSeq).toBeGreaterThan(0);

    await gw.db.execute("DELETE FROM poi WHERE poi_code = 'GZ_HOTEL'");
    const after = await changes(`?afterSeq=${first.lastSeq}`);
    expect(after.deleted).toEqual([{ kind: 'poi', key: 'GZ_HOTEL' }]);

    // a catalogue node takes its children and their items with it
    const node = await gw.db.execute(
      'SELECT c.id FROM catalog c WHERE EXISTS (SELECT 1 FROM info i WHERE i.catalog_id = c.id) LIMIT 1',
    );
    const nodeId = String(node.rows[0]?.['id']);
    const items = await gw.db.execute({
      sql: 'SELECT id FROM info WHERE catalog_id = ?',
      args: [nodeId],
    });
    await gw.db.execute({ sql: 'DELETE FROM catalog WHERE id = ?', args: [nodeId] });
    const cascade = await changes(`?afterSeq=${after.lastSeq}`);
    expect(cascade.deleted).toContainEqual({ kind: 'catalog', key: nodeId });
    for (const row of items.rows) {
      expect(cascade.deleted).toContainEqual({ kind: 'info', key: String(row['id']) });
    }
  });

  it('follows the newest stamp of any content row', async () => {
    await gw.db.execute({
      sql: "UPDATE poi SET updated_at = ? WHERE poi_code = 'GZ_PARK'",
      args: [SEEDED_AT + 5000],
    });
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
