-- Cycle counts: each line remembers the item's ledger position at the snapshot (the id of its
-- latest movement, 0 for none) and, once finalized, the stock effect it had; the batch keeps when
-- counts were last saved; every transition is recorded in the batch's timeline.
ALTER TABLE cycle_count_lines
  ADD COLUMN ledger_position integer NOT NULL DEFAULT 0,
  -- Finalize: on-hand just before, the delta applied (0 when unchanged), and the rule used.
  ADD COLUMN on_hand_before numeric(14,3),
  ADD COLUMN applied_delta numeric(14,3),
  ADD COLUMN resolution text CHECK (resolution IN ('counted', 'difference')),
  ADD CONSTRAINT cycle_count_lines_counted CHECK (counted_qty >= 0);

ALTER TABLE cycle_counts ADD COLUMN last_saved_at timestamptz;
CREATE INDEX cycle_counts_status ON cycle_counts (status, id);

CREATE TABLE cycle_count_events (
  id             serial PRIMARY KEY,
  cycle_count_id integer NOT NULL REFERENCES cycle_counts(id) ON DELETE CASCADE,
  action         text NOT NULL CHECK (action IN
    ('created', 'started', 'lines_added', 'resnapshotted', 'finalized', 'posted', 'reopened', 'archived', 'cancelled')),
  status_from    text,
  status_to      text NOT NULL,
  user_id        integer REFERENCES public.users(id) ON DELETE SET NULL,
  details        jsonb NOT NULL DEFAULT '{}',
  created_at     timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX cycle_count_events_batch ON cycle_count_events (cycle_count_id, id);
