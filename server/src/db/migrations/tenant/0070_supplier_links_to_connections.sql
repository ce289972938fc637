-- The trading network (decisions.md "Connections"): a merchant supplier's link to an on-system
-- supplier tenant (suppliers.supplier_client_id) becomes an ACTIVE connection in public, asked for
-- by the merchant and tied to the record; relationship_status is now read from that connection.
-- Runs in each tenant's schema: the tenant is the one whose schema_name is the current schema.
-- One live connection per pair: of several records linked to one supplier tenant, the oldest keeps
-- it (ON CONFLICT DO NOTHING also skips a pair already connected); the others lose their link.
INSERT INTO public.connections (merchant_tenant_id, supplier_tenant_id, status, requested_by, merchant_supplier_id)
SELECT t.id, s.supplier_client_id, 'ACTIVE', 'merchant', s.id
  FROM suppliers s
  JOIN public.tenants t ON t.schema_name = current_schema() AND t.type = 'merchant'
  JOIN public.tenants st ON st.id = s.supplier_client_id AND st.type = 'supplier'
 ORDER BY s.id
ON CONFLICT DO NOTHING;

ALTER TABLE suppliers DROP COLUMN supplier_client_id;
ALTER TABLE suppliers DROP COLUMN relationship_status;
