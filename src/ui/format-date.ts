// The one way the app writes dates, times and numbers: `Intl` in the user's locale. A list or a
// page writes a date and time as 'Nov 25, 2026, 12:45 PM' (medium date, short time), a day as
// 'Nov 25, 2026', and a recent moment relative to now ('2 hours ago') where that reads better.

const readDate = (iso: string | null | undefined): Date | null => {
  const date = iso ? new Date(iso) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
};

// Each formatter is made once, on first use: `toLocaleString` with options makes a new one on every
// call, a few ms each on a slow phone, for every date in a list (Lighthouse's TBT, issue 25).
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>();
function formatter<F extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>(key: string, make: () => F): F {
  let made = formatters.get(key) as F | undefined;
  if (!made) formatters.set(key, (made = make()));
  return made;
}

/** A date and time in the user's locale without seconds; '-' for none (or an unreadable value). */
export function formatDateTime(iso: string | null | undefined): string {
  const date = readDate(iso);
  return date ? formatter('date-time', () => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })).format(date) : '-';
}

/** A day in the user's locale ('Nov 25, 2026'); '-' for none. */
export function formatDate(iso: string | null | undefined): string {
  const date = readDate(iso);
  return date ? formatter('date', () => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' })).format(date) : '-';
}

/** A number in the user's locale ('1,234.5'); '-' for none. */
export function formatNumber(value: number | null | undefined, options?: Intl.NumberFormatOptions): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '-';
  return formatter(`number ${JSON.stringify(options ?? {})}`, () => new Intl.NumberFormat(undefined, options)).format(value);
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
];
/** Past this a moment reads better as a date than as '9 days ago'. */
const RELATIVE_LIMIT_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * A moment relative to `now` ('just now', '2 hours ago', 'in 3 days', 'yesterday') within a week,
 * else its date and time; '-' for none.
 */
export function formatRelative(iso: string | null | undefined, now: number = Date.now()): string {
  const date = readDate(iso);
  if (!date) return '-';
  const diffMs = date.getTime() - now;
  if (Math.abs(diffMs) >= RELATIVE_LIMIT_MS) return formatDateTime(iso);
  if (Math.abs(diffMs) < 45_000) return 'just now';
  const format = formatter('relative', () => new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' }));
  let amount = diffMs / 1000;
  for (const [unit, size] of UNITS) {
    if (Math.abs(amount) < size || unit === 'day') return format.format(Math.round(amount), unit);
    amount /= size;
  }
  return formatDateTime(iso);
}
