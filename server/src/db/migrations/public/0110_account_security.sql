-- Account security (issue 24, part; docs/decisions.md "Account security").

-- Platform notices (a sign-up with a registered email, a password reset link) belong to no tenant.
ALTER TABLE messages ALTER COLUMN tenant_id DROP NOT NULL;

-- Revocable sessions: a token carries its user's version; a bump kills every older token. The
-- users trigger of 0060 announces the bump, so every process's gate sees it on the next request.
ALTER TABLE users ADD COLUMN token_version integer NOT NULL DEFAULT 0;
-- A new password (change, reset, or set by anyone) and a deactivation bump it, whatever code path
-- writes them, so a reactivated user's old tokens stay dead.
CREATE OR REPLACE FUNCTION public.bump_token_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.password_hash IS DISTINCT FROM OLD.password_hash OR (OLD.is_active AND NOT NEW.is_active) THEN
    NEW.token_version := OLD.token_version + 1;
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER users_bump_token_version BEFORE UPDATE ON users FOR EACH ROW EXECUTE FUNCTION public.bump_token_version();

-- Password reset links: only the sha256 of the token is stored; single use; a newer link ends older ones.
CREATE TABLE password_resets (
  id          serial PRIMARY KEY,
  user_id     integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  token_hash  text NOT NULL UNIQUE,
  created_at  timestamptz NOT NULL,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);
CREATE INDEX password_resets_user_idx ON password_resets (user_id);

-- Security events, keyed by tenant (null: a platform-wide event, such as a superadmin's sign-in).
CREATE TABLE audit_events (
  id          bigserial PRIMARY KEY,
  tenant_id   integer REFERENCES tenants(id) ON DELETE CASCADE,
  user_id     integer REFERENCES users(id) ON DELETE SET NULL,
  email       text NOT NULL DEFAULT '',
  event       text NOT NULL,
  ip          text NOT NULL DEFAULT '',
  detail      text NOT NULL DEFAULT '',
  at          timestamptz NOT NULL
);
CREATE INDEX audit_events_tenant_idx ON audit_events (tenant_id, at DESC, id DESC);
CREATE INDEX audit_events_at_idx ON audit_events (at);
