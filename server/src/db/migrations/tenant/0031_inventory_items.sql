-- Inventory items: the add-item form's min_qty and cost_price, one item per product and area, and
-- area names unique regardless of case.
ALTER TABLE inventory_items
  ADD COLUMN min_qty numeric(14,3) CHECK (min_qty >= 0),
  ADD COLUMN cost_price numeric(12,2) CHECK (cost_price >= 0),
  ADD CONSTRAINT inventory_items_par_level CHECK (par_level >= 0);
CREATE UNIQUE INDEX inventory_items_product_area ON inventory_items (product_id, area_id) NULLS NOT DISTINCT;
CREATE INDEX inventory_items_area ON inventory_items (area_id);
CREATE UNIQUE INDEX areas_name_unique ON areas (lower(name));
