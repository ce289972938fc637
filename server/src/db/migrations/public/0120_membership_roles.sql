-- Roles within a tenant (issue 24, item 1; docs/decisions.md "Roles"). Every membership so far
-- could do everything, so existing members become owners; a new membership without a role too
-- (the superadmin's add and a sign-up with a business create the tenant's first owner).
ALTER TABLE memberships ADD COLUMN role text NOT NULL DEFAULT 'owner' CHECK (role IN ('owner', 'manager', 'staff'));
-- The owner rule counts a tenant's owners.
CREATE INDEX memberships_tenant_role_idx ON memberships (tenant_id, role);
