-- Several counters on one count (issue 25, item 4): who saved each line last and when, and a
-- version that goes up on every save, so a save made from a stale read of a line is refused.
ALTER TABLE cycle_count_lines
  ADD COLUMN version integer NOT NULL DEFAULT 0,
  ADD COLUMN counted_by integer REFERENCES public.users(id) ON DELETE SET NULL,
  ADD COLUMN counted_at timestamptz;
