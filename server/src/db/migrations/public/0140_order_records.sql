-- Fulfilment, receiving and credits (issue 23): one shared record per order that both sides read,
-- like connections. A record pairs the merchant's purchase order and the supplier's inbox order
-- (ids in the tenants' schemas: no foreign keys; an off-system supplier's order has no supplier
-- side, a demo inbox order may have no merchant order). Its timeline (order_events) and credits
-- (order_credits) live here once, written only by modules/order-records.
CREATE TABLE order_records (
  id                 serial PRIMARY KEY,
  merchant_tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  merchant_order_id  integer,
  supplier_tenant_id integer REFERENCES tenants(id) ON DELETE SET NULL,
  supplier_order_id  integer,
  number             text NOT NULL,
  created_at         timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_tenant_id, merchant_order_id)
);
CREATE UNIQUE INDEX order_records_supplier_order ON order_records (supplier_tenant_id, supplier_order_id) WHERE supplier_order_id IS NOT NULL;

-- Who and what, as it was when the step was taken (names kept as written then).
CREATE TABLE order_events (
  id          serial PRIMARY KEY,
  record_id   integer NOT NULL REFERENCES order_records(id) ON DELETE CASCADE,
  kind        text NOT NULL CHECK (kind IN ('placed', 'accepted', 'accepted_with_changes', 'rejected', 'shipped', 'received', 'partially_received',
                                            'credit_requested', 'credit_approved', 'credit_disputed')),
  side        text NOT NULL CHECK (side IN ('merchant', 'supplier')),
  tenant_name text NOT NULL,
  user_id     integer REFERENCES users(id) ON DELETE SET NULL,
  user_name   text,
  detail      text,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_events_record ON order_events (record_id, id);

-- A credit request raised by a merchant's receipt, answered by the supplier.
CREATE TABLE order_credits (
  id                serial PRIMARY KEY,
  record_id         integer NOT NULL REFERENCES order_records(id) ON DELETE CASCADE,
  -- The merchant's order line and receipt (merchant schema).
  merchant_line_id  integer NOT NULL,
  receipt_id        integer NOT NULL,
  name              text NOT NULL,
  sku               text,
  reason            text CHECK (reason IN ('SHORT', 'DAMAGED', 'WRONG_ITEM', 'PRICE', 'OTHER')),
  note              text,
  shortfall_qty     numeric(14,3) NOT NULL CHECK (shortfall_qty >= 0),
  unit_price        numeric(12,2),
  amount            numeric(14,2) NOT NULL CHECK (amount >= 0),
  approved_amount   numeric(14,2) CHECK (approved_amount >= 0),
  status            text NOT NULL DEFAULT 'requested' CHECK (status IN ('requested', 'approved', 'disputed')),
  dispute_reason    text,
  answered_by       integer REFERENCES users(id) ON DELETE SET NULL,
  created_at        timestamptz NOT NULL DEFAULT now(),
  answered_at       timestamptz
);
CREATE INDEX order_credits_record ON order_credits (record_id, id);
