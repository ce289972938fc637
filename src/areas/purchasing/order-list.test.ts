import { describe, expect, it } from 'vitest';
import type { CartLine } from '../../machines/purchasing/order-cart.lines';
import { listText, printableHtml } from './order-list';

const lines: CartLine[] = [
  { key: '1:none', product_id: 1, name: 'Cold Brew Coffee', sku: null, qty: 2, supplierId: null, supplierName: null, supplierShopInStore: false, price: null },
  { key: '2:1', product_id: 2, name: 'Roma Tomatoes', sku: 'PRD-TOM-01', qty: 7, supplierId: 1, supplierName: 'Fresh Farms', supplierShopInStore: false, price: null },
];

describe('an order list', () => {
  it('as text: each group under its supplier, the unassigned group last', () => {
    expect(listText(lines)).toBe('Fresh Farms\n- Roma Tomatoes (PRD-TOM-01) x 7\n\nUnassigned (Print)\n- Cold Brew Coffee x 2');
  });

  it('as a printable page: title, date, one table per group, everything escaped', () => {
    const html = printableHtml('Shop & Go <List>', [{ ...lines[1], name: 'Salt & "Pepper"' }], new Date(2030, 2, 1));
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(doc.title).toBe('Shop & Go <List>');
    expect(doc.querySelector('h1')?.textContent).toBe('Shop & Go <List>');
    expect(doc.querySelector('p')?.textContent).toBe(new Date(2030, 2, 1).toLocaleDateString(undefined, { dateStyle: 'long' }));
    expect([...doc.querySelectorAll('td')].map((c) => c.textContent)).toEqual(['Salt & "Pepper"', 'PRD-TOM-01', '7']);
  });
});
