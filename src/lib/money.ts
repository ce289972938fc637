// Money as the app shows it (decisions.md "Priced catalogs (issue 22): screens"): US dollars with
// cents, from one formatter, e.g. $1,234.50.

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** An amount in US dollars, e.g. $150.00. */
export const formatMoney = (amount: number): string => usd.format(amount);

/** An amount, or a dash when it is unknown (a line without a price). */
export const moneyOrDash = (amount: number | null | undefined): string => (amount === null || amount === undefined ? '-' : usd.format(amount));

/** An amount rounded to cents (sums of prices drift in binary floating point). */
export const cents = (amount: number): number => Math.round(amount * 100) / 100;
