-- Fulfilment, receiving and credits (issue 23). Supplier side: each inbox line's confirmation
-- (quantity, price, substitute, note) and the merchant's line it stands for. Merchant side: the same
-- confirmation mirrored onto its lines, the receipts of deliveries and their lines, and the stock
-- movements they appended. Both sides: the total as ordered, kept when a confirmation changes it.
ALTER TABLE incoming_order_lines
  ADD COLUMN merchant_line_id integer,
  ADD COLUMN confirmed_qty numeric(14,3) CHECK (confirmed_qty >= 0),
  ADD COLUMN confirmed_unit_price numeric(12,2),
  ADD COLUMN substitute_product_id integer REFERENCES supplier_products(id) ON DELETE SET NULL,
  ADD COLUMN substitute_name text,
  ADD COLUMN substitute_sku text,
  ADD COLUMN supplier_note text;
ALTER TABLE incoming_orders ADD COLUMN ordered_total numeric(14,2);

-- The substitute's id is the supplier's (another schema): no foreign key.
ALTER TABLE purchase_order_lines
  ADD COLUMN confirmed_qty numeric(14,3) CHECK (confirmed_qty >= 0),
  ADD COLUMN confirmed_unit_price numeric(12,2),
  ADD COLUMN substitute_product_id integer,
  ADD COLUMN substitute_name text,
  ADD COLUMN substitute_sku text,
  ADD COLUMN supplier_note text;
CREATE INDEX purchase_order_lines_product ON purchase_order_lines (product_id);
ALTER TABLE purchase_orders ADD COLUMN ordered_total numeric(14,2);
ALTER TABLE purchase_orders DROP CONSTRAINT purchase_orders_status_check;
ALTER TABLE purchase_orders
  ADD CONSTRAINT purchase_orders_status_check CHECK (status IN ('PLACED', 'ACCEPTED', 'REJECTED', 'FULFILLED', 'PARTIALLY_RECEIVED', 'RECEIVED'));

-- One receipt per delivery received; a retried request (same Idempotency-Key) finds its receipt.
CREATE TABLE receipts (
  id              serial PRIMARY KEY,
  order_id        integer NOT NULL REFERENCES purchase_orders(id) ON DELETE CASCADE,
  area_id         integer REFERENCES areas(id) ON DELETE SET NULL,
  user_id         integer REFERENCES public.users(id) ON DELETE SET NULL,
  idempotency_key text UNIQUE,
  request_hash    text,
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX receipts_order ON receipts (order_id, id);

CREATE TABLE receipt_lines (
  id           serial PRIMARY KEY,
  receipt_id   integer NOT NULL REFERENCES receipts(id) ON DELETE CASCADE,
  line_id      integer NOT NULL REFERENCES purchase_order_lines(id) ON DELETE CASCADE,
  received_qty numeric(14,3) NOT NULL CHECK (received_qty >= 0),
  unit_price   numeric(12,2),
  reason       text CHECK (reason IN ('SHORT', 'DAMAGED', 'WRONG_ITEM', 'PRICE', 'OTHER')),
  note         text
);
CREATE INDEX receipt_lines_line ON receipt_lines (line_id);
CREATE INDEX receipt_lines_receipt ON receipt_lines (receipt_id, id);

ALTER TABLE stock_movements ADD COLUMN purchase_order_id integer REFERENCES purchase_orders(id) ON DELETE SET NULL;
ALTER TABLE stock_movements DROP CONSTRAINT stock_movements_reason;
ALTER TABLE stock_movements
  ADD CONSTRAINT stock_movements_reason CHECK (reason IN ('opening', 'manual_edit', 'count_finalize', 'count_reopen', 'import', 'receipt'));

-- The shared timeline starts with 'placed' for the orders placed before it existed (merchant
-- tenants only; the placing member's name as it is now).
INSERT INTO public.order_records (merchant_tenant_id, merchant_order_id, supplier_tenant_id, supplier_order_id, number, created_at)
SELECT t.id, o.id, o.supplier_tenant_id, o.supplier_order_id, 'PO-' || lpad(o.id::text, 6, '0'), o.created_at
  FROM purchase_orders o
  JOIN public.tenants t ON t.schema_name = current_schema() AND t.type = 'merchant'
ON CONFLICT DO NOTHING;
INSERT INTO public.order_events (record_id, kind, side, tenant_name, user_id, user_name, created_at)
SELECT r.id, 'placed', 'merchant', t.name, o.placed_by,
       coalesce(nullif(btrim(concat_ws(' ', u.first_name, u.last_name)), ''), u.username), o.created_at
  FROM purchase_orders o
  JOIN public.tenants t ON t.schema_name = current_schema() AND t.type = 'merchant'
  JOIN public.order_records r ON r.merchant_tenant_id = t.id AND r.merchant_order_id = o.id
  LEFT JOIN public.users u ON u.id = o.placed_by
 WHERE NOT EXISTS (SELECT 1 FROM public.order_events e WHERE e.record_id = r.id);
