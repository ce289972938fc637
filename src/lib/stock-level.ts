// The Place Orders stock rules (merchant-operations.md sections 4, 5 and 9): the Needs/Soon/OK chip
// and the suggested quantity.

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

/** Par minus on hand, at least 0 (0 without a par), to the 0.001 quantities are kept in. */
export function suggestedQty(onHand: number, par: number | null | undefined): number {
  return Math.max(Math.round(((par ?? 0) - onHand) * 1000) / 1000, 0);
}
