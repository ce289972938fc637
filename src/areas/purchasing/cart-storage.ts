// The cart in the browser's local storage under po_cart (merchant-operations.md section 9), shared
// by every tab of the app: what is read back is checked line by line, so a damaged or old entry
// never breaks the screen.
import { lineKey, type CartLine } from '../../machines/purchasing/order-cart.lines';

export const CART_KEY = 'po_cart';

function toLine(v: unknown): CartLine | null {
  const o = v as Partial<CartLine> | null;
  if (!o || typeof o !== 'object') return null;
  if (!Number.isInteger(o.product_id) || typeof o.name !== 'string' || typeof o.qty !== 'number' || !(o.qty > 0) || !Number.isFinite(o.qty)) return null;
  const supplierId = Number.isInteger(o.supplierId) ? (o.supplierId as number) : null;
  return {
    key: lineKey(o.product_id!, supplierId),
    product_id: o.product_id!,
    name: o.name,
    sku: typeof o.sku === 'string' ? o.sku : null,
    qty: o.qty,
    supplierId,
    supplierName: supplierId !== null && typeof o.supplierName === 'string' ? o.supplierName : null,
    supplierShopInStore: supplierId !== null && o.supplierShopInStore === true,
    price: supplierId !== null && typeof o.price === 'number' && Number.isFinite(o.price) ? o.price : null,
  };
}

/** The lines of a stored cart (none when missing or unreadable). */
export function parseCart(raw: string | null): CartLine[] {
  try {
    const value: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(value) ? value.map(toLine).filter((l): l is CartLine => l !== null) : [];
  } catch {
    return [];
  }
}

export const loadCart = (): CartLine[] => parseCart(localStorage.getItem(CART_KEY));

export function saveCart(lines: CartLine[]): void {
  localStorage.setItem(CART_KEY, JSON.stringify(lines));
}

/** Calls `onChange` with the cart whenever another tab changes it; answers how to stop. */
export function watchCart(onChange: (lines: CartLine[]) => void): () => void {
  const listener = (e: StorageEvent) => {
    // key null: the other tab cleared all of local storage.
    if (e.storageArea === localStorage && (e.key === CART_KEY || e.key === null)) onChange(parseCart(e.newValue));
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}
