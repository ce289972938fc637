-- Live updates of a cycle count's saved lines (issue 25, item 4): a `count.lines` event names the
-- count and carries the saved lines (payload), where an `order.changed` event names an order.
ALTER TABLE live_events
  ALTER COLUMN order_id DROP NOT NULL,
  ALTER COLUMN number DROP NOT NULL,
  ADD COLUMN payload jsonb;
