// How the inventory screens write quantities and times.
import { formatNumber } from '../../ui/format-date';

/** In the user's locale, up to 3 decimals (the count step), no trailing zeros: 1,234.5. */
export const formatQty = (n: number | null | undefined) =>
  // Rounded first so a tiny negative remainder reads 0, not -0.
  formatNumber(n === null || n === undefined ? n : Math.round(n * 1000) / 1000 || 0, { maximumFractionDigits: 3 });

/** A change with its sign: +3, -1.5, 0. */
export const signedQty = (n: number) => (n > 0 ? `+${formatQty(n)}` : formatQty(n));

/** A date and time as every list writes it ('Nov 25, 2026, 12:45 PM'), '-' for none. */
export { formatDateTime as formatWhen } from '../../ui/format-date';
