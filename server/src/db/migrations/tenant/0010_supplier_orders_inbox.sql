-- A supplier's orders inbox: the orders merchants placed with this supplier (decisions.md "Orders
-- and messages"). Rows are written from the merchant's request (schema-qualified, see
-- server/src/modules/supplier-orders/inbox.ts). Empty in merchant tenants.
CREATE TABLE incoming_orders (
  id                 serial PRIMARY KEY,
  merchant_tenant_id integer NOT NULL REFERENCES public.tenants(id) ON DELETE CASCADE,
  -- The merchant's own purchase order (in the merchant's schema); null for demo data.
  merchant_order_id  integer,
  status             text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'accepted', 'rejected', 'fulfilled')),
  note               text,
  reject_reason      text,
  created_at         timestamptz NOT NULL DEFAULT now(),
  updated_at         timestamptz NOT NULL DEFAULT now(),
  -- One inbox order per merchant order: recording it again answers the first one.
  UNIQUE (merchant_tenant_id, merchant_order_id)
);
CREATE INDEX incoming_orders_status_idx ON incoming_orders (status, created_at DESC);

CREATE TABLE incoming_order_lines (
  id       serial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES incoming_orders(id) ON DELETE CASCADE,
  name     text NOT NULL,
  sku      text,
  qty      numeric(14,3) NOT NULL CHECK (qty > 0)
);
CREATE INDEX incoming_order_lines_order_idx ON incoming_order_lines (order_id);
