-- The catalogue's rules beyond 0001: a SKU belongs to one product (any case; the server stores
-- trimmed SKUs and empty ones as null), tax rates are percentages, and the lists read by name.
CREATE UNIQUE INDEX products_sku_unique ON products (lower(sku)) WHERE sku IS NOT NULL;
CREATE INDEX products_by_name ON products (product_name, id);
CREATE INDEX offers_by_supplier ON offers (supplier_id);
ALTER TABLE taxes ADD CONSTRAINT taxes_rate_percent CHECK (rate >= 0 AND rate <= 100);
