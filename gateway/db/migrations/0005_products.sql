-- Products (SPEC §7): product catalogues per area and POI, products with their SKUs, per-date
-- stock, aggregates (packages of several products) and the payment methods.
-- Products link to the CMS POIs by poi_code (a soft link: the CMS seed may replace POIs).
-- Money is integer cents of HKD; dates are YYYY-MM-DD in Asia/Hong_Kong; sessions HH:mm.

CREATE TABLE product_catalog (
  id TEXT PRIMARY KEY CHECK (id GLOB '[1-9]*' AND id NOT GLOB '*[^0-9]*' AND length(id) <= 20),
  catalog_code TEXT NOT NULL UNIQUE,
  product_type TEXT NOT NULL,
  poi_code TEXT NOT NULL,
  region_code TEXT NOT NULL CHECK (region_code IN ('GZ', 'ZH', 'QY')),
  sort INTEGER NOT NULL DEFAULT 0
) STRICT;

CREATE TABLE product_catalog_i18n (
  catalog_id TEXT NOT NULL REFERENCES product_catalog (id) ON DELETE CASCADE,
  lang TEXT NOT NULL CHECK (lang IN ('zh-TW', 'zh-CN', 'en')),
  catalog_name TEXT NOT NULL DEFAULT '',
  catalog_desc TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (catalog_id, lang)
) STRICT, WITHOUT ROWID;

CREATE TABLE product (
  id TEXT PRIMARY KEY CHECK (id GLOB '[1-9]*' AND id NOT GLOB '*[^0-9]*' AND length(id) <= 20),
  product_code TEXT NOT NULL UNIQUE,
  catalog_id TEXT NOT NULL REFERENCES product_catalog (id) ON DELETE CASCADE,
  product_type TEXT NOT NULL CHECK (product_type IN
    ('TICKET', 'SHOW', 'HOTEL', 'FOOD', 'ANNUAL_CARD', 'OFFER', 'BUNDLE')),
  bundle_type TEXT,
  poi_code TEXT NOT NULL,
  poi_type INTEGER NOT NULL CHECK (poi_type BETWEEN 1 AND 4),
  region_code TEXT NOT NULL CHECK (region_code IN ('GZ', 'ZH', 'QY')),
  -- JSON array of session starts HH:mm; '[]' for products without sessions
  sessions TEXT NOT NULL DEFAULT '[]',
  -- JSON array of months (1-12) the product is open; '[]' all year
  open_months TEXT NOT NULL DEFAULT '[]',
  -- stock of each SKU per date (and session, and room night)
  daily_stock INTEGER NOT NULL CHECK (daily_stock >= 0),
  img_main TEXT NOT NULL DEFAULT '',
  sort INTEGER NOT NULL DEFAULT 0
) STRICT;

CREATE INDEX product_poi_idx ON product (poi_code, sort);
CREATE INDEX product_region_idx ON product (region_code, product_type, sort);

CREATE TABLE product_i18n (
  product_id TEXT NOT NULL REFERENCES product (id) ON DELETE CASCADE,
  lang TEXT NOT NULL CHECK (lang IN ('zh-TW', 'zh-CN', 'en')),
  product_name TEXT NOT NULL DEFAULT '',
  product_desc TEXT NOT NULL DEFAULT '',
  product_detail_desc TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (product_id, lang)
) STRICT, WITHOUT ROWID;

CREATE TABLE sku (
  id TEXT PRIMARY KEY CHECK (id GLOB '[1-9]*' AND id NOT GLOB '*[^0-9]*' AND length(id) <= 20),
  product_id TEXT NOT NULL REFERENCES product (id) ON DELETE CASCADE,
  sku_type TEXT NOT NULL,
  adults INTEGER NOT NULL DEFAULT 1,
  children INTEGER NOT NULL DEFAULT 0,
  min_age INTEGER,
  max_age INTEGER,
  peak_cents INTEGER NOT NULL CHECK (peak_cents >= 0),
  off_peak_cents INTEGER NOT NULL CHECK (off_peak_cents >= 0),
  sort INTEGER NOT NULL DEFAULT 0
) STRICT;

CREATE INDEX sku_product_idx ON sku (product_id, sort);

CREATE TABLE sku_i18n (
  sku_id TEXT NOT NULL REFERENCES sku (id) ON DELETE CASCADE,
  lang TEXT NOT NULL CHECK (lang IN ('zh-TW', 'zh-CN', 'en')),
  sku_name TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (sku_id, lang)
) STRICT, WITHOUT ROWID;

-- Stock of one SKU on one date and session ('' when the product has none; a hotel room: one
-- night). Rows are created on demand for the sale window (INSERT OR IGNORE), so that an order
-- reserves stock with one guarded UPDATE in an immediate transaction:
--   UPDATE inventory SET held = held + :n WHERE … AND total - held - sold >= :n
CREATE TABLE inventory (
  sku_id TEXT NOT NULL REFERENCES sku (id) ON DELETE CASCADE,
  date TEXT NOT NULL CHECK (date GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  session TEXT NOT NULL DEFAULT '',
  total INTEGER NOT NULL CHECK (total >= 0),
  held INTEGER NOT NULL DEFAULT 0 CHECK (held >= 0),
  sold INTEGER NOT NULL DEFAULT 0 CHECK (sold >= 0),
  CHECK (held + sold <= total),
  PRIMARY KEY (sku_id, date, session)
) STRICT, WITHOUT ROWID;

CREATE TABLE agg (
  id TEXT PRIMARY KEY CHECK (id GLOB '[1-9]*' AND id NOT GLOB '*[^0-9]*' AND length(id) <= 20),
  agg_code TEXT NOT NULL UNIQUE,
  agg_type TEXT NOT NULL CHECK (agg_type IN ('HOTEL_PACKAGE', 'PARK_SHOW')),
  region_code TEXT NOT NULL CHECK (region_code IN ('GZ', 'ZH', 'QY')),
  nights INTEGER NOT NULL DEFAULT 0,
  sort INTEGER NOT NULL DEFAULT 0
) STRICT;

CREATE TABLE agg_i18n (
  agg_id TEXT NOT NULL REFERENCES agg (id) ON DELETE CASCADE,
  lang TEXT NOT NULL CHECK (lang IN ('zh-TW', 'zh-CN', 'en')),
  agg_name TEXT NOT NULL DEFAULT '',
  agg_desc TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (agg_id, lang)
) STRICT, WITHOUT ROWID;

CREATE TABLE agg_item (
  agg_id TEXT NOT NULL REFERENCES agg (id) ON DELETE CASCADE,
  sku_id TEXT NOT NULL REFERENCES sku (id) ON DELETE CASCADE,
  quantity INTEGER NOT NULL CHECK (quantity >= 1),
  sort INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (agg_id, sku_id)
) STRICT, WITHOUT ROWID;

CREATE TABLE pay_config (
  pay_type TEXT PRIMARY KEY,
  channel_mode TEXT NOT NULL CHECK (channel_mode IN ('H5', 'H5_WEB')),
  enabled INTEGER NOT NULL DEFAULT 1 CHECK (enabled IN (0, 1)),
  sort INTEGER NOT NULL DEFAULT 0
) STRICT;

CREATE TABLE pay_config_i18n (
  pay_type TEXT NOT NULL REFERENCES pay_config (pay_type) ON DELETE CASCADE,
  lang TEXT NOT NULL CHECK (lang IN ('zh-TW', 'zh-CN', 'en')),
  pay_name TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (pay_type, lang)
) STRICT, WITHOUT ROWID;
