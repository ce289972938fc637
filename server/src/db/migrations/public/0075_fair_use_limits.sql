-- Fair use (decisions.md "Fair use"). A throttle hit may count several at once (one place/ call
-- counts each order it creates, each message it queues).
ALTER TABLE throttle_hits ADD COLUMN n integer NOT NULL DEFAULT 1 CHECK (n > 0);

-- A client's own limits, set by a superadmin: NULL keeps the server's default (LIMIT_<NAME>).
CREATE TABLE tenant_limits (
  tenant_id                      integer PRIMARY KEY REFERENCES tenants(id) ON DELETE CASCADE,
  -- Messages may go to addresses that are not the client's contacts (still under the limits).
  allow_one_off_recipients       boolean NOT NULL DEFAULT false,
  messages_per_minute            integer CHECK (messages_per_minute > 0),
  messages_per_minute_per_user   integer CHECK (messages_per_minute_per_user > 0),
  emails_per_day                 integer CHECK (emails_per_day > 0),
  texts_per_day                  integer CHECK (texts_per_day > 0),
  orders_per_minute              integer CHECK (orders_per_minute > 0),
  orders_per_minute_per_user     integer CHECK (orders_per_minute_per_user > 0),
  cycle_counts_per_hour          integer CHECK (cycle_counts_per_hour > 0),
  cycle_counts_per_hour_per_user integer CHECK (cycle_counts_per_hour_per_user > 0),
  cycle_count_lines              integer CHECK (cycle_count_lines > 0),
  products                       integer CHECK (products > 0)
);
