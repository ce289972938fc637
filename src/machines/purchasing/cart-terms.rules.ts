// A cart group's money and terms (issue 22, decisions.md "Priced catalogs (issue 22): screens"): its
// subtotal at the known prices, how far it is from its supplier's minimum, whether a hard minimum
// holds it back, and the delivery dates it may ask for. Pure, so the cart machine, its views and
// its tests read the same answers.
import type { components } from '../../api/schema';
import { nextDeliveryDates } from '../../lib/delivery-dates';
import { cents, formatMoney } from '../../lib/money';
import { possessive } from '../../lib/text';

export type OrderingTerms = components['schemas']['OrderingTerms'];

/** How many delivery dates the cart offers. */
export const DATE_CHOICES = 14;

export const TERMS_TEXT = {
  shortOf: (short: number, supplier: string, minimum: number) => `${formatMoney(short)} more to reach ${possessive(supplier)} minimum of ${formatMoney(minimum)}.`,
  /** The server's words for a hard minimum (issue 22). */
  requires: (supplier: string, minimum: number) => `${supplier} requires a minimum order of ${formatMoney(minimum)}.`,
  minimumMet: (supplier: string, minimum: number) => `${possessive(supplier)} minimum of ${formatMoney(minimum)} is reached.`,
};

/** A line's total at its known price (null when the price is unknown). */
export const lineTotal = (line: { qty: number; price: number | null }): number | null => (line.price === null ? null : cents(line.qty * line.price));

/** The sum of the known line totals. */
export const subtotal = (lines: { qty: number; price: number | null }[]): number => cents(lines.reduce((sum, l) => sum + (lineTotal(l) ?? 0), 0));

export interface MinimumProgress {
  minimum: number;
  /** What is still missing (0 when reached). */
  short: number;
  /** A hard minimum not reached: the group cannot be placed. */
  blocked: boolean;
  /** The line to show: how much is missing, or that it is reached. */
  message: string;
}

/** Progress towards the supplier's minimum; null when there is none (no terms, or a minimum of 0). */
export function minimumProgress(supplier: string, terms: OrderingTerms | null | undefined, amount: number): MinimumProgress | null {
  if (!terms || !(terms.minimum_order > 0)) return null;
  const short = cents(Math.max(0, terms.minimum_order - amount));
  return {
    minimum: terms.minimum_order,
    short,
    blocked: short > 0 && terms.minimum_order_rule === 'hard',
    message: short > 0 ? TERMS_TEXT.shortOf(short, supplier, terms.minimum_order) : TERMS_TEXT.minimumMet(supplier, terms.minimum_order),
  };
}

/** The delivery dates an order placed at `now` may ask for (the shared rule's next ones). */
export const dateChoices = (terms: OrderingTerms, now: Date): string[] => nextDeliveryDates(terms, now, DATE_CHOICES);
