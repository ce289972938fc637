// A client's schema name derived from its name (platform.md section 5, "Create client").
import { isValidSchemaName } from '../../db/identifiers';

export const SCHEMA_NAME_MAX = 63;
/** Put in front of a derived name that would start with a digit or be reserved (public, pg_*). */
export const SCHEMA_NAME_PREFIX = 't_';

const trimUnderscores = (s: string) => s.replace(/^_+|_+$/g, '');

/**
 * Lower-case; each run of characters other than a-z and 0-9 becomes one underscore; leading and
 * trailing underscores are trimmed; at most 63 characters, with no trailing underscore. A result
 * that starts with a digit or is reserved gets the prefix t_, so it always matches
 * ^[a-z][a-z0-9_]{0,62}$. Null when the name has no letter or digit at all.
 */
export function deriveSchemaName(name: string): string | null {
  let s = trimUnderscores(name.toLowerCase().replace(/[^a-z0-9]+/g, '_'));
  if (!s) return null;
  if (/^[0-9]/.test(s) || s === 'public' || s.startsWith('pg_')) s = SCHEMA_NAME_PREFIX + s;
  s = trimUnderscores(s.slice(0, SCHEMA_NAME_MAX));
  return isValidSchemaName(s) ? s : null;
}
