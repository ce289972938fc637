-- A supplier's own products, and its catalogs with the merchants and products assigned to them
-- (decisions.md "Supplier Products list loads real data"). Empty in merchant tenants.
CREATE TABLE supplier_products (
  id         serial PRIMARY KEY,
  name       text NOT NULL CHECK (btrim(name) <> ''),
  sku        text NOT NULL CHECK (btrim(sku) <> ''),
  unit       text,
  price      numeric(12,2) NOT NULL DEFAULT 0 CHECK (price >= 0),
  -- A stored upload key (product-images/<random>.<ext>).
  image      text,
  is_active  boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- A SKU is unique per supplier, whatever its case.
CREATE UNIQUE INDEX supplier_products_sku_key ON supplier_products (lower(sku));
CREATE INDEX supplier_products_name_idx ON supplier_products (lower(name));

CREATE TABLE catalogs (
  id                     serial PRIMARY KEY,
  catalog_name           text NOT NULL CHECK (btrim(catalog_name) <> ''),
  description            text,
  -- A stored upload key (catalog-images/<random>.<ext>).
  image                  text,
  is_active              boolean NOT NULL DEFAULT true,
  created_by             integer REFERENCES public.users(id) ON DELETE SET NULL,
  updated_by_super_admin boolean NOT NULL DEFAULT false,
  created_at             timestamptz NOT NULL DEFAULT now(),
  updated_at             timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE catalog_merchants (
  catalog_id  integer NOT NULL REFERENCES catalogs(id) ON DELETE CASCADE,
  merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  PRIMARY KEY (catalog_id, merchant_id)
);

CREATE TABLE catalog_products (
  catalog_id integer NOT NULL REFERENCES catalogs(id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES supplier_products(id) ON DELETE CASCADE,
  PRIMARY KEY (catalog_id, product_id)
);
