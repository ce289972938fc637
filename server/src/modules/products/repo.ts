// A merchant's products (tenant schema) with their category, unit, taxes and preferred offer.
import type { Tx } from '../../db/database';
import { likePattern } from '../../db/like';
import { selectPage, type PageWindow } from '../../db/paging';
import { insertRow, updateRow } from '../../db/rows';
import { mediaUrl } from '../../lib/uploads';
import type { Schemas, Wire } from '../../openapi/operations';

type Product = Schemas['Product'];

/** The columns the product form writes (images apart); category and units are stored as category_id and unit_id. */
export const PRODUCT_COLUMNS = [
  'product_name',
  'pos_name',
  'description',
  'sku',
  'barcode',
  'category_id',
  'unit_id',
  'status',
  'base_price',
  'limits',
  'quantity',
  'ingredients',
  'handling_instructions',
  'gross_weight',
  'net_weight',
  'height',
  'length',
  'volume',
  'pack_size',
  'pack_weight',
] as const;
const IMAGE_COLUMNS = ['image', 'image_high_res'] as const;

type StoredAs = { category_id: Product['category']; unit_id: Product['units'] };
/** The form's columns, typed as the contract types the Product's fields. */
export type ProductValues = Pick<Product & StoredAs, (typeof PRODUCT_COLUMNS)[number]>;
export type ProductImages = Partial<Record<(typeof IMAGE_COLUMNS)[number], string>>;

/** A product as read: its columns, with the names of its category and unit, its taxes and its preferred offer. */
type ProductRow = ProductValues &
  Pick<Product, 'id' | 'image' | 'image_high_res' | 'category_name' | 'unit_name' | 'taxes' | 'preferred_supplier_id' | 'preferred_supplier_name'> & {
    preferred_offer_id: number | null;
    created_at: Date;
    updated_at: Date;
  };

const SELECT = `p.*, c.category_name, u.unit_choice AS unit_name,
  COALESCE((SELECT array_agg(pt.tax_id ORDER BY pt.tax_id) FROM product_taxes pt WHERE pt.product_id = p.id), '{}') AS taxes,
  o.id AS preferred_offer_id, s.id AS preferred_supplier_id, s.name AS preferred_supplier_name`;
const FROM = `products p
  LEFT JOIN categories c ON c.id = p.category_id
  LEFT JOIN units u ON u.id = p.unit_id
  LEFT JOIN offers o ON o.product_id = p.id AND o.is_preferred
  LEFT JOIN suppliers s ON s.id = o.supplier_id`;

/** The Product of the contract. */
export function toProduct(p: ProductRow): Wire<Product> {
  const { category_id, unit_id, preferred_offer_id, preferred_supplier_id, preferred_supplier_name, ...rest } = p;
  return {
    ...rest,
    category: category_id,
    units: unit_id,
    image_url: mediaUrl(p.image),
    image_high_res_url: mediaUrl(p.image_high_res),
    preferred_supplier: preferred_supplier_id,
    preferred_supplier_id,
    preferred_supplier_name,
    preferred_offer: preferred_offer_id === null ? null : { id: preferred_offer_id, supplier: { id: preferred_supplier_id!, name: preferred_supplier_name! } },
  };
}

/** Products whose name or SKU contains `search` (any case), by name. */
export function listProducts(tx: Tx, search: string, window: PageWindow) {
  const text = search.trim();
  const where = text ? ' WHERE p.product_name ILIKE $1 OR p.sku ILIKE $1' : '';
  return selectPage<ProductRow>(tx, { select: SELECT, from: FROM + where, orderBy: 'p.product_name, p.id', params: text ? [likePattern(text)] : [] }, window);
}

export async function findProduct(tx: Tx, id: number): Promise<ProductRow | null> {
  return (await tx.query<ProductRow>(`SELECT ${SELECT} FROM ${FROM} WHERE p.id = $1`, [id]))[0] ?? null;
}

/** The product's stored images, its row locked until the transaction ends; null when there is none. */
export async function lockProductImages(tx: Tx, id: number): Promise<{ image: string | null; image_high_res: string | null } | null> {
  return (await tx.query<{ image: string | null; image_high_res: string | null }>('SELECT image, image_high_res FROM products WHERE id = $1 FOR UPDATE', [id]))[0] ?? null;
}

export const insertProduct = (tx: Tx, values: ProductValues & ProductImages) => insertRow(tx, 'products', values, [...PRODUCT_COLUMNS, ...IMAGE_COLUMNS]);

export async function updateProduct(tx: Tx, id: number, values: ProductValues & ProductImages): Promise<void> {
  await updateRow(tx, 'products', id, { ...values, updated_at: new Date() }, [...PRODUCT_COLUMNS, ...IMAGE_COLUMNS, 'updated_at']);
}

export async function setProductTaxes(tx: Tx, productId: number, taxIds: number[]): Promise<void> {
  await tx.query('DELETE FROM product_taxes WHERE product_id = $1', [productId]);
  if (taxIds.length) {
    await tx.query('INSERT INTO product_taxes (product_id, tax_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING', [productId, taxIds]);
  }
}

/** Deletes the product (its offers, taxes and inventory items go with it); its images, or null when there was none. */
export async function deleteProduct(tx: Tx, id: number): Promise<{ image: string | null; image_high_res: string | null } | null> {
  return (await tx.query<{ image: string | null; image_high_res: string | null }>('DELETE FROM products WHERE id = $1 RETURNING image, image_high_res', [id]))[0] ?? null;
}

/** Whether another product has this barcode (compared as GTIN-14, `gtin` already padded). */
export async function barcodeTaken(tx: Tx, gtin: string, exceptId = 0): Promise<boolean> {
  return (await tx.query("SELECT 1 FROM products WHERE barcode IS NOT NULL AND lpad(barcode, 14, '0') = $1 AND id <> $2", [gtin, exceptId])).length > 0;
}

/** Whether another product has this SKU, in any case. */
export async function skuTaken(tx: Tx, sku: string, exceptId = 0): Promise<boolean> {
  return (await tx.query('SELECT 1 FROM products WHERE lower(sku) = lower($1) AND id <> $2', [sku, exceptId])).length > 0;
}

/** Which of `ids` are not rows of `table` (a table name from our code). */
export async function missingIds(tx: Tx, table: 'categories' | 'units' | 'taxes' | 'suppliers', ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = new Set((await tx.query<{ id: number }>(`SELECT id FROM ${table} WHERE id = ANY($1::int[])`, [ids])).map((r) => r.id));
  return ids.filter((id) => !found.has(id));
}
