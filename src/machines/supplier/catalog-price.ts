// A product's price in one catalog (issue 22), edited with the shared price edit machine: its texts
// and amount check, and the catalog product as the machine's item.
import type { components } from '../../api/schema';
import { formatMoney } from '../../lib/money';
import type { PricedItem, PriceEditInput, PriceTexts } from '../price-edit.machine';
import { amountError } from './amount';

export type CatalogProduct = components['schemas']['CatalogProduct'];

export interface CatalogPriceChange {
  catalogId: number;
  productId: number;
  /** null: back to the list price. */
  price: number | null;
}

export const PRICE_MESSAGES: PriceTexts = {
  saved: (name, price) => `${name} is now ${formatMoney(price ?? 0)} in this catalog.`,
  reset: (name, price) => `${name} is back to its list price of ${formatMoney(price ?? 0)}.`,
  failed: 'Failed to save the price.',
  required: 'Enter a price, or reset to the list price.',
};

/** A catalog's product as the price edit machine's item: its own price when the catalog sets one. */
export const catalogPriceItem = (p: Pick<CatalogProduct, 'id' | 'name' | 'price' | 'has_catalog_price'>): PricedItem => ({
  id: p.id,
  name: p.name,
  price: p.price,
  own: p.has_catalog_price,
});

export const catalogPriceInput = (product: Pick<CatalogProduct, 'id' | 'name' | 'price' | 'has_catalog_price'>): PriceEditInput => ({
  item: catalogPriceItem(product),
  texts: PRICE_MESSAGES,
  check: amountError,
});
