-- Captcha (DESIGN §6): challenges and verification tokens, shared by every gateway process.
-- Times are epoch milliseconds of the gateway clock. Challenge ids and verification tokens are
-- stored only as SHA-256 hashes; a row is deleted when it is used (single use).

CREATE TABLE captcha_challenges (
  id_hash TEXT PRIMARY KEY,
  scope TEXT NOT NULL CHECK (scope IN ('auth-center', 'open-account')),
  captcha_type TEXT NOT NULL CHECK (
    captcha_type IN ('SLIDE_PUZZLE', 'CLICK_WORD', 'STRING', 'CALCULATE', 'ROTATE_PUZZLE')
  ),
  -- the right answer, JSON in the shape of answerData; never sent to the client
  answer TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
) STRICT;

CREATE INDEX captcha_challenges_expiry_idx ON captcha_challenges (expires_at);

CREATE TABLE captcha_verifications (
  token_hash TEXT PRIMARY KEY,
  scope TEXT NOT NULL CHECK (scope IN ('auth-center', 'open-account')),
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
) STRICT;

CREATE INDEX captcha_verifications_expiry_idx ON captcha_verifications (expires_at);
