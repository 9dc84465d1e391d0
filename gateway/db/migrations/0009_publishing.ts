import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { oneOf, type Migration } from './kit.ts';

/**
 * Publishing (content editors, DESIGN §4): the content epoch and deletion tombstones that let
 * the build's content loader sync incrementally, and the editors' change log.
 */
export const publishing: Migration = {
  version: 9,
  name: '0009_publishing',
  async up(m) {
    // One row: a random id of this database's content. A loader whose last sync came from
    // another epoch (another database, a re-created one) syncs everything again.
    await m.createTable('cms_state', (t) =>
      t
        .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
        .addColumn('epoch', 'text', (c) => c.notNull()),
    );
    await m.run(
      sql`INSERT INTO cms_state (id, epoch) VALUES (1, ${randomBytes(16).toString('hex')})`,
    );

    // Every deleted catalogue node, info item and POI (by editors, by cascades, by a re-seed),
    // numbered in order: a loader asks for the deletions after the last number it saw.
    await m.createTable('cms_tombstone', (t) =>
      m
        .serialKey(t, 'seq', { monotonic: true })
        .addColumn('kind', 'text', (c) =>
          c.notNull().check(oneOf('kind', ['catalog', 'info', 'poi'])),
        )
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('deleted_at', m.epoch, (c) => c.notNull()),
    );
    // a deleted row leaves its tombstone, stamped with the real time of the deletion
    const tombstones = [
      ['catalog', 'id'],
      ['info', 'id'],
      ['poi', 'poi_code'],
    ] as const;
    if (m.postgres) {
      await m.run(sql`
        CREATE FUNCTION cms_tombstone_record() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          INSERT INTO cms_tombstone (kind, key, deleted_at)
          VALUES (TG_ARGV[0], to_jsonb(OLD) ->> TG_ARGV[1],
                  (extract(epoch FROM clock_timestamp()) * 1000)::bigint);
          RETURN NULL;
        END $$`);
      for (const [table, key] of tombstones) {
        await m.run(
          sql`CREATE TRIGGER ${sql.id(`${table}_tombstone`)} AFTER DELETE ON ${sql.table(table)}
              FOR EACH ROW EXECUTE FUNCTION cms_tombstone_record(${sql.lit(table)}, ${sql.lit(key)})`,
        );
      }
    } else {
      for (const [table, key] of tombstones) {
        await m.run(
          sql`CREATE TRIGGER ${sql.id(`${table}_tombstone`)} AFTER DELETE ON ${sql.table(table)} BEGIN
                INSERT INTO cms_tombstone (kind, key, deleted_at)
                VALUES (${sql.lit(table)}, OLD.${sql.id(key)}, CAST(unixepoch('subsec') * 1000 AS INTEGER));
              END`,
        );
      }
    }

    // What each editor changed and when: one row per create, update, delete, publish or
    // rollback. detail is JSON: the fields changed with their values before and after.
    await m.createTable('editor_change', (t) =>
      m
        .serialKey(t, 'id', { monotonic: true })
        .addColumn('editor', 'text', (c) => c.notNull())
        .addColumn('action', 'text', (c) =>
          c.notNull().check(oneOf('action', ['create', 'update', 'delete', 'publish', 'rollback'])),
        )
        .addColumn('kind', 'text', (c) =>
          c.notNull().check(oneOf('kind', ['catalog', 'info', 'poi', 'site'])),
        )
        .addColumn('target', 'text', (c) => c.notNull())
        .addColumn('detail', 'text', (c) => c.notNull().defaultTo('{}').check(m.json('detail')))
        .addColumn('at', m.epoch, (c) => c.notNull()),
    );
    await m.index('editor_change_at_idx', 'editor_change', ['at']);
  },
};
