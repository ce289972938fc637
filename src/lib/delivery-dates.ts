// Delivery dates from a supplier's terms (decisions.md "Priced catalogs"), shared by the server, which
// checks an order's date, and the web app, which offers only valid dates. All reading of wall-clock time
// happens in the supplier's time zone, and dates step as calendar days, so a daylight-saving change moves
// nothing: an order before the cut-off can arrive tomorrow, after it the day after, on a delivery day.

export const WEEKDAYS = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export interface DeliveryTerms {
  /** Weekdays the supplier delivers; empty means any day. */
  delivery_days: readonly Weekday[];
  /** HH:MM in `timezone`; null means no cut-off (an order up to midnight can arrive tomorrow). */
  cutoff_time: string | null;
  /** IANA zone, e.g. America/New_York. */
  timezone: string;
}

/** The calendar date (YYYY-MM-DD) and wall-clock time (HH:MM) of an instant in a zone. */
export function localDateTime(now: Date, timezone: string): { date: string; time: string } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: timezone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { date: `${get('year')}-${get('month')}-${get('day')}`, time: `${get('hour')}:${get('minute')}` };
}

/** A calendar date plus whole days (no time zone: dates are labels, not instants). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The weekday of a calendar date. */
export function weekdayOf(date: string): Weekday {
  return WEEKDAYS[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7];
}

function isDeliveryDay(terms: DeliveryTerms, date: string): boolean {
  return terms.delivery_days.length === 0 || terms.delivery_days.includes(weekdayOf(date));
}

/** The first date an order placed at `now` can be delivered. */
export function nextDeliveryDate(terms: DeliveryTerms, now: Date): string {
  return nextDeliveryDates(terms, now, 1)[0];
}

/** The first `count` dates an order placed at `now` can be delivered, in order. */
export function nextDeliveryDates(terms: DeliveryTerms, now: Date, count: number): string[] {
  const local = localDateTime(now, terms.timezone);
  const afterCutoff = terms.cutoff_time !== null && local.time >= terms.cutoff_time;
  const dates: string[] = [];
  // A week holds every weekday, so this finds `count` dates within count weeks.
  for (let date = addDays(local.date, afterCutoff ? 2 : 1); dates.length < count; date = addDays(date, 1)) {
    if (isDeliveryDay(terms, date)) dates.push(date);
  }
  return dates;
}

/** Whether an order placed at `now` can be delivered on `date` (YYYY-MM-DD). */
export function canDeliverOn(terms: DeliveryTerms, date: string, now: Date): boolean {
  return date >= nextDeliveryDate(terms, now) && isDeliveryDay(terms, date);
}

/** Whether a time zone name is one this runtime knows. */
export function isKnownTimeZone(timezone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: timezone });
    return true;
  } catch {
    return false;
  }
}
