import { describe, expect, it } from 'vitest';
import { isValidSchemaName } from '../../db/identifiers';
import { deriveSchemaName } from './schema-name';

describe('deriveSchemaName', () => {
  it.each([
    ['Fresh Farms', 'fresh_farms'],
    ['  Fresh   Farms  ', 'fresh_farms'],
    ['Fresh-Farms & Co.', 'fresh_farms_co'],
    ['__Already_Snake__', 'already_snake'],
    ["Joe's Café (Downtown)", 'joe_s_caf_downtown'],
    ['ACME', 'acme'],
    ['a1 b2', 'a1_b2'],
  ])('%j → %j', (name, expected) => expect(deriveSchemaName(name)).toBe(expected));

  it('prefixes a name that starts with a digit', () => {
    expect(deriveSchemaName('7-Eleven')).toBe('t_7_eleven');
    expect(deriveSchemaName('123')).toBe('t_123');
  });

  it('prefixes reserved names', () => {
    expect(deriveSchemaName('Public')).toBe('t_public');
    expect(deriveSchemaName('PG Foods')).toBe('t_pg_foods');
  });

  it('keeps at most 63 characters and never ends with an underscore', () => {
    const long = deriveSchemaName('a'.repeat(62) + ' b c');
    expect(long).toBe('a'.repeat(62));
    expect(deriveSchemaName('x'.repeat(100))).toHaveLength(63);
    const cut = deriveSchemaName('9' + 'b'.repeat(59) + ' cd');
    expect(cut!.length).toBeLessThanOrEqual(63);
    expect(cut!.endsWith('_')).toBe(false);
  });

  it('answers null when the name has no letter or digit', () => {
    expect(deriveSchemaName('!!!')).toBeNull();
    expect(deriveSchemaName('日本')).toBeNull();
    expect(deriveSchemaName('')).toBeNull();
  });

  it('always yields a valid schema name', () => {
    const samples = ['Ünïcödé Ltd', '0', '_', 'a_', '1 2 3 4', 'Z'.repeat(70), '-x-', 'pg_', 'public!', '$$ money $$ 99'];
    for (const s of samples) {
      const derived = deriveSchemaName(s);
      if (derived !== null) expect(isValidSchemaName(derived), `${s} → ${derived}`).toBe(true);
    }
  });
});
