// The schema name of a new client, derived from its name (platform.md section 5, Create client).

/** PostgreSQL identifiers are at most 63 characters. */
export const SCHEMA_NAME_MAX_LENGTH = 63;

/**
 * Lower-case; each run of characters other than a-z and 0-9 becomes one underscore; leading and
 * trailing underscores trimmed; at most 63 characters, with no trailing underscore after the cut.
 * 'Fresh Farms, Inc.' → 'fresh_farms_inc'.
 */
export function schemaNameFrom(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, SCHEMA_NAME_MAX_LENGTH)
    .replace(/_+$/, '');
}
