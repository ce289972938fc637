// How the inventory screens write quantities and times.

/** Up to 3 decimals (the count step), no trailing zeros. */
export const formatQty = (n: number | null | undefined) => (n === null || n === undefined ? '-' : String(Math.round(n * 1000) / 1000));

/** A change with its sign: +3, -1.5, 0. */
export const signedQty = (n: number) => (n > 0 ? `+${formatQty(n)}` : formatQty(n));

/** A date and time as every list writes it ('Nov 25, 2026, 12:45 PM'), '-' for none. */
export { formatDateTime as formatWhen } from '../../ui/format-date';
