-- A supplier's merchant customers (platform.md: Merchant detail). The superadmin merchants
-- overview reads this table; the supplier area maintains it. Empty in merchant tenants.
CREATE TABLE merchants (
  id                   serial PRIMARY KEY,
  merchant_name        text NOT NULL CHECK (btrim(merchant_name) <> ''),
  address              text,
  city                 text,
  state                text,
  zip                  text,
  country              text DEFAULT 'United States',
  phone_number         text,
  cell_number          text,
  billing_address      text,
  billing_city         text,
  billing_state        text,
  billing_zip          text,
  billing_country      text,
  billing_phone_number text,
  billing_cell_number  text,
  billing_email        text,
  owner                text,
  email                text,
  ein                  text,
  sales_tax_id         text,
  sales_rep            text,
  minimum_order        numeric(12,2) NOT NULL DEFAULT 0 CHECK (minimum_order >= 0),
  is_active            boolean NOT NULL DEFAULT true,
  -- A stored upload key (e.g. logos/<random>.png), served by GET /1/api/media/{area}/{name}.
  logo                 text,
  created_at           timestamptz NOT NULL DEFAULT now(),
  updated_at           timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX merchants_name_idx ON merchants (lower(merchant_name));
