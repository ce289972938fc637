// The one way a list or a page writes a date and time: the user's locale, medium date, short time
// ('Nov 25, 2026, 12:45 PM'), so cycle counts, orders and comments read alike.

/** A date and time in the user's locale without seconds; '-' for none (or an unreadable value). */
export function formatDateTime(iso: string | null | undefined): string {
  const date = iso ? new Date(iso) : null;
  return date && !Number.isNaN(date.getTime()) ? date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : '-';
}
