// Money as the app shows it (decisions.md "Priced catalogs (issue 22): screens"): US dollars with
// cents, from one formatter, e.g. $1,234.50.

// Made on first use, not when the module loads: the first formatter loads the locale's data, a long
// task on a slow phone in the middle of the page's start (issue 25).
let usd: Intl.NumberFormat | undefined;

/** An amount in US dollars, e.g. $150.00. */
export const formatMoney = (amount: number): string => (usd ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })).format(amount);

/** An amount, or a dash when it is unknown (a line without a price). */
export const moneyOrDash = (amount: number | null | undefined): string => (amount === null || amount === undefined ? '-' : formatMoney(amount));

/** An amount rounded to cents (sums of prices drift in binary floating point). */
export const cents = (amount: number): number => Math.round(amount * 100) / 100;
