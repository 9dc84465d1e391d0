import { sql } from 'kysely';
import { languageCheck, oneOf, type Migration } from './kit.ts';

/**
 * CMS content: the catalogue tree (pages and their blocks), info items and points of interest.
 * Ids are 64-bit integers written as decimal text, as the real backend's ids are on the wire.
 * Translated texts live in *_i18n tables, one row per language; readers fall back to zh-TW.
 * updated_at is epoch milliseconds; content_hash lets the seed keep updated_at when a row did
 * not change, so that incremental syncs (updatedSince) fetch only what changed.
 */
export const cms: Migration = {
  version: 1,
  name: '0001_cms',
  async up(m) {
    const regions = ['', 'GZ', 'ZH', 'QY'];
    await m.createTable('catalog', (t) =>
      t
        .addColumn('id', 'text', (c) => c.primaryKey().check(m.decimalId('id')))
        .addColumn('parent_id', 'text', (c) => c.references('catalog.id').onDelete('cascade'))
        .addColumn('catalog_code', 'text', (c) =>
          c
            .notNull()
            .unique()
            .check(sql`length(catalog_code) BETWEEN 1 AND 100`),
        )
        .addColumn('catalog_type', 'text', (c) => c.notNull().check(m.upperCode('catalog_type')))
        .addColumn('poi_code', 'text', (c) => c.notNull())
        .addColumn('region_code', 'text', (c) => c.notNull().check(oneOf('region_code', regions)))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', m.epoch, (c) => c.notNull())
        .addColumn('content_hash', 'text', (c) => c.notNull().defaultTo(''))
        .addCheckConstraint('catalog_not_own_parent', sql`parent_id IS NULL OR parent_id <> id`),
    );
    // listCatalog: the roots of one page kind and poiCode
    await m.index('catalog_root_idx', 'catalog', ['catalog_type', 'poi_code', 'sort'], {
      where: sql<boolean>`parent_id IS NULL`,
    });
    // the tree walk from a root to its children
    await m.index('catalog_parent_idx', 'catalog', ['parent_id', 'sort']);

    await m.createTable(
      'catalog_i18n',
      (t) =>
        t
          .addColumn('catalog_id', 'text', (c) =>
            c.notNull().references('catalog.id').onDelete('cascade'),
          )
          .addColumn('lang', 'text', (c) => c.notNull().check(languageCheck('lang')))
          .addColumn('catalog_name', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('catalog_desc', 'text', (c) => c.notNull().defaultTo(''))
          .addPrimaryKeyConstraint('catalog_i18n_pk', ['catalog_id', 'lang']),
      { keyOnly: true },
    );

    await m.createTable('info', (t) =>
      t
        .addColumn('id', 'text', (c) => c.primaryKey().check(m.decimalId('id')))
        .addColumn('catalog_id', 'text', (c) =>
          c.notNull().references('catalog.id').onDelete('cascade'),
        )
        .addColumn('poi_code', 'text', (c) => c.notNull())
        .addColumn('region_code', 'text', (c) => c.notNull().check(oneOf('region_code', regions)))
        .addColumn('info_img_link', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('info_link', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', m.epoch, (c) => c.notNull())
        .addColumn('content_hash', 'text', (c) => c.notNull().defaultTo('')),
    );
    // listInfo: the items of some catalogue nodes, in order
    await m.index('info_catalog_idx', 'info', ['catalog_id', 'sort']);
    // incremental sync
    await m.index('info_updated_idx', 'info', ['updated_at']);

    await m.createTable(
      'info_i18n',
      (t) =>
        t
          .addColumn('info_id', 'text', (c) =>
            c.notNull().references('info.id').onDelete('cascade'),
          )
          .addColumn('lang', 'text', (c) => c.notNull().check(languageCheck('lang')))
          .addColumn('info_title', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('info_summary', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('info_desc', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('info_tag', 'text', (c) => c.notNull().defaultTo(''))
          .addPrimaryKeyConstraint('info_i18n_pk', ['info_id', 'lang']),
      { keyOnly: true },
    );

    await m.createTable('poi', (t) =>
      t
        .addColumn('id', 'text', (c) => c.primaryKey().check(m.decimalId('id')))
        .addColumn('poi_code', 'text', (c) =>
          c
            .notNull()
            .unique()
            .check(sql`length(poi_code) BETWEEN 1 AND 40`),
        )
        .addColumn('poi_type', 'integer', (c) => c.notNull().check(sql`poi_type BETWEEN 1 AND 4`))
        .addColumn('region_code', 'text', (c) =>
          c.notNull().check(oneOf('region_code', ['GZ', 'ZH', 'QY'])),
        )
        .addColumn('img_main', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', m.epoch, (c) => c.notNull())
        .addColumn('content_hash', 'text', (c) => c.notNull().defaultTo('')),
    );
    // listPoi: by area and type, in order
    await m.index('poi_region_type_idx', 'poi', ['region_code', 'poi_type', 'sort']);
    await m.index('poi_updated_idx', 'poi', ['updated_at']);

    await m.createTable(
      'poi_i18n',
      (t) =>
        t
          .addColumn('poi_id', 'text', (c) => c.notNull().references('poi.id').onDelete('cascade'))
          .addColumn('lang', 'text', (c) => c.notNull().check(languageCheck('lang')))
          .addColumn('poi_name', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('poi_name_native', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('poi_summary', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('poi_refund_desc', 'text', (c) => c.notNull().defaultTo(''))
          .addPrimaryKeyConstraint('poi_i18n_pk', ['poi_id', 'lang']),
      { keyOnly: true },
    );
  },
};
