-- A merchant's catalogue: categories, units, taxes, products, its own suppliers and their offers.
CREATE TABLE categories (
  id            serial PRIMARY KEY,
  category_name text NOT NULL,
  description   text NOT NULL DEFAULT '',
  is_active     boolean NOT NULL DEFAULT true,
  created_at    timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE units (
  id          serial PRIMARY KEY,
  unit_choice text NOT NULL UNIQUE,
  description text
);

CREATE TABLE taxes (
  id   serial PRIMARY KEY,
  name text NOT NULL,
  rate numeric(7,4) NOT NULL DEFAULT 0
);

CREATE TABLE suppliers (
  id                     serial PRIMARY KEY,
  name                   text NOT NULL,
  account_manager        text,
  email                  text,
  phone                  text,
  alt_phone              text,
  notes                  text,
  timezone               text NOT NULL DEFAULT 'America/New_York',
  relationship_status    text NOT NULL DEFAULT 'OFF_SYSTEM'
    CHECK (relationship_status IN ('OFF_SYSTEM', 'INVITED', 'ACTIVE', 'PAUSED', 'ARCHIVED')),
  default_min_order_qty  numeric(14,3) CHECK (default_min_order_qty >= 0),
  default_lead_time_days integer CHECK (default_lead_time_days >= 0),
  is_active              boolean NOT NULL DEFAULT true,
  supplier_client_id     integer REFERENCES public.tenants(id) ON DELETE SET NULL,
  supports_pickup        boolean NOT NULL DEFAULT false,
  supports_shop_in_store boolean NOT NULL DEFAULT false,
  shop_in_store_notes    text,
  created_at             timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE products (
  id                    serial PRIMARY KEY,
  product_name          text NOT NULL,
  pos_name              text,
  description           text,
  sku                   text,
  category_id           integer REFERENCES categories(id) ON DELETE SET NULL,
  unit_id               integer REFERENCES units(id) ON DELETE SET NULL,
  status                text NOT NULL DEFAULT 'ACT' CHECK (status IN ('ACT', 'ICT', 'OUT', 'DIS')),
  base_price            numeric(12,2) NOT NULL DEFAULT 0,
  limits                text,
  quantity              integer NOT NULL DEFAULT 0 CHECK (quantity >= 0),
  ingredients           text,
  handling_instructions text,
  gross_weight          numeric(12,3),
  net_weight            numeric(12,3),
  height                numeric(12,2),
  length                numeric(12,2),
  volume                numeric(12,3),
  pack_size             text,
  pack_weight           numeric(12,3),
  image                 text,
  image_high_res        text,
  created_at            timestamptz NOT NULL DEFAULT now(),
  updated_at            timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE product_taxes (
  product_id integer NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  tax_id     integer NOT NULL REFERENCES taxes(id) ON DELETE CASCADE,
  PRIMARY KEY (product_id, tax_id)
);

-- A supplier's offer of a product; at most one preferred offer per product.
CREATE TABLE offers (
  id           serial PRIMARY KEY,
  product_id   integer NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  supplier_id  integer NOT NULL REFERENCES suppliers(id) ON DELETE CASCADE,
  is_active    boolean NOT NULL DEFAULT true,
  is_preferred boolean NOT NULL DEFAULT false,
  UNIQUE (product_id, supplier_id)
);
CREATE UNIQUE INDEX offers_one_preferred ON offers (product_id) WHERE is_preferred;
