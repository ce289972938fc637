// Supplier offers of a merchant's products (tenant schema). Every change of a product's preferred
// offer first locks the product's row, so concurrent changes queue and exactly one offer stays
// preferred (the partial unique index offers_one_preferred is the last guard).
import type { Tx } from '../../db/database';
import { insertRow, updateRow } from '../../db/rows';
import type { Schemas } from '../../openapi/operations';

/** An offer as read: the contract's Offer with its supplier's name flat and its own price (the price it answers is resolved: priced-catalogs/connected.ts). */
export type OfferRow = Omit<Schemas['Offer'], 'supplier'> & { supplier_name: string };

/** The Offer of the contract, at the price the merchant pays. */
export const toOffer = (o: OfferRow, price: number | null): Schemas['Offer'] => ({
  id: o.id,
  product_id: o.product_id,
  supplier_id: o.supplier_id,
  supplier: { id: o.supplier_id, name: o.supplier_name },
  is_active: o.is_active,
  is_preferred: o.is_preferred,
  supplier_product_id: o.supplier_product_id,
  price,
});

const SELECT = `SELECT o.id, o.product_id, o.supplier_id, s.name AS supplier_name, o.is_active, o.is_preferred, o.supplier_product_id, o.price
                  FROM offers o JOIN suppliers s ON s.id = o.supplier_id`;

/** A product's offers, optionally of one supplier, by supplier name. */
export function listOffers(tx: Tx, productId: number, supplierId: number | null, limit: number): Promise<OfferRow[]> {
  return tx.query<OfferRow>(`${SELECT} WHERE o.product_id = $1 AND ($2::int IS NULL OR o.supplier_id = $2) ORDER BY s.name, o.id LIMIT $3`, [productId, supplierId, limit]);
}

export async function findOffer(tx: Tx, id: number): Promise<OfferRow | null> {
  return (await tx.query<OfferRow>(`${SELECT} WHERE o.id = $1`, [id]))[0] ?? null;
}

export async function findOfferOf(tx: Tx, productId: number, supplierId: number): Promise<OfferRow | null> {
  return (await tx.query<OfferRow>(`${SELECT} WHERE o.product_id = $1 AND o.supplier_id = $2`, [productId, supplierId]))[0] ?? null;
}

/** Locks the product's row until the transaction ends; false when there is no such product. */
export async function lockProduct(tx: Tx, productId: number): Promise<boolean> {
  return (await tx.query('SELECT id FROM products WHERE id = $1 FOR UPDATE', [productId])).length > 0;
}

/** A new offer (not preferred; active unless said otherwise), tied to a supplier product or with its own price; answers its id. */
export const insertOffer = (tx: Tx, o: Pick<OfferRow, 'product_id' | 'supplier_id'> & { is_active?: boolean; supplier_product_id?: number | null; price?: number | null }) =>
  insertRow(tx, 'offers', o, ['product_id', 'supplier_id', 'is_active', 'supplier_product_id', 'price']);

/** Sets an offer's own price, active flag or tie (undefined leaves one alone). */
export const updateOffer = (tx: Tx, id: number, patch: { price?: number | null; is_active?: boolean; supplier_product_id?: number | null }) =>
  updateRow(tx, 'offers', id, patch, ['price', 'is_active', 'supplier_product_id']);

/**
 * Makes the offer its product's only preferred one; the caller holds the product's lock. The others
 * are cleared first: a unique index is checked row by row, so one UPDATE swapping the flag could
 * trip over the old preferred offer.
 */
export async function makePreferred(tx: Tx, productId: number, offerId: number): Promise<void> {
  await tx.query('UPDATE offers SET is_preferred = false WHERE product_id = $1 AND id <> $2 AND is_preferred', [productId, offerId]);
  await tx.query('UPDATE offers SET is_preferred = true WHERE id = $1', [offerId]);
}

/**
 * The product form's preferred_supplier_id: null clears the preferred offer; a supplier id makes
 * that supplier's offer preferred, creating an active one when the supplier has none.
 */
export async function preferSupplier(tx: Tx, productId: number, supplierId: number | null): Promise<void> {
  await lockProduct(tx, productId);
  if (supplierId === null) {
    await tx.query('UPDATE offers SET is_preferred = false WHERE product_id = $1 AND is_preferred', [productId]);
    return;
  }
  const offerId = (await findOfferOf(tx, productId, supplierId))?.id ?? (await insertOffer(tx, { product_id: productId, supplier_id: supplierId, is_active: true }));
  await makePreferred(tx, productId, offerId);
}

export async function deleteOffer(tx: Tx, id: number): Promise<boolean> {
  return (await tx.query('DELETE FROM offers WHERE id = $1 RETURNING id', [id])).length > 0;
}

type EligibleSupplierRow = Omit<Schemas['EligibleSupplier'], 'supplier_name' | 'price'> & { supplier_id: number; supplier_product_id: number | null; price: number | null };

/** The active suppliers with an active offer on the product (with the offer's tie and own price): preferred first, then by name. */
export function eligibleSuppliers(tx: Tx, productId: number): Promise<EligibleSupplierRow[]> {
  return tx.query<EligibleSupplierRow>(
    `SELECT s.id, s.id AS supplier_id, s.name, o.is_preferred, s.supports_shop_in_store AS shop_in_store, o.supplier_product_id, o.price
       FROM offers o JOIN suppliers s ON s.id = o.supplier_id
      WHERE o.product_id = $1 AND o.is_active AND s.is_active
      ORDER BY o.is_preferred DESC, s.name, s.id`,
    [productId],
  );
}
