// Schema names end up in SQL text (search_path, CREATE SCHEMA), so they are checked, never escaped.
export const SCHEMA_NAME_PATTERN = /^[a-z][a-z0-9_]{0,62}$/;

export function isValidSchemaName(name: string): boolean {
  return SCHEMA_NAME_PATTERN.test(name) && name !== 'public' && !name.startsWith('pg_');
}

export function quoteIdent(name: string): string {
  if (!isValidSchemaName(name)) throw new Error(`Invalid schema name: ${JSON.stringify(name)}`);
  return `"${name}"`;
}

/** A name read from the database's own catalog (public included), escaped: never one a request gave. */
export const quoteCatalogName = (name: string): string => `"${name.replace(/"/g, '""')}"`;
