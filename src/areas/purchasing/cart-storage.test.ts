import { describe, expect, it } from 'vitest';
import { CART_KEY, loadCart, parseCart, saveCart } from './cart-storage';

const line = { key: '7:1', product_id: 7, name: 'Roma Tomatoes', sku: 'PRD-TOM-01', qty: 7, supplierId: 1, supplierName: 'Fresh Farms', supplierShopInStore: false, price: 2.5 };

describe('the cart in po_cart', () => {
  it('is written and read back as it was', () => {
    saveCart([line]);
    expect(JSON.parse(localStorage.getItem(CART_KEY)!)).toEqual([line]);
    expect(loadCart()).toEqual([line]);
  });

  it('reads nothing from a missing or damaged entry', () => {
    expect(parseCart(null)).toEqual([]);
    expect(parseCart('not json')).toEqual([]);
    expect(parseCart('{"lines":[]}')).toEqual([]);
  });

  it('drops lines that are not lines, and recomputes keys and supplier fields', () => {
    const stored = [
      line,
      { ...line, product_id: 'x' },
      { ...line, qty: 0 },
      { ...line, qty: -1 },
      { ...line, name: 42 },
      null,
      { product_id: 8, name: 'Basil', qty: 2, key: 'wrong', supplierId: null, supplierName: 'Ghost', supplierShopInStore: true, price: 3 },
    ];
    expect(parseCart(JSON.stringify(stored))).toEqual([
      line,
      { key: '8:none', product_id: 8, name: 'Basil', sku: null, qty: 2, supplierId: null, supplierName: null, supplierShopInStore: false, price: null },
    ]);
  });
});
