-- Live updates (issue 23, item 6): the tickets that open a live stream (EventSource cannot send the
-- bearer token). Only the sha256 is stored; a ticket lives 60 seconds and works once, in any server process.
CREATE TABLE live_tickets (
  ticket_hash text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL
);
CREATE INDEX live_tickets_user_id ON live_tickets (user_id, expires_at);
