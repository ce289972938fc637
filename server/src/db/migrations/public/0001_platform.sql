-- Platform tables: users, tenants and who belongs where.
CREATE TABLE users (
  id            serial PRIMARY KEY,
  username      text NOT NULL UNIQUE,
  email         text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  first_name    text NOT NULL DEFAULT '',
  last_name     text NOT NULL DEFAULT '',
  profile_image text,
  is_active     boolean NOT NULL DEFAULT true,
  is_staff      boolean NOT NULL DEFAULT false,
  is_admin      boolean NOT NULL DEFAULT false,
  is_superadmin boolean NOT NULL DEFAULT false,
  is_supplier   boolean NOT NULL DEFAULT false,
  is_merchant   boolean NOT NULL DEFAULT false,
  date_joined   timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT users_email_lower CHECK (email = lower(email))
);

CREATE TABLE tenants (
  id             serial PRIMARY KEY,
  name           text NOT NULL UNIQUE,
  schema_name    text NOT NULL UNIQUE CHECK (schema_name ~ '^[a-z][a-z0-9_]{0,62}$' AND schema_name <> 'public'),
  domain         text NOT NULL UNIQUE,
  type           text NOT NULL DEFAULT 'supplier' CHECK (type IN ('merchant', 'supplier')),
  city           text NOT NULL DEFAULT '',
  state          text NOT NULL DEFAULT '',
  on_trial       boolean NOT NULL DEFAULT false,
  ein            text NOT NULL DEFAULT '',
  sales_tax_id   text NOT NULL DEFAULT '',
  street_address text NOT NULL DEFAULT '',
  zip_code       text NOT NULL DEFAULT '',
  country        text NOT NULL DEFAULT '',
  entity_type    text NOT NULL DEFAULT '',
  created_at     timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE memberships (
  user_id   integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, tenant_id)
);

-- One-time codes that carry a session to a tenant on another domain.
CREATE TABLE handoff_codes (
  code_hash  text PRIMARY KEY,
  user_id    integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  tenant_id  integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at    timestamptz
);
