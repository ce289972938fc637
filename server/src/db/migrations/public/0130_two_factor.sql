-- Two-factor sign-in (issue 24 item 5; docs/decisions.md "Two-factor sign-in and the audit screens").

-- The TOTP secret (base32) once confirmed, the one waiting for its first code, and the last time
-- step accepted: a code of that step or an earlier one is a replay.
ALTER TABLE users ADD COLUMN totp_secret text;
ALTER TABLE users ADD COLUMN totp_pending_secret text;
ALTER TABLE users ADD COLUMN totp_last_step bigint;

-- Recovery codes: only the sha256 is stored; each works once.
CREATE TABLE mfa_recovery_codes (
  id          serial PRIMARY KEY,
  user_id     integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  code_hash   text NOT NULL,
  used_at     timestamptz,
  UNIQUE (user_id, code_hash)
);

-- The step between a right password and the code: only the sha256 of the token, 5 minutes, once.
CREATE TABLE mfa_challenges (
  id          serial PRIMARY KEY,
  user_id     integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  token_hash  text NOT NULL UNIQUE,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);
CREATE INDEX mfa_challenges_user_idx ON mfa_challenges (user_id);

-- A tenant may require two-factor sign-in of its members.
ALTER TABLE tenants ADD COLUMN require_two_factor boolean NOT NULL DEFAULT false;
