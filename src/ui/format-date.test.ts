import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format-date';

describe('formatDateTime', () => {
  it('writes a medium date and a short time, without seconds', () => {
    const iso = '2026-11-25T12:45:52Z';
    expect(formatDateTime(iso)).toBe(new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }));
    expect(formatDateTime(iso)).not.toContain(':52');
  });

  it("writes '-' for no date or an unreadable one", () => {
    expect(formatDateTime(null)).toBe('-');
    expect(formatDateTime(undefined)).toBe('-');
    expect(formatDateTime('not a date')).toBe('-');
  });
});
