-- Publishing (content editors, DESIGN §4): the content epoch and deletion tombstones that let
-- the build's content loader sync incrementally, and the editors' change log.

-- One row: a random id of this database's content. A loader whose last sync came from another
-- epoch (another database, a re-created one) syncs everything again.
CREATE TABLE cms_state (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  epoch TEXT NOT NULL
) STRICT;
INSERT INTO cms_state (id, epoch) VALUES (1, lower(hex(randomblob(16))));

-- Every deleted catalogue node, info item and POI (by editors, by cascades, by a re-seed),
-- numbered in order: a loader asks for the deletions after the last number it saw.
CREATE TABLE cms_tombstone (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  kind TEXT NOT NULL CHECK (kind IN ('catalog', 'info', 'poi')),
  key TEXT NOT NULL,
  deleted_at INTEGER NOT NULL
) STRICT;

CREATE TRIGGER catalog_tombstone AFTER DELETE ON catalog BEGIN
  INSERT INTO cms_tombstone (kind, key, deleted_at)
  VALUES ('catalog', OLD.id, CAST(unixepoch('subsec') * 1000 AS INTEGER));
END;
CREATE TRIGGER info_tombstone AFTER DELETE ON info BEGIN
  INSERT INTO cms_tombstone (kind, key, deleted_at)
  VALUES ('info', OLD.id, CAST(unixepoch('subsec') * 1000 AS INTEGER));
END;
CREATE TRIGGER poi_tombstone AFTER DELETE ON poi BEGIN
  INSERT INTO cms_tombstone (kind, key, deleted_at)
  VALUES ('poi', OLD.poi_code, CAST(unixepoch('subsec') * 1000 AS INTEGER));
END;

-- What each editor changed and when: one row per create, update, delete, publish or rollback.
-- detail is JSON: the fields changed with their values before and after.
CREATE TABLE editor_change (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  editor TEXT NOT NULL,
  action TEXT NOT NULL CHECK (action IN ('create', 'update', 'delete', 'publish', 'rollback')),
  kind TEXT NOT NULL CHECK (kind IN ('catalog', 'info', 'poi', 'site')),
  target TEXT NOT NULL,
  detail TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(detail)),
  at INTEGER NOT NULL
) STRICT;
CREATE INDEX editor_change_at_idx ON editor_change (at);
