// Priced catalogs (decisions.md "Priced catalogs"): money, the words of the terms' refusals and of
// a supplier seen without an ACTIVE connection.
import type { ConnectionStatus } from '@shared/connection-rules';

/** Money to the cent, as numeric(12,2) keeps it. */
export const cents = (amount: number) => Math.round(amount * 100) / 100;

const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** $1,234.50 */
export const money = (amount: number) => USD.format(amount);

export const TERMS_MESSAGES = {
  hardMinimum: (supplier: string, minimum: number) => `${supplier} requires a minimum order of ${money(minimum)}.`,
  notADeliveryDate: (supplier: string, date: string, next: string) => `${supplier} cannot deliver on ${date}. The next possible delivery date is ${next}.`,
  pastDate: (date: string) => `${date} is in the past: choose today or a later date.`,
  unknownTimeZone: (zone: string) => `"${zone}" is not a known time zone.`,
};

export const CATALOG_MESSAGES = {
  notInCatalog: (supplier: string) => `This product is not in the catalog of ${supplier} for you.`,
  tiedHasCatalogPrice: "This offer is tied to a supplier's product: its price is the catalog's.",
  notConnectedForOffer: (supplier: string) => `Only an active connection with ${supplier} lets an offer be tied to its catalog.`,
  required: 'This field is required.',
};

/** The 409's detail for a merchant supplier whose connection is not ACTIVE (null: no live connection). */
export function notConnected(supplier: string, status: ConnectionStatus | null): string {
  if (status === 'INVITED') return `Your connection with ${supplier} is not accepted yet: its catalog and terms are shown once it is.`;
  if (status === 'PAUSED') return `Your connection with ${supplier} is paused: its catalog and terms are shown again once it is resumed.`;
  if (status === 'ACTIVE') return `${supplier} has not tied your connection to its customer record yet.`;
  return `${supplier} is not connected with you on Tradepost: connect to see its catalog and terms.`;
}
