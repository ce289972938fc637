-- Priced catalogs (decisions.md "Priced catalogs"): a tenant's IANA time zone, in which a
-- supplier's cut-off times and delivery days are read.
ALTER TABLE tenants ADD COLUMN timezone text NOT NULL DEFAULT 'America/New_York';
