import { describe, expect, it } from 'vitest';
import { titleCase } from './title-case';

describe('titleCase', () => {
  it('trims and capitalises each word, after spaces and dashes too', () => {
    expect(titleCase('  walk-in cooler ')).toBe('Walk-In Cooler');
    expect(titleCase('DRY STORAGE')).toBe('Dry Storage');
    expect(titleCase("chef's pantry 2nd shelf")).toBe("Chef's Pantry 2nd Shelf");
    expect(titleCase('épices')).toBe('Épices');
    expect(titleCase('   ')).toBe('');
  });

  it('collapses runs of whitespace inside the name to one space', () => {
    expect(titleCase('prep  line')).toBe('Prep Line');
    expect(titleCase('walk-in \t cooler')).toBe('Walk-In Cooler');
  });
});
