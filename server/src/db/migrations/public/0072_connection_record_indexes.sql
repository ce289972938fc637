-- Every merchant supplier and merchant record list reads each row's connection (its live one,
-- else its latest) by the tenant and the record: an index per side keeps that a lookup, not a
-- scan of all the tenant's connections per row.
CREATE INDEX connections_merchant_record_idx ON connections (merchant_tenant_id, merchant_supplier_id, created_at DESC);
CREATE INDEX connections_supplier_record_idx ON connections (supplier_tenant_id, merchant_id, created_at DESC);
