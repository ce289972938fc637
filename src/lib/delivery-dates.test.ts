import { describe, expect, it } from 'vitest';
import { addDays, canDeliverOn, isKnownTimeZone, localDateTime, nextDeliveryDate, nextDeliveryDates, weekdayOf } from './delivery-dates';

const ny = (delivery_days: ('MON' | 'TUE' | 'WED' | 'THU' | 'FRI' | 'SAT' | 'SUN')[], cutoff_time: string | null) => ({ delivery_days, cutoff_time, timezone: 'America/New_York' });

describe('delivery dates', () => {
  it('reads the wall clock in the zone and steps calendar days', () => {
    expect(localDateTime(new Date('2026-11-27T03:30:00Z'), 'America/New_York')).toEqual({ date: '2026-11-26', time: '22:30' });
    expect(localDateTime(new Date('2026-11-27T03:30:00Z'), 'Europe/Berlin')).toEqual({ date: '2026-11-27', time: '04:30' });
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(weekdayOf('2026-11-26')).toBe('THU');
  });

  it('before the cut-off the next day, after it the day after', () => {
    // Thu 2026-11-26, 13:59 and 14:00 in New York (EST, UTC-5).
    expect(nextDeliveryDate(ny([], '14:00'), new Date('2026-11-26T18:59:00Z'))).toBe('2026-11-27');
    expect(nextDeliveryDate(ny([], '14:00'), new Date('2026-11-26T19:00:00Z'))).toBe('2026-11-28');
    expect(nextDeliveryDate(ny([], null), new Date('2026-11-27T04:59:00Z'))).toBe('2026-11-27');
  });

  it('only on delivery days', () => {
    // Thu before the cut-off: Fri is not a delivery day, Mon is.
    expect(nextDeliveryDates(ny(['MON', 'WED'], '14:00'), new Date('2026-11-26T15:00:00Z'), 3)).toEqual(['2026-11-30', '2026-12-02', '2026-12-07']);
    expect(canDeliverOn(ny(['MON', 'WED'], '14:00'), '2026-12-02', new Date('2026-11-26T15:00:00Z'))).toBe(true);
    expect(canDeliverOn(ny(['MON', 'WED'], '14:00'), '2026-12-01', new Date('2026-11-26T15:00:00Z'))).toBe(false);
    expect(canDeliverOn(ny(['MON', 'WED'], '14:00'), '2026-11-26', new Date('2026-11-26T15:00:00Z'))).toBe(false);
  });

  it('a daylight-saving change moves the cut-off with the wall clock', () => {
    // Sun 2026-11-01: New York falls back from EDT (UTC-4) to EST (UTC-5) at 06:00Z.
    // 18:30Z is 13:30 EST: before a 14:00 cut-off (under EDT it would have been 14:30, after it).
    expect(nextDeliveryDate(ny([], '14:00'), new Date('2026-11-01T18:30:00Z'))).toBe('2026-11-02');
    // Sun 2026-03-08: spring forward; 18:30Z is 14:30 EDT, after the cut-off.
    expect(nextDeliveryDate(ny([], '14:00'), new Date('2026-03-08T18:30:00Z'))).toBe('2026-03-10');
  });

  it('the same instant is another day in another zone', () => {
    const now = new Date('2026-11-27T03:30:00Z');
    expect(nextDeliveryDate({ delivery_days: [], cutoff_time: '14:00', timezone: 'America/Los_Angeles' }, now)).toBe('2026-11-28');
    expect(nextDeliveryDate({ delivery_days: [], cutoff_time: '14:00', timezone: 'Asia/Tokyo' }, now)).toBe('2026-11-28');
    expect(nextDeliveryDate({ delivery_days: [], cutoff_time: '10:00', timezone: 'Asia/Tokyo' }, now)).toBe('2026-11-29');
  });

  it('knows real zones only', () => {
    expect(isKnownTimeZone('America/New_York')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus')).toBe(false);
  });
});
