-- Orders (SPEC §3 Order, §4 statuses; DESIGN §7 lifecycle). An order is made by
-- order/info/save in one immediate transaction that holds its stock (inventory.held); paying
-- turns the hold into a sale (held → sold), expiry or cancelling releases it.

CREATE TABLE orders (
  id TEXT PRIMARY KEY,
  order_no TEXT NOT NULL UNIQUE,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- The client's idempotency key: the same key from the same user makes one order.
  request_id TEXT NOT NULL,
  status TEXT NOT NULL,
  channel TEXT NOT NULL CHECK (channel IN ('PC', 'WAP')),
  lang TEXT NOT NULL,
  guest_mode TEXT NOT NULL CHECK (guest_mode IN ('normal', 'guest')),
  total_cents INTEGER NOT NULL CHECK (total_cents >= 0),
  -- Epoch ms: an unpaid order cancels itself then (15 minutes after it was made).
  pay_before INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  UNIQUE (user_id, request_id)
) STRICT;
CREATE INDEX orders_user_idx ON orders (user_id, created_at DESC);
CREATE INDEX orders_expiry_idx ON orders (status, pay_before);

-- What was booked, priced by the gateway, with the names in the order's language.
CREATE TABLE order_line (
  order_id TEXT NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  line_no INTEGER NOT NULL,
  product_id TEXT NOT NULL,
  sku_id TEXT NOT NULL,
  product_name TEXT NOT NULL,
  sku_name TEXT NOT NULL,
  product_type TEXT NOT NULL,
  poi_code TEXT NOT NULL,
  poi_type INTEGER NOT NULL,
  quantity INTEGER NOT NULL CHECK (quantity >= 1),
  start_date TEXT NOT NULL,
  end_date TEXT NOT NULL,
  session TEXT NOT NULL DEFAULT '',
  unit_price_cents INTEGER NOT NULL CHECK (unit_price_cents >= 0),
  subtotal_cents INTEGER NOT NULL CHECK (subtotal_cents >= 0),
  PRIMARY KEY (order_id, line_no)
) STRICT, WITHOUT ROWID;

-- The stock cells an order holds (a hotel line: one cell per night).
CREATE TABLE order_hold (
  order_id TEXT NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  sku_id TEXT NOT NULL,
  date TEXT NOT NULL,
  session TEXT NOT NULL,
  quantity INTEGER NOT NULL CHECK (quantity >= 1),
  PRIMARY KEY (order_id, sku_id, date, session)
) STRICT, WITHOUT ROWID;

CREATE TABLE order_guest (
  order_id TEXT NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  guest_no INTEGER NOT NULL,
  product_id TEXT NOT NULL,
  guest_name TEXT NOT NULL,
  guest_mobile TEXT NOT NULL,
  guest_mobile_area TEXT NOT NULL,
  guest_email TEXT NOT NULL,
  remark TEXT NOT NULL,
  id_type INTEGER,
  id_info TEXT,
  PRIMARY KEY (order_id, guest_no)
) STRICT, WITHOUT ROWID;
