import { sql } from 'kysely';
import type { Migration } from './kit.ts';

/**
 * The content version: one number that every write to the content and product tables moves
 * (triggers, so that no writer can forget it: editors, seeds, scripts). The gateway processes
 * cache the answers of content, POI and product reads in memory, each under the version it was
 * computed for; a read first asks the database for the version (one cheap statement, shared by
 * the reads that wait at the same time) and recomputes when it moved. Stock is not content: it is
 * read live (gateway/services/read-cache.ts).
 */
export const CONTENT_TABLES = [
  'catalog',
  'catalog_i18n',
  'info',
  'info_i18n',
  'poi',
  'poi_i18n',
  'product_catalog',
  'product_catalog_i18n',
  'product',
  'product_i18n',
  'sku',
  'sku_i18n',
  'agg',
  'agg_i18n',
  'agg_item',
  'pay_config',
  'pay_config_i18n',
  'dict',
  'dict_i18n',
] as const;

export const contentVersion: Migration = {
  version: 12,
  name: '0012_content_version',
  async up(m) {
    await m.createTable('content_version', (t) =>
      t
        .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
        .addColumn('version', m.postgres ? 'bigint' : 'integer', (c) => c.notNull()),
    );
    await m.run(sql`INSERT INTO content_version (id, version) VALUES (1, 1)`);
    if (m.postgres) {
      await m.run(sql`
        CREATE FUNCTION content_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          UPDATE content_version SET version = version + 1 WHERE id = 1;
          RETURN NULL;
        END $$`);
      for (const table of CONTENT_TABLES) {
        // one bump per statement (a bulk insert of the seed moves it once)
        await m.run(
          sql`CREATE TRIGGER ${sql.id(`${table}_content_version`)}
              AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${sql.table(table)}
              FOR EACH STATEMENT EXECUTE FUNCTION content_version_bump()`,
        );
      }
    } else {
      // SQLite has row triggers only: one per kind of write
      for (const table of CONTENT_TABLES) {
        for (const event of ['INSERT', 'UPDATE', 'DELETE'] as const) {
          await m.run(
            sql`CREATE TRIGGER ${sql.id(`${table}_content_version_${event.toLowerCase()}`)}
                AFTER ${sql.raw(event)} ON ${sql.table(table)} BEGIN
                  UPDATE content_version SET version = version + 1 WHERE id = 1;
                END`,
          );
        }
      }
    }
  },
};
