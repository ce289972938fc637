-- A merchant's purchase orders (decisions.md "Orders and messages"): one per supplier group placed.
-- Name, SKU and supplier name are kept as placed, so the history reads the same after later edits.
CREATE TABLE purchase_orders (
  id                 serial PRIMARY KEY,
  supplier_id        integer REFERENCES suppliers(id) ON DELETE SET NULL,
  supplier_name      text NOT NULL,
  status             text NOT NULL DEFAULT 'PLACED' CHECK (status IN ('PLACED', 'ACCEPTED', 'REJECTED', 'FULFILLED')),
  -- The supplier's reason when it rejected the order.
  status_reason      text,
  note               text,
  -- Where the order also went: the linked on-system supplier's tenant and its inbox order.
  supplier_tenant_id integer REFERENCES public.tenants(id) ON DELETE SET NULL,
  supplier_order_id  integer,
  placed_by          integer REFERENCES public.users(id) ON DELETE SET NULL,
  created_at         timestamptz NOT NULL DEFAULT now(),
  updated_at         timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX purchase_orders_created ON purchase_orders (created_at DESC, id DESC);

CREATE TABLE purchase_order_lines (
  id         serial PRIMARY KEY,
  order_id   integer NOT NULL REFERENCES purchase_orders(id) ON DELETE CASCADE,
  product_id integer REFERENCES products(id) ON DELETE SET NULL,
  name       text NOT NULL,
  sku        text,
  qty        numeric(14,3) NOT NULL CHECK (qty > 0)
);
CREATE INDEX purchase_order_lines_order ON purchase_order_lines (order_id);

-- Place-order requests by Idempotency-Key: a retry gets the same orders back.
CREATE TABLE order_idempotency_keys (
  key          text PRIMARY KEY,
  request_hash text NOT NULL,
  -- The orders the request created, as a JSON array of ids.
  order_ids    text,
  created_at   timestamptz NOT NULL DEFAULT now()
);
