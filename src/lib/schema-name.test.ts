import { describe, expect, it } from 'vitest';
import { isValidSchemaName } from '../../server/src/db/identifiers';
import { SCHEMA_NAME_MAX_LENGTH, schemaNameFrom } from './schema-name';

describe('schemaNameFrom', () => {
  it('lower-cases and joins words with one underscore', () => {
    expect(schemaNameFrom('Fresh Farms')).toBe('fresh_farms');
    expect(schemaNameFrom('ACME')).toBe('acme');
  });

  it('turns each run of non-alphanumeric characters into one underscore', () => {
    expect(schemaNameFrom('Fresh  --  Farms, Inc.')).toBe('fresh_farms_inc');
    expect(schemaNameFrom('a.b/c\td')).toBe('a_b_c_d');
    expect(schemaNameFrom('Café Olé')).toBe('caf_ol');
    expect(schemaNameFrom('already_snake')).toBe('already_snake');
    expect(schemaNameFrom('under__scores')).toBe('under_scores');
  });

  it('trims leading and trailing underscores', () => {
    expect(schemaNameFrom('  (Fresh Farms)  ')).toBe('fresh_farms');
    expect(schemaNameFrom('__x__')).toBe('x');
  });

  it('keeps digits', () => {
    expect(schemaNameFrom('Store 42')).toBe('store_42');
    expect(schemaNameFrom('a1 b2')).toBe('a1_b2');
  });

  it('prefixes a name that starts with a digit, so the server accepts what the screen shows', () => {
    expect(schemaNameFrom('7-Eleven')).toBe('t_7_eleven');
    expect(schemaNameFrom('123')).toBe('t_123');
  });

  it('prefixes reserved names', () => {
    expect(schemaNameFrom('Public')).toBe('t_public');
    expect(schemaNameFrom('PG Foods')).toBe('t_pg_foods');
  });

  it('is empty for a name without letters or digits', () => {
    expect(schemaNameFrom('')).toBe('');
    expect(schemaNameFrom(' !?- ')).toBe('');
    expect(schemaNameFrom('日本')).toBe('');
  });

  it('cuts at 63 characters', () => {
    const long = schemaNameFrom('a'.repeat(100));
    expect(long).toHaveLength(SCHEMA_NAME_MAX_LENGTH);
    expect(SCHEMA_NAME_MAX_LENGTH).toBe(63);
  });

  it('leaves no trailing underscore after the cut', () => {
    // 62 letters, then a space: the cut at 63 would end on the underscore.
    const name = `${'b'.repeat(62)} tail`;
    expect(schemaNameFrom(name)).toBe('b'.repeat(62));
    expect(schemaNameFrom(`${'d'.repeat(62)}!!!more`)).toBe('d'.repeat(62));
    expect(schemaNameFrom(`${'c'.repeat(61)} - xy`)).toBe(`${'c'.repeat(61)}_x`);
  });

  it('is stable: deriving twice changes nothing', () => {
    for (const n of ['Fresh Farms', '  Corner -- Bistro ', 'x'.repeat(70), 'a b'.repeat(30)]) {
      expect(schemaNameFrom(schemaNameFrom(n))).toBe(schemaNameFrom(n));
    }
  });

  it('always yields a valid schema name', () => {
    const samples = ['Ünïcödé Ltd', '0', 'a_', '1 2 3 4', 'Z'.repeat(70), '-x-', 'pg_', 'public!', '$$ money $$ 99', '9' + 'b'.repeat(59) + ' cd'];
    for (const s of samples) {
      const derived = schemaNameFrom(s);
      expect(isValidSchemaName(derived), `${s} → ${derived}`).toBe(true);
    }
  });
});
