-- Mail delivery (DESIGN §6): with SMTP_URL set, each outbox message is sent after the request
-- that queued it has answered, and retried with a backoff until it is sent or given up.
-- created_at stays the gateway clock (what /dev/mailbox shows); the delivery columns are real
-- time in epoch milliseconds, since retries wait on the real network, not on /dev/clock.
--   language         the language the mail is written in (that of the request that caused it)
--   queued_at        when it was queued; a message not sent within the delivery's maximum age
--                    is given up (a stale code is no use)
--   attempts         sending attempts so far
--   next_attempt_at  not before this (NULL: at once); also the lease of an attempt under way
--   sent_at          when the server accepted it
--   failed_at        when delivery was given up; last_error says why
-- Without SMTP_URL nothing is sent: messages stay queued (sent_at and failed_at NULL).

ALTER TABLE mail_outbox ADD COLUMN language TEXT NOT NULL DEFAULT 'zh-TW'
  CHECK (language IN ('zh-TW', 'zh-CN', 'en'));
ALTER TABLE mail_outbox ADD COLUMN queued_at INTEGER;
ALTER TABLE mail_outbox ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0;
ALTER TABLE mail_outbox ADD COLUMN next_attempt_at INTEGER;
ALTER TABLE mail_outbox ADD COLUMN sent_at INTEGER;
ALTER TABLE mail_outbox ADD COLUMN failed_at INTEGER;
ALTER TABLE mail_outbox ADD COLUMN last_error TEXT;

-- messages queued before delivery existed are never sent: their codes are long dead
UPDATE mail_outbox
SET failed_at = created_at, last_error = 'queued before mail delivery existed';

CREATE INDEX mail_outbox_pending_idx ON mail_outbox (next_attempt_at)
  WHERE sent_at IS NULL AND failed_at IS NULL;
