// How the inventory screens write quantities and times.

/** Up to 3 decimals (the count step), no trailing zeros. */
export const formatQty = (n: number | null | undefined) => (n === null || n === undefined ? '-' : String(Math.round(n * 1000) / 1000));

/** A change with its sign: +3, -1.5, 0. */
export const signedQty = (n: number) => (n > 0 ? `+${formatQty(n)}` : formatQty(n));

/** A date and time in the browser's locale, '-' for none. */
export const formatWhen = (iso: string | null | undefined) => (iso ? new Date(iso).toLocaleString() : '-');
