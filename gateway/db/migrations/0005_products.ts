import { sql } from 'kysely';
import { languageCheck, oneOf, type Migration, type Table } from './kit.ts';

/**
 * Products (SPEC §7): product catalogues per area and POI, products with their SKUs, per-date
 * stock, aggregates (packages of several products) and the payment methods.
 * Products link to the CMS POIs by poi_code (a soft link: the CMS seed may replace POIs).
 * Money is integer cents of HKD; dates are YYYY-MM-DD in Asia/Hong_Kong; sessions HH:mm.
 */
export const products: Migration = {
  version: 5,
  name: '0005_products',
  async up(m) {
    const regions = ['GZ', 'ZH', 'QY'];
    const decimalKey = (t: Table) =>
      t.addColumn('id', 'text', (c) => c.primaryKey().check(m.decimalId('id')));
    /** A translation table: owner key, language, texts (all defaulting to ''). */
    const translations = (
      name: string,
      owner: string,
      ownerKey: string,
      texts: readonly string[],
    ) =>
      m.createTable(
        name,
        (t) => {
          let table = t
            .addColumn(owner, 'text', (c) => c.notNull().references(ownerKey).onDelete('cascade'))
            .addColumn('lang', 'text', (c) => c.notNull().check(languageCheck('lang')));
          for (const text of texts) {
            table = table.addColumn(text, 'text', (c) => c.notNull().defaultTo(''));
          }
          return table.addPrimaryKeyConstraint(`${name}_pk`, [owner, 'lang']);
        },
        { keyOnly: true },
      );

    await m.createTable('product_catalog', (t) =>
      decimalKey(t)
        .addColumn('catalog_code', 'text', (c) => c.notNull().unique())
        .addColumn('product_type', 'text', (c) => c.notNull())
        .addColumn('poi_code', 'text', (c) => c.notNull())
        .addColumn('region_code', 'text', (c) => c.notNull().check(oneOf('region_code', regions)))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0)),
    );
    await translations('product_catalog_i18n', 'catalog_id', 'product_catalog.id', [
      'catalog_name',
      'catalog_desc',
    ]);

    await m.createTable('product', (t) =>
      decimalKey(t)
        .addColumn('product_code', 'text', (c) => c.notNull().unique())
        .addColumn('catalog_id', 'text', (c) =>
          c.notNull().references('product_catalog.id').onDelete('cascade'),
        )
        .addColumn('product_type', 'text', (c) =>
          c
            .notNull()
            .check(
              oneOf('product_type', [
                'TICKET',
                'SHOW',
                'HOTEL',
                'FOOD',
                'ANNUAL_CARD',
                'OFFER',
                'BUNDLE',
              ]),
            ),
        )
        .addColumn('bundle_type', 'text')
        .addColumn('poi_code', 'text', (c) => c.notNull())
        .addColumn('poi_type', 'integer', (c) => c.notNull().check(sql`poi_type BETWEEN 1 AND 4`))
        .addColumn('region_code', 'text', (c) => c.notNull().check(oneOf('region_code', regions)))
        // JSON array of session starts HH:mm; '[]' for products without sessions
        .addColumn('sessions', 'text', (c) => c.notNull().defaultTo('[]'))
        // JSON array of months (1-12) the product is open; '[]' all year
        .addColumn('open_months', 'text', (c) => c.notNull().defaultTo('[]'))
        // stock of each SKU per date (and session, and room night)
        .addColumn('daily_stock', 'integer', (c) => c.notNull().check(sql`daily_stock >= 0`))
        .addColumn('img_main', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0)),
    );
    await m.index('product_poi_idx', 'product', ['poi_code', 'sort']);
    await m.index('product_region_idx', 'product', ['region_code', 'product_type', 'sort']);
    await translations('product_i18n', 'product_id', 'product.id', [
      'product_name',
      'product_desc',
      'product_detail_desc',
    ]);

    await m.createTable('sku', (t) =>
      decimalKey(t)
        .addColumn('product_id', 'text', (c) =>
          c.notNull().references('product.id').onDelete('cascade'),
        )
        .addColumn('sku_type', 'text', (c) => c.notNull())
        .addColumn('adults', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('children', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('min_age', 'integer')
        .addColumn('max_age', 'integer')
        .addColumn('peak_cents', 'integer', (c) => c.notNull().check(sql`peak_cents >= 0`))
        .addColumn('off_peak_cents', 'integer', (c) => c.notNull().check(sql`off_peak_cents >= 0`))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0)),
    );
    await m.index('sku_product_idx', 'sku', ['product_id', 'sort']);
    await translations('sku_i18n', 'sku_id', 'sku.id', ['sku_name']);

    // Stock of one SKU on one date and session ('' when the product has none; a hotel room:
    // one night). Rows are created on demand for the sale window (ON CONFLICT DO NOTHING), so
    // that an order reserves stock with one guarded UPDATE in its transaction:
    //   UPDATE inventory SET held = held + :n WHERE … AND held + sold + :n <= total
    // The CHECK below refuses any write that would oversell, whatever the statement.
    await m.createTable(
      'inventory',
      (t) =>
        t
          .addColumn('sku_id', 'text', (c) => c.notNull().references('sku.id').onDelete('cascade'))
          .addColumn('date', 'text', (c) => c.notNull().check(m.isoDate('date')))
          .addColumn('session', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('total', 'integer', (c) => c.notNull().check(sql`total >= 0`))
          .addColumn('held', 'integer', (c) =>
            c
              .notNull()
              .defaultTo(0)
              .check(sql`held >= 0`),
          )
          .addColumn('sold', 'integer', (c) =>
            c
              .notNull()
              .defaultTo(0)
              .check(sql`sold >= 0`),
          )
          .addCheckConstraint('inventory_not_oversold', sql`held + sold <= total`)
          .addPrimaryKeyConstraint('inventory_pk', ['sku_id', 'date', 'session']),
      { keyOnly: true },
    );

    await m.createTable('agg', (t) =>
      decimalKey(t)
        .addColumn('agg_code', 'text', (c) => c.notNull().unique())
        .addColumn('agg_type', 'text', (c) =>
          c.notNull().check(oneOf('agg_type', ['HOTEL_PACKAGE', 'PARK_SHOW'])),
        )
        .addColumn('region_code', 'text', (c) => c.notNull().check(oneOf('region_code', regions)))
        .addColumn('nights', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0)),
    );
    await translations('agg_i18n', 'agg_id', 'agg.id', ['agg_name', 'agg_desc']);

    await m.createTable(
      'agg_item',
      (t) =>
        t
          .addColumn('agg_id', 'text', (c) => c.notNull().references('agg.id').onDelete('cascade'))
          .addColumn('sku_id', 'text', (c) => c.notNull().references('sku.id').onDelete('cascade'))
          .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity >= 1`))
          .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
          .addPrimaryKeyConstraint('agg_item_pk', ['agg_id', 'sku_id']),
      { keyOnly: true },
    );

    await m.createTable('pay_config', (t) =>
      t
        .addColumn('pay_type', 'text', (c) => c.primaryKey())
        .addColumn('channel_mode', 'text', (c) =>
          c.notNull().check(oneOf('channel_mode', ['H5', 'H5_WEB'])),
        )
        .addColumn('enabled', 'integer', m.flag('enabled', 1))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0)),
    );
    await translations('pay_config_i18n', 'pay_type', 'pay_config.pay_type', ['pay_name']);
  },
};
