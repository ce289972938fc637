-- The outgoing message queue (decisions.md "message outbox"): emails and texts, delivered by the
-- worker in the server process. A message is claimed under a lease (lease_until), so two server
-- processes never send it twice and one that died mid-delivery is retried once its lease is over.
CREATE TABLE messages (
  id                integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id         integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  message_type      text NOT NULL CHECK (message_type IN ('email', 'sms')),
  send_to           text NOT NULL,
  subject           text,
  body              text NOT NULL,
  status            text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sent', 'failed')),
  attempts          integer NOT NULL DEFAULT 0,
  last_error        text,
  -- NULL: due at once; else not before this time (the backoff after a failure).
  next_attempt_at   timestamptz,
  -- Set while a worker delivers it; a lease in the past means that worker is gone.
  lease_until       timestamptz,
  -- The merchant's purchase order (in the tenant's schema) the message carries, if any.
  purchase_order_id integer,
  created_at        timestamptz NOT NULL DEFAULT now(),
  sent_at           timestamptz
);
CREATE INDEX messages_due ON messages (id) WHERE status = 'queued';
CREATE INDEX messages_order ON messages (tenant_id, purchase_order_id) WHERE purchase_order_id IS NOT NULL;
