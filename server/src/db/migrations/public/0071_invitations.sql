-- Invitations to join Tradepost (decisions.md "Connections"): a tenant invites an off-system
-- business from its own record of it (a merchant supplier, or a supplier's merchant record). The
-- link's token is stored hashed (sha256), works once and expires; signing up with it creates the
-- new tenant and an ACTIVE connection tied to that record.
CREATE TABLE invitations (
  id                   serial PRIMARY KEY,
  inviter_tenant_id    integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  invited_by           integer REFERENCES users(id) ON DELETE SET NULL,
  role                 text NOT NULL CHECK (role IN ('merchant', 'supplier')),
  email                text NOT NULL,
  name                 text NOT NULL,
  merchant_supplier_id integer,
  merchant_id          integer,
  token_hash           text NOT NULL UNIQUE,
  created_at           timestamptz NOT NULL DEFAULT now(),
  expires_at           timestamptz NOT NULL,
  accepted_at          timestamptz,
  accepted_tenant_id   integer REFERENCES tenants(id) ON DELETE SET NULL,
  revoked_at           timestamptz,
  CHECK ((merchant_supplier_id IS NULL) <> (merchant_id IS NULL))
);
CREATE INDEX invitations_inviter_idx ON invitations (inviter_tenant_id, created_at DESC);
