-- The stock ledger (decisions.md "Stock movements"): stock_movements is append-only and an item's
-- on_hand is its projection. Inserting movements adds their deltas to on_hand in the same
-- statement (a trigger), and nothing else may change on_hand, so on_hand = sum(delta) always holds.

-- The reasons a movement can have; the demo data's old 'initial stock' is an opening.
UPDATE stock_movements SET reason = 'opening' WHERE reason = 'initial stock';
UPDATE stock_movements SET reason = 'manual_edit' WHERE reason NOT IN ('opening', 'manual_edit', 'count_finalize', 'count_reopen');
ALTER TABLE stock_movements
  ADD CONSTRAINT stock_movements_reason CHECK (reason IN ('opening', 'manual_edit', 'count_finalize', 'count_reopen'));

-- Items whose on_hand was written without a movement get one for the difference (older data).
INSERT INTO stock_movements (item_id, delta, reason)
SELECT i.id, i.on_hand - coalesce(m.total, 0), 'opening'
  FROM inventory_items i
  LEFT JOIN (SELECT item_id, sum(delta) AS total FROM stock_movements GROUP BY item_id) m ON m.item_id = i.id
 WHERE i.on_hand <> coalesce(m.total, 0);

-- An item's ledger position is the id of its latest movement (cycle count lines remember it).
DROP INDEX stock_movements_item;
CREATE INDEX stock_movements_item_position ON stock_movements (item_id, id);
CREATE INDEX stock_movements_cycle_count ON stock_movements (cycle_count_id) WHERE cycle_count_id IS NOT NULL;

-- The projection: once per INSERT statement, each item's on_hand grows by the sum of its new deltas.
-- SET search_path FROM CURRENT pins the function to this tenant's schema.
CREATE FUNCTION stock_movements_project() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  UPDATE inventory_items i SET on_hand = i.on_hand + d.delta
    FROM (SELECT item_id, sum(delta) AS delta FROM new_movements GROUP BY item_id) d
   WHERE i.id = d.item_id;
  RETURN NULL;
END $$;
CREATE TRIGGER stock_movements_project AFTER INSERT ON stock_movements
  REFERENCING NEW TABLE AS new_movements FOR EACH STATEMENT EXECUTE FUNCTION stock_movements_project();

-- Guards. Statements a caller runs are at trigger depth 1 inside these functions; the projection's
-- update and the foreign keys' cascades run deeper, and pass.
CREATE FUNCTION stock_ledger_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() < 2 THEN
    RAISE EXCEPTION '% on %: stock changes only by appending stock movements', TG_OP, TG_TABLE_NAME;
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END $$;
-- on_hand changes only through the projection, and a new item starts at 0 (an opening movement follows).
CREATE TRIGGER inventory_items_on_hand_guard BEFORE UPDATE OF on_hand ON inventory_items
  FOR EACH ROW WHEN (NEW.on_hand IS DISTINCT FROM OLD.on_hand) EXECUTE FUNCTION stock_ledger_guard();
CREATE TRIGGER inventory_items_insert_guard BEFORE INSERT ON inventory_items
  FOR EACH ROW WHEN (NEW.on_hand <> 0) EXECUTE FUNCTION stock_ledger_guard();
-- Movements are never edited or removed (deleting an item removes its movements by cascade).
CREATE TRIGGER stock_movements_append_only BEFORE UPDATE OR DELETE ON stock_movements
  FOR EACH ROW EXECUTE FUNCTION stock_ledger_guard();
