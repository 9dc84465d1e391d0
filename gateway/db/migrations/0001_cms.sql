-- CMS content: the catalogue tree (pages and their blocks), info items and points of interest.
-- Ids are 64-bit integers written as decimal text, as the real backend's ids are on the wire.
-- Translated texts live in *_i18n tables, one row per language; readers fall back to zh-TW.
-- updated_at is epoch milliseconds; content_hash lets the seed keep updated_at when a row did
-- not change, so that incremental syncs (updatedSince) fetch only what changed.

CREATE TABLE catalog (
  id TEXT PRIMARY KEY CHECK (id GLOB '[1-9]*' AND id NOT GLOB '*[^0-9]*' AND length(id) <= 20),
  parent_id TEXT REFERENCES catalog (id) ON DELETE CASCADE,
  catalog_code TEXT NOT NULL UNIQUE CHECK (length(catalog_code) BETWEEN 1 AND 100),
  catalog_type TEXT NOT NULL CHECK (catalog_type GLOB '[A-Z]*' AND catalog_type NOT GLOB '*[^A-Z_]*'),
  poi_code TEXT NOT NULL,
  region_code TEXT NOT NULL CHECK (region_code IN ('', 'GZ', 'ZH', 'QY')),
  sort INTEGER NOT NULL DEFAULT 0,
  updated_at INTEGER NOT NULL,
  content_hash TEXT NOT NULL DEFAULT '',
  CHECK (parent_id IS NULL OR parent_id <> id)
) STRICT;

-- listCatalog: the roots of one page kind and poiCode
CREATE INDEX catalog_root_idx ON catalog (catalog_type, poi_code, sort) WHERE parent_id IS NULL;
-- the tree walk from a root to its children
CREATE INDEX catalog_parent_idx ON catalog (parent_id, sort);

CREATE TABLE catalog_i18n (
  catalog_id TEXT NOT NULL REFERENCES catalog (id) ON DELETE CASCADE,
  lang TEXT NOT NULL CHECK (lang IN ('zh-TW', 'zh-CN', 'en')),
  catalog_name TEXT NOT NULL DEFAULT '',
  catalog_desc TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (catalog_id, lang)
) STRICT, WITHOUT ROWID;

CREATE TABLE info (
  id TEXT PRIMARY KEY CHECK (id GLOB '[1-9]*' AND id NOT GLOB '*[^0-9]*' AND length(id) <= 20),
  catalog_id TEXT NOT NULL REFERENCES catalog (id) ON DELETE CASCADE,
  poi_code TEXT NOT NULL,
  region_code TEXT NOT NULL CHECK (region_code IN ('', 'GZ', 'ZH', 'QY')),
  info_img_link TEXT NOT NULL DEFAULT '',
  info_link TEXT NOT NULL DEFAULT '',
  sort INTEGER NOT NULL DEFAULT 0,
  updated_at INTEGER NOT NULL,
  content_hash TEXT NOT NULL DEFAULT ''
) STRICT;

-- listInfo: the items of some catalogue nodes, in order
CREATE INDEX info_catalog_idx ON info (catalog_id, sort);
-- incremental sync
CREATE INDEX info_updated_idx ON info (updated_at);

CREATE TABLE info_i18n (
  info_id TEXT NOT NULL REFERENCES info (id) ON DELETE CASCADE,
  lang TEXT NOT NULL CHECK (lang IN ('zh-TW', 'zh-CN', 'en')),
  info_title TEXT NOT NULL DEFAULT '',
  info_summary TEXT NOT NULL DEFAULT '',
  info_desc TEXT NOT NULL DEFAULT '',
  info_tag TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (info_id, lang)
) STRICT, WITHOUT ROWID;

CREATE TABLE poi (
  id TEXT PRIMARY KEY CHECK (id GLOB '[1-9]*' AND id NOT GLOB '*[^0-9]*' AND length(id) <= 20),
  poi_code TEXT NOT NULL UNIQUE CHECK (length(poi_code) BETWEEN 1 AND 40),
  poi_type INTEGER NOT NULL CHECK (poi_type BETWEEN 1 AND 4),
  region_code TEXT NOT NULL CHECK (region_code IN ('GZ', 'ZH', 'QY')),
  img_main TEXT NOT NULL DEFAULT '',
  sort INTEGER NOT NULL DEFAULT 0,
  updated_at INTEGER NOT NULL,
  content_hash TEXT NOT NULL DEFAULT ''
) STRICT;

-- listPoi: by area and type, in order
CREATE INDEX poi_region_type_idx ON poi (region_code, poi_type, sort);
CREATE INDEX poi_updated_idx ON poi (updated_at);

CREATE TABLE poi_i18n (
  poi_id TEXT NOT NULL REFERENCES poi (id) ON DELETE CASCADE,
  lang TEXT NOT NULL CHECK (lang IN ('zh-TW', 'zh-CN', 'en')),
  poi_name TEXT NOT NULL DEFAULT '',
  poi_name_native TEXT NOT NULL DEFAULT '',
  poi_summary TEXT NOT NULL DEFAULT '',
  poi_refund_desc TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (poi_id, lang)
) STRICT, WITHOUT ROWID;
