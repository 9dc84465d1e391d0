-- Payment, fulfilment and refunds of orders (SPEC §3 Order and Refund, §4; DESIGN §6, §7).

ALTER TABLE orders ADD COLUMN pay_type TEXT;
-- The payment's transaction number (SPEC §3 Order), set when a payment succeeds.
ALTER TABLE orders ADD COLUMN transaction_no TEXT;
ALTER TABLE orders ADD COLUMN paid_at INTEGER;
-- When the status last changed: the simulator advances fulfilment from it.
ALTER TABLE orders ADD COLUMN status_at INTEGER;
-- The last date of the visit (a hotel: the check-out date): completed after it.
ALTER TABLE orders ADD COLUMN visit_end TEXT;
-- Deleting is irreversible for the shopper: the row stays for the books, hidden.
ALTER TABLE orders ADD COLUMN deleted_at INTEGER;
-- A note for the shopper: 'LATE_PAYMENT_HONOURED' or 'LATE_PAYMENT_REFUNDED'.
ALTER TABLE orders ADD COLUMN notice TEXT;

-- Redemption codes, set when the voucher is issued (a hotel line: its check-in confirmation).
ALTER TABLE order_line ADD COLUMN voucher_code TEXT;
ALTER TABLE order_line ADD COLUMN confirmation_code TEXT;

CREATE TABLE payment (
  id TEXT PRIMARY KEY,
  order_id TEXT NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  pay_type TEXT NOT NULL,
  channel_mode TEXT NOT NULL CHECK (channel_mode IN ('H5', 'H5_WEB')),
  amount_cents INTEGER NOT NULL CHECK (amount_cents >= 0),
  status TEXT NOT NULL CHECK (status IN ('pending', 'succeeded', 'failed', 'refunded')),
  return_path TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  completed_at INTEGER
) STRICT;
CREATE INDEX payment_order_idx ON payment (order_id, created_at);

CREATE TABLE refund (
  id TEXT PRIMARY KEY,
  refund_no TEXT NOT NULL UNIQUE,
  order_id TEXT NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  user_id TEXT NOT NULL,
  reason TEXT NOT NULL,
  reason_text TEXT NOT NULL DEFAULT '',
  ticket_quantity INTEGER NOT NULL,
  subtotal_cents INTEGER NOT NULL,
  fee_cents INTEGER NOT NULL,
  refund_cents INTEGER NOT NULL,
  actual_refund_cents INTEGER,
  status TEXT NOT NULL,
  applied_at INTEGER NOT NULL,
  status_at INTEGER NOT NULL,
  -- A full refund is allowed once per order (SPEC §4).
  UNIQUE (order_id)
) STRICT;
CREATE INDEX refund_user_idx ON refund (user_id, applied_at DESC);
