-- The trading network (decisions.md "Connections"): one row per connection between a merchant
-- tenant and a supplier tenant, read by both sides. Each side may tie it to its own record of the
-- partner: the merchant's supplier (merchant schema's suppliers.id) and the supplier's merchant
-- record (supplier schema's merchants.id). Those ids live in other schemas, so they carry no
-- foreign key: the connections module keeps them true.
CREATE TABLE connections (
  id                   serial PRIMARY KEY,
  merchant_tenant_id   integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  supplier_tenant_id   integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  status               text NOT NULL CHECK (status IN ('INVITED', 'ACTIVE', 'PAUSED', 'DECLINED', 'ARCHIVED')),
  requested_by         text NOT NULL CHECK (requested_by IN ('merchant', 'supplier')),
  merchant_supplier_id integer,
  merchant_id          integer,
  created_at           timestamptz NOT NULL DEFAULT now(),
  updated_at           timestamptz NOT NULL DEFAULT now()
);

-- One live connection per pair of tenants: the database settles two requests that race.
CREATE UNIQUE INDEX connections_live_pair ON connections (merchant_tenant_id, supplier_tenant_id) WHERE status IN ('INVITED', 'ACTIVE', 'PAUSED');
-- A record stands for one live partner at a time on each side.
CREATE UNIQUE INDEX connections_live_merchant_supplier ON connections (merchant_tenant_id, merchant_supplier_id) WHERE status IN ('INVITED', 'ACTIVE', 'PAUSED') AND merchant_supplier_id IS NOT NULL;
CREATE UNIQUE INDEX connections_live_merchant ON connections (supplier_tenant_id, merchant_id) WHERE status IN ('INVITED', 'ACTIVE', 'PAUSED') AND merchant_id IS NOT NULL;
CREATE INDEX connections_supplier_idx ON connections (supplier_tenant_id, created_at DESC);
CREATE INDEX connections_merchant_idx ON connections (merchant_tenant_id, created_at DESC);
