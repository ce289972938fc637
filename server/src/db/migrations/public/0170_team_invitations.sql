-- Invitations to a tenant's team (decisions.md "Team screen and staff invitations"): a sibling of
-- the partner invitations (0071) with the same token rules: stored hashed (sha256), single use,
-- 7 days. Accepting adds the membership with the invited role.
CREATE TABLE team_invitations (
  id               serial PRIMARY KEY,
  tenant_id        integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  invited_by       integer REFERENCES users(id) ON DELETE SET NULL,
  email            text NOT NULL,
  role             text NOT NULL CHECK (role IN ('owner', 'manager', 'staff')),
  token_hash       text NOT NULL UNIQUE,
  created_at       timestamptz NOT NULL,
  expires_at       timestamptz NOT NULL,
  accepted_at      timestamptz,
  accepted_user_id integer REFERENCES users(id) ON DELETE SET NULL,
  revoked_at       timestamptz
);
CREATE INDEX team_invitations_tenant_idx ON team_invitations (tenant_id, created_at DESC);
