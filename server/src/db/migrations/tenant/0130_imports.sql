-- Spreadsheet imports (issue 26): a parsed upload waits here between its preview and its commit
-- (an hour at most), and an import's stock changes are ledger movements of their own reason.
CREATE TABLE import_uploads (
  id         serial PRIMARY KEY,
  kind       text NOT NULL CHECK (kind IN ('products', 'inventory-items', 'suppliers', 'supplier-products')),
  file_name  text NOT NULL,
  -- the header row, and the data rows as arrays of text with their spreadsheet row numbers
  columns    jsonb NOT NULL,
  rows       jsonb NOT NULL,
  row_count  integer NOT NULL,
  created_by integer REFERENCES public.users(id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL
);
CREATE INDEX import_uploads_expires ON import_uploads (expires_at);

ALTER TABLE stock_movements DROP CONSTRAINT stock_movements_reason;
ALTER TABLE stock_movements
  ADD CONSTRAINT stock_movements_reason CHECK (reason IN ('opening', 'manual_edit', 'count_finalize', 'count_reopen', 'import'));
