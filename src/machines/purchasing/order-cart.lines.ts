// The Place Orders cart's lines (merchant-operations.md "Orders and cart", section 3 "Cart line"):
// their shape, keys, merging, grouping by supplier and totals; order-cart.machine.ts drives them.

export interface CartSupplier {
  id: number;
  name: string;
  shopInStore: boolean;
  /** This merchant's price for the product from this supplier; null when unknown. */
  price: number | null;
}

/** A cart line as kept in po_cart (section 3, "Cart line"). */
export interface CartLine {
  key: string;
  product_id: number;
  name: string;
  sku: string | null;
  qty: number;
  supplierId: number | null;
  supplierName: string | null;
  supplierShopInStore: boolean;
  /** The supplier's price when the line was added or moved; null when unknown. */
  price: number | null;
}

export interface CartProduct {
  product_id: number;
  name: string;
  sku: string | null;
}

/** What placeOrders sends (section 3, "Order payload"), with the key that makes a retry safe. */
export interface PlaceOrdersInput {
  idempotencyKey: string;
  note: string | null;
  groups: { merchant_supplier_id: number; delivery_date?: string; items: { product_id: number; name: string; sku: string | null; qty: number }[] }[];
}

/** A refusal whose words the user should read (a hard minimum, a date that cannot be delivered). */
export class PlaceRefusal extends Error {}

export const CART_MESSAGES = {
  invalidQty: 'Enter a valid quantity.',
  added: (name: string) => `${name} added to cart`,
  addedAll: (n: number) => `${n} ${n === 1 ? 'item' : 'items'} added to cart`,
  noAssigned: 'No supplier-assigned items to order.',
  created: (n: number) => `Created ${n} order(s). Messages will be sent in the background.`,
  createFailed: 'Failed to create orders.',
};

export const lineKey = (productId: number, supplierId: number | null) => `${productId}:${supplierId ?? 'none'}`;

export const validQty = (qty: number) => Number.isFinite(qty) && qty > 0;

/** The quantity Add uses: the typed one, else the suggestion (or 0). */
export function quantityToAdd(typed: string, suggested: number | null | undefined): number {
  return typed.trim() === '' ? (suggested ?? 0) : Number(typed);
}

/** What a scan on Place Orders adds: the suggestion, or 1 when nothing is suggested. */
export const scannedQuantity = (suggested: number): number => (suggested > 0 ? suggested : 1);

/** Adds `line` to `lines`; a line with the same key gets the quantities summed. */
export function mergeLine(lines: CartLine[], line: CartLine): CartLine[] {
  const existing = lines.find((l) => l.key === line.key);
  if (!existing) return [...lines, line];
  return lines.map((l) => (l.key === line.key ? { ...l, qty: l.qty + line.qty } : l));
}

/** A new line: `qty` of `product` from `supplier` (null: not assigned). */
export const newLine = (product: CartProduct, qty: number, supplier: CartSupplier | null): CartLine =>
  withSupplier({ ...product, key: '', qty, supplierId: null, supplierName: null, supplierShopInStore: false, price: null }, supplier);

export function withSupplier(line: CartLine, supplier: CartSupplier | null): CartLine {
  return {
    ...line,
    key: lineKey(line.product_id, supplier?.id ?? null),
    supplierId: supplier?.id ?? null,
    supplierName: supplier?.name ?? null,
    supplierShopInStore: supplier?.shopInStore ?? false,
    price: supplier?.price ?? null,
  };
}

export interface CartGroup {
  supplierId: number | null;
  supplierName: string | null;
  lines: CartLine[];
}

/** Lines grouped by supplier (by name), the unassigned group last. */
export function groupLines(lines: CartLine[]): CartGroup[] {
  const groups = new Map<number | null, CartGroup>();
  for (const line of lines) {
    const group = groups.get(line.supplierId) ?? { supplierId: line.supplierId, supplierName: line.supplierName, lines: [] };
    group.lines.push(line);
    groups.set(line.supplierId, group);
  }
  const assigned = [...groups.values()].filter((g) => g.supplierId !== null).sort((a, b) => (a.supplierName ?? '').localeCompare(b.supplierName ?? ''));
  const unassigned = groups.get(null);
  return unassigned ? [...assigned, unassigned] : assigned;
}

/** Total units (the quantities added up) and items (the lines). */
export function cartTotals(lines: CartLine[]): { units: number; items: number } {
  return { units: Math.round(lines.reduce((sum, l) => sum + l.qty, 0) * 1000) / 1000, items: lines.length };
}

export const assignedLines = (lines: CartLine[]) => lines.filter((l) => l.supplierId !== null);
export const unassignedLines = (lines: CartLine[]) => lines.filter((l) => l.supplierId === null);
export const shopInStoreLines = (lines: CartLine[]) => lines.filter((l) => l.supplierShopInStore);
