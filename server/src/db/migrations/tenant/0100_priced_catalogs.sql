-- Priced catalogs (decisions.md "Priced catalogs"). Supplier side: a product's price in a catalog
-- (null follows the list price) and the ordering terms of each merchant record. Merchant side: an
-- offer tied to the connected supplier's product (an id in the supplier's schema: no foreign key)
-- or with its own price. Both sides: the prices, total and delivery date frozen when placed.
ALTER TABLE catalog_products ADD COLUMN price numeric(12,2) CHECK (price >= 0);

ALTER TABLE merchants
  ADD COLUMN minimum_order_rule text NOT NULL DEFAULT 'soft' CHECK (minimum_order_rule IN ('soft', 'hard')),
  ADD COLUMN delivery_days text[] NOT NULL DEFAULT '{}',
  ADD COLUMN cutoff_time text CHECK (cutoff_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$');

ALTER TABLE offers
  ADD COLUMN supplier_product_id integer,
  ADD COLUMN price numeric(12,2) CHECK (price >= 0);

ALTER TABLE purchase_orders
  ADD COLUMN total numeric(14,2) NOT NULL DEFAULT 0,
  ADD COLUMN delivery_date date,
  ADD COLUMN below_minimum boolean NOT NULL DEFAULT false;

ALTER TABLE purchase_order_lines
  ADD COLUMN unit_price numeric(12,2),
  ADD COLUMN line_total numeric(14,2);

-- The inbox shows the merchant's PO number: one number both sides show.
ALTER TABLE incoming_orders
  ADD COLUMN number text,
  ADD COLUMN total numeric(14,2) NOT NULL DEFAULT 0,
  ADD COLUMN delivery_date date,
  ADD COLUMN below_minimum boolean NOT NULL DEFAULT false;
UPDATE incoming_orders SET number = 'PO-' || lpad(merchant_order_id::text, 6, '0') WHERE merchant_order_id IS NOT NULL;

ALTER TABLE incoming_order_lines
  ADD COLUMN supplier_product_id integer REFERENCES supplier_products(id) ON DELETE SET NULL,
  ADD COLUMN unit_price numeric(12,2),
  ADD COLUMN line_total numeric(14,2);
