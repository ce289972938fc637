-- Stock areas, inventory items, their event-sourced stock movements, and cycle counts.
CREATE TABLE areas (
  id          serial PRIMARY KEY,
  name        text NOT NULL,
  description text NOT NULL DEFAULT '',
  is_active   boolean NOT NULL DEFAULT true
);

CREATE TABLE inventory_items (
  id         serial PRIMARY KEY,
  product_id integer NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  area_id    integer REFERENCES areas(id) ON DELETE SET NULL,
  on_hand    numeric(14,3) NOT NULL DEFAULT 0,
  par_level  numeric(14,3),
  notes      text,
  is_active  boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE cycle_counts (
  id           serial PRIMARY KEY,
  name         text,
  status       text NOT NULL DEFAULT 'DRAFT'
    CHECK (status IN ('DRAFT', 'OPEN', 'FINALIZED', 'POSTED', 'ARCHIVED', 'CANCELLED')),
  notes        text NOT NULL DEFAULT '',
  started_by   integer REFERENCES public.users(id) ON DELETE SET NULL,
  started_at   timestamptz,
  finalized_at timestamptz,
  closed_at    timestamptz,
  created_at   timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE cycle_count_areas (
  cycle_count_id integer NOT NULL REFERENCES cycle_counts(id) ON DELETE CASCADE,
  area_id        integer NOT NULL REFERENCES areas(id) ON DELETE CASCADE,
  PRIMARY KEY (cycle_count_id, area_id)
);

CREATE TABLE cycle_count_lines (
  id             serial PRIMARY KEY,
  cycle_count_id integer NOT NULL REFERENCES cycle_counts(id) ON DELETE CASCADE,
  item_id        integer NOT NULL REFERENCES inventory_items(id) ON DELETE CASCADE,
  expected_qty   numeric(14,3) NOT NULL,
  counted_qty    numeric(14,3),
  note           text,
  UNIQUE (cycle_count_id, item_id)
);

-- Every change of on-hand is a movement; an item's on_hand is the sum of its movements.
CREATE TABLE stock_movements (
  id             serial PRIMARY KEY,
  item_id        integer NOT NULL REFERENCES inventory_items(id) ON DELETE CASCADE,
  delta          numeric(14,3) NOT NULL,
  reason         text NOT NULL,
  cycle_count_id integer REFERENCES cycle_counts(id) ON DELETE SET NULL,
  user_id        integer REFERENCES public.users(id) ON DELETE SET NULL,
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX stock_movements_item ON stock_movements (item_id);
