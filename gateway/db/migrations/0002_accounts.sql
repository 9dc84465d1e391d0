-- Accounts (SPEC §3 registration fields, §4 session and verification codes, §5 accounts).
-- Times are epoch milliseconds of the gateway clock. Secrets (passwords, tokens, codes) are
-- never stored: passwords as scrypt hashes, tokens and codes as SHA-256 hashes.

CREATE TABLE users (
  id TEXT PRIMARY KEY,
  email TEXT NOT NULL UNIQUE CHECK (email = lower(email) AND length(email) BETWEEN 3 AND 254),
  password_hash TEXT NOT NULL,
  surname TEXT NOT NULL,
  first_name TEXT NOT NULL,
  birthday TEXT NOT NULL CHECK (birthday GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  residence TEXT NOT NULL,
  phone_area_code TEXT NOT NULL,
  phone TEXT NOT NULL,
  promotion_consent INTEGER NOT NULL DEFAULT 0 CHECK (promotion_consent IN (0, 1)),
  basic_info_locked INTEGER NOT NULL DEFAULT 1 CHECK (basic_info_locked IN (0, 1)),
  status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'suspended')),
  suspend_reason TEXT,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
) STRICT;

-- One row per login. A refresh rotates within the same family (a new row, the old one revoked
-- 'rotated'); presenting a rotated refresh token again revokes the whole family ('reuse').
CREATE TABLE sessions (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  family_id TEXT NOT NULL,
  access_token_hash TEXT NOT NULL UNIQUE,
  refresh_token_hash TEXT NOT NULL UNIQUE,
  login_agent TEXT NOT NULL CHECK (login_agent IN ('PC', 'WAP')),
  ip TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  access_expires_at INTEGER NOT NULL,
  refresh_expires_at INTEGER NOT NULL,
  revoked_at INTEGER,
  revoked_reason TEXT CHECK (
    revoked_reason IN ('rotated', 'reuse', 'login-elsewhere', 'logout', 'suspended')
  ),
  replaced_by_ip TEXT
) STRICT;

CREATE INDEX sessions_user_idx ON sessions (user_id, revoked_at);
CREATE INDEX sessions_family_idx ON sessions (family_id);

CREATE TABLE email_codes (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL,
  purpose TEXT NOT NULL CHECK (purpose IN ('register', 'login', 'reset', 'change-password')),
  code_hash TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  used_at INTEGER
) STRICT;

CREATE INDEX email_codes_lookup_idx ON email_codes (email, purpose, created_at);

-- Mail waiting to be sent; SMTP delivery is not implemented, dev mode lists it at /dev/mailbox.
CREATE TABLE mail_outbox (
  id INTEGER PRIMARY KEY,
  to_address TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  created_at INTEGER NOT NULL
) STRICT;

CREATE INDEX mail_outbox_to_idx ON mail_outbox (to_address, id);

-- Fixed-window counters: key names the limit and its subject (e.g. 'login:acct-ip:<email>|<ip>').
CREATE TABLE rate_limits (
  key TEXT PRIMARY KEY,
  window_start INTEGER NOT NULL,
  count INTEGER NOT NULL
) STRICT;
