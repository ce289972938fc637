// The Place Orders stock rules (merchant-operations.md sections 4, 5 and 9): the Needs/Soon/OK chip
// and the suggested quantity, less what is already on order (issue 23), with its working.

export type StockLevel = 'Needs' | 'Soon' | 'OK';

/** Near-par band: above par up to 1.25 times par. */
export const NEAR_PAR_FACTOR = 1.25;

/**
 * Needs: on hand below par. Soon: above par but at most 125 % of par. OK: otherwise (on hand
 * exactly at par too), also when par is missing or zero.
 */
export function stockLevel(onHand: number, par: number | null | undefined): StockLevel {
  if (par == null || !(par > 0)) return 'OK';
  if (onHand < par) return 'Needs';
  if (onHand > par && onHand <= par * NEAR_PAR_FACTOR) return 'Soon';
  return 'OK';
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** Par minus on hand minus on order, at least 0 (0 without a par), to the 0.001 quantities are kept in. */
export function suggestedQty(onHand: number, par: number | null | undefined, onOrder = 0): number {
  return Math.max(round3((par ?? 0) - onHand - onOrder), 0);
}

/** How the suggestion was worked out: 'par 20 − on hand 5 − on order 10 = 5' ('… = −2, so 0' below zero). */
export function suggestionWorking(onHand: number, par: number | null | undefined, onOrder = 0): string {
  if (par == null) return 'No par level: nothing is suggested.';
  const difference = round3(par - onHand - onOrder);
  return `par ${par} − on hand ${onHand} − on order ${onOrder} = ${difference < 0 ? `−${-difference}, so 0` : difference}`;
}
