-- Live updates (issue 23): one row per change a tenant's open screens should hear of, kept a day so a
-- reconnecting stream replays what it missed (Last-Event-ID); the insert is announced on the channel
-- tradepost_live at commit, so a stream in any server process hears it.
CREATE TABLE live_events (
  id bigserial PRIMARY KEY,
  tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  type text NOT NULL,
  order_id integer NOT NULL,
  number text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX live_events_tenant_id ON live_events (tenant_id, id);
