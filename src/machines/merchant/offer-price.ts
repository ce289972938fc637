// An off-system supplier's offer has its own price, which the merchant sets (issue 22), edited with
// the shared price edit machine: its texts, amount check, and the offer as the machine's item. A
// connected supplier's offer tied to its catalog shows the catalog's price, not edited here.
import { formatMoney } from '../../lib/money';
import { possessive } from '../../lib/text';
import type { PricedItem, PriceEditInput, PriceTexts } from '../price-edit.machine';
import type { Offer } from './supplier-offers.machine';

export const OFFER_PRICE_MESSAGES: PriceTexts = {
  saved: (name, price) => `${possessive(name)} price is now ${formatMoney(price ?? 0)}.`,
  reset: (name) => `${possessive(name)} price is cleared.`,
  failed: 'Failed to save the price.',
  required: 'Enter a price, or clear it.',
};

const NOT_AN_AMOUNT = 'Enter an amount of 0 or more.';

/** Why a typed price is refused (null when fine). */
export const offerPriceCheck = (typed: string): string | null => (Number.isFinite(Number(typed.trim())) && Number(typed.trim()) >= 0 ? null : NOT_AN_AMOUNT);

export const offerPriceItem = (offer: Pick<Offer, 'id' | 'supplier' | 'price'>): PricedItem => ({ id: offer.id, name: offer.supplier.name, price: offer.price, own: offer.price !== null });

export const offerPriceInput = (offer: Pick<Offer, 'id' | 'supplier' | 'price'>): PriceEditInput => ({ item: offerPriceItem(offer), texts: OFFER_PRICE_MESSAGES, check: offerPriceCheck });
