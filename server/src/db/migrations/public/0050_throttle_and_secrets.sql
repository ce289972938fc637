-- Throttling counts shared by every server process: one row per counted attempt (a failed
-- sign-in per email and per address, a sign-up per address), kept while inside its window.
CREATE TABLE throttle_hits (
  id    bigserial PRIMARY KEY,
  scope text NOT NULL,
  key   text NOT NULL,
  at    timestamptz NOT NULL
);
CREATE INDEX throttle_hits_key_idx ON throttle_hits (scope, key, at);
CREATE INDEX throttle_hits_at_idx ON throttle_hits (scope, at);

-- Secrets every process must share, generated once when the environment gives none (the JWT key).
CREATE TABLE app_secrets (
  name  text PRIMARY KEY,
  value text NOT NULL
);
