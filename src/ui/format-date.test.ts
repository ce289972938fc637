import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatNumber, formatRelative } from './format-date';

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

describe('formatDate and formatNumber', () => {
  it('writes a medium date without the time, and numbers in the locale', () => {
    const iso = '2026-11-25T12:45:52Z';
    expect(formatDate(iso)).toBe(new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' }));
    expect(formatDate(null)).toBe('-');
    expect(formatNumber(1234.5)).toBe((1234.5).toLocaleString());
    expect(formatNumber(null)).toBe('-');
  });
});

describe('formatRelative', () => {
  const now = Date.parse('2026-11-25T12:00:00Z');
  const ago = (ms: number) => new Date(now - ms).toISOString();
  const rtf = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });

  it('writes a recent moment relative to now', () => {
    expect(formatRelative(ago(10_000), now)).toBe('just now');
    expect(formatRelative(ago(5 * 60_000), now)).toBe(rtf.format(-5, 'minute'));
    expect(formatRelative(ago(2 * 3_600_000), now)).toBe(rtf.format(-2, 'hour'));
    expect(formatRelative(ago(3 * 86_400_000), now)).toBe(rtf.format(-3, 'day'));
    expect(formatRelative(new Date(now + 2 * 3_600_000).toISOString(), now)).toBe(rtf.format(2, 'hour'));
  });

  it('writes the date and time past a week, and - for none', () => {
    expect(formatRelative(ago(8 * 86_400_000), now)).toBe(formatDateTime(ago(8 * 86_400_000)));
    expect(formatRelative(null, now)).toBe('-');
  });
});
