-- Customer service (SPEC §3 Customer-service message, §5, §7 User, upload and issues):
-- dictionaries, messages (issues), upload policies and the stored files. Times are epoch
-- milliseconds of the gateway clock.

CREATE TABLE dict (
  dict_type TEXT NOT NULL,
  dict_code TEXT NOT NULL,
  sort INTEGER NOT NULL,
  PRIMARY KEY (dict_type, dict_code)
) STRICT, WITHOUT ROWID;

CREATE TABLE dict_i18n (
  dict_type TEXT NOT NULL,
  dict_code TEXT NOT NULL,
  lang TEXT NOT NULL CHECK (lang IN ('zh-TW', 'zh-CN', 'en')),
  label TEXT NOT NULL,
  PRIMARY KEY (dict_type, dict_code, lang),
  FOREIGN KEY (dict_type, dict_code) REFERENCES dict (dict_type, dict_code) ON DELETE CASCADE
) STRICT, WITHOUT ROWID;

INSERT INTO dict (dict_type, dict_code, sort) VALUES
  ('QUESTION_TYPE', 'booking', 1),
  ('QUESTION_TYPE', 'payment', 2),
  ('QUESTION_TYPE', 'refund', 3),
  ('QUESTION_TYPE', 'account', 4),
  ('QUESTION_TYPE', 'park', 5),
  ('QUESTION_TYPE', 'hotel', 6),
  ('QUESTION_TYPE', 'other', 7),
  ('LANGUAGE', 'zh-TW', 1),
  ('LANGUAGE', 'zh-CN', 2),
  ('LANGUAGE', 'en', 3);

INSERT INTO dict_i18n (dict_type, dict_code, lang, label) VALUES
  ('QUESTION_TYPE', 'booking', 'zh-TW', '預訂問題'),
  ('QUESTION_TYPE', 'booking', 'zh-CN', '预订问题'),
  ('QUESTION_TYPE', 'booking', 'en', 'Booking'),
  ('QUESTION_TYPE', 'payment', 'zh-TW', '付款問題'),
  ('QUESTION_TYPE', 'payment', 'zh-CN', '付款问题'),
  ('QUESTION_TYPE', 'payment', 'en', 'Payment'),
  ('QUESTION_TYPE', 'refund', 'zh-TW', '退款問題'),
  ('QUESTION_TYPE', 'refund', 'zh-CN', '退款问题'),
  ('QUESTION_TYPE', 'refund', 'en', 'Refund'),
  ('QUESTION_TYPE', 'account', 'zh-TW', '帳戶問題'),
  ('QUESTION_TYPE', 'account', 'zh-CN', '账户问题'),
  ('QUESTION_TYPE', 'account', 'en', 'Account'),
  ('QUESTION_TYPE', 'park', 'zh-TW', '樂園遊玩'),
  ('QUESTION_TYPE', 'park', 'zh-CN', '乐园游玩'),
  ('QUESTION_TYPE', 'park', 'en', 'Park visit'),
  ('QUESTION_TYPE', 'hotel', 'zh-TW', '酒店住宿'),
  ('QUESTION_TYPE', 'hotel', 'zh-CN', '酒店住宿'),
  ('QUESTION_TYPE', 'hotel', 'en', 'Hotel stay'),
  ('QUESTION_TYPE', 'other', 'zh-TW', '其他'),
  ('QUESTION_TYPE', 'other', 'zh-CN', '其他'),
  ('QUESTION_TYPE', 'other', 'en', 'Other'),
  ('LANGUAGE', 'zh-TW', 'zh-TW', '繁體中文'),
  ('LANGUAGE', 'zh-TW', 'zh-CN', '繁体中文'),
  ('LANGUAGE', 'zh-TW', 'en', 'Traditional Chinese'),
  ('LANGUAGE', 'zh-CN', 'zh-TW', '簡體中文'),
  ('LANGUAGE', 'zh-CN', 'zh-CN', '简体中文'),
  ('LANGUAGE', 'zh-CN', 'en', 'Simplified Chinese'),
  ('LANGUAGE', 'en', 'zh-TW', '英文'),
  ('LANGUAGE', 'en', 'zh-CN', '英文'),
  ('LANGUAGE', 'en', 'en', 'English');

-- A customer-service message. A reply is written by staff (not shown in the product).
CREATE TABLE issue (
  id TEXT PRIMARY KEY,
  issue_no TEXT NOT NULL UNIQUE,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  question_type TEXT NOT NULL,
  content TEXT NOT NULL CHECK (length(content) BETWEEN 1 AND 1000),
  contact TEXT NOT NULL CHECK (length(contact) BETWEEN 1 AND 100),
  status TEXT NOT NULL DEFAULT 'submitted' CHECK (status IN ('submitted', 'replied', 'closed')),
  reply_content TEXT,
  replied_at INTEGER,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
) STRICT;
CREATE INDEX issue_user_idx ON issue (user_id, created_at DESC);

-- A signed upload policy of genUploadParam: only the SHA-256 of its token is kept; single use.
CREATE TABLE upload_policy (
  id TEXT PRIMARY KEY,
  token_hash TEXT NOT NULL UNIQUE,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
) STRICT;
CREATE INDEX upload_policy_expiry_idx ON upload_policy (expires_at);

-- An uploaded, re-encoded image, stored under a generated key (outside the web root).
-- 'uploaded': not attached yet (counted against the per-user limit); 'attached': to ref_id;
-- 'unlinked': detached and its bytes deleted.
CREATE TABLE stored_file (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  upload_id TEXT REFERENCES upload_policy (id) ON DELETE SET NULL,
  storage_key TEXT NOT NULL UNIQUE,
  content_type TEXT NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg')),
  width INTEGER NOT NULL CHECK (width >= 1),
  height INTEGER NOT NULL CHECK (height >= 1),
  bytes INTEGER NOT NULL CHECK (bytes >= 1),
  ref_type TEXT CHECK (ref_type IN ('issue')),
  ref_id TEXT,
  status TEXT NOT NULL DEFAULT 'uploaded' CHECK (status IN ('uploaded', 'attached', 'unlinked')),
  confirmed_at INTEGER,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  CHECK ((status = 'attached') = (ref_id IS NOT NULL))
) STRICT;
CREATE INDEX stored_file_user_idx ON stored_file (user_id, status);
CREATE INDEX stored_file_ref_idx ON stored_file (ref_type, ref_id);
