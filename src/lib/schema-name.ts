// The schema name of a new client, derived from its name (platform.md section 5, Create client;
// decisions.md). One rule for the screen that shows it and the server that creates the schema.

/** PostgreSQL identifiers are at most 63 characters. */
export const SCHEMA_NAME_MAX_LENGTH = 63;
/** Put in front of a derived name that would start with a digit or be reserved (public, pg_*). */
export const SCHEMA_NAME_PREFIX = 't_';

const trimUnderscores = (s: string) => s.replace(/^_+|_+$/g, '');

/**
 * Lower-case; each run of characters other than a-z and 0-9 becomes one underscore; leading and
 * trailing underscores trimmed; at most 63 characters, with no trailing underscore after the cut.
 * A result that starts with a digit or is reserved gets the prefix t_, so it is always a valid
 * schema name. 'Fresh Farms, Inc.' → 'fresh_farms_inc', '7-Eleven' → 't_7_eleven'; '' when the
 * name has no letter or digit.
 */
export function schemaNameFrom(name: string): string {
  const base = trimUnderscores(name.toLowerCase().replace(/[^a-z0-9]+/g, '_'));
  if (!base) return '';
  const reserved = /^[0-9]/.test(base) || base === 'public' || base.startsWith('pg_');
  return trimUnderscores((reserved ? SCHEMA_NAME_PREFIX + base : base).slice(0, SCHEMA_NAME_MAX_LENGTH));
}
