// Product barcodes (issue 25, item 5): the four kinds with their check digits, blank as none,
// unique per tenant as GTIN-14, and another tenant free to use the same code.
import { describe, expect, it } from 'vitest';
import { BARCODE_MESSAGES } from '@shared/barcode';
import { openMerchantTests } from '../../../test/merchant';
import type { Tenant } from '../../../test/merchant';

const m = openMerchantTests();
const categoryOf = async (tenant: Tenant) => (await m.rows<{ id: number }>('SELECT id FROM categories ORDER BY id LIMIT 1', [], tenant))[0].id;
let made = 0;
const create = async (barcode: string, tenant: Tenant = 'bistro') =>
  m.form('POST', '/merchant-products/products/', { product_name: `Scanned ${++made}`, category: String(await categoryOf(tenant)), barcode }, tenant);

describe('product barcodes', () => {
  it.each([
    ['EAN-8', '96385074'],
    ['UPC-A', '036000291452'],
    ['EAN-13', '4006381333931'],
    ['GTIN-14', '10012345678902'],
  ])('stores a valid %s and answers it', async (_kind, code) => {
    const res = await create(` ${code} `);
    expect(res.statusCode).toBe(201);
    expect(res.json().barcode).toBe(code);
    expect((await m.call('GET', `/merchant-products/products/${res.json().id}/`)).json().barcode).toBe(code);
  });

  it.each([
    ['EAN-8', '96385075'],
    ['UPC-A', '036000291453'],
    ['EAN-13', '4006381333932'],
    ['GTIN-14', '10012345678903'],
  ])('refuses a %s with a wrong check digit as a field error', async (_kind, code) => {
    const res = await create(code);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ barcode: [BARCODE_MESSAGES.checkDigit] });
  });

  it.each(['1234567', '123456789', 'ABC-12345678', '4006 381333931'])('refuses %j: not 8, 12, 13 or 14 digits', async (code) => {
    const res = await create(code);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ barcode: [BARCODE_MESSAGES.invalid] });
  });

  it('stores a blank barcode as none, and many products may have none', async () => {
    const a = await create('  ');
    const b = await create('');
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect([a.json().barcode, b.json().barcode]).toEqual([null, null]);
  });

  it("refuses another product's barcode in the tenant, also written as the UPC-A's EAN-13", async () => {
    // Whole Milk's demo barcode; the demo's sparkling water is the UPC-A 012345678905.
    expect((await create('2000000010052')).json()).toEqual({ barcode: [BARCODE_MESSAGES.taken] });
    const sameAsUpc = await create('0012345678905');
    expect(sameAsUpc.statusCode).toBe(400);
    expect(sameAsUpc.json()).toEqual({ barcode: [BARCODE_MESSAGES.taken] });
  });

  it('lets a product keep its own barcode on save, and refuses taking another one', async () => {
    const [milk] = await m.rows<{ id: number; category_id: number }>("SELECT id, category_id FROM products WHERE sku = 'DAI-MLK-01'");
    const save = (barcode: string) =>
      m.form('PUT', `/merchant-products/products/${milk.id}/`, { product_name: 'Whole Milk', sku: 'DAI-MLK-01', category: String(milk.category_id), barcode });
    const kept = await save('2000000010052');
    expect(kept.statusCode).toBe(200);
    expect(kept.json().barcode).toBe('2000000010052');
    expect((await save('2000000010014')).json()).toEqual({ barcode: [BARCODE_MESSAGES.taken] });
  });

  it('lets another tenant use the same code', async () => {
    const res = await create('2000000010052', 'harbor');
    expect(res.statusCode).toBe(201);
    expect(res.json().barcode).toBe('2000000010052');
  });

  it('shows the barcode on count lines and on inventory items', async () => {
    const items = (await m.call('GET', '/inventory/items/')).json();
    const rows = Array.isArray(items) ? items : items.results;
    const milk = rows.find((i: { product_name: string }) => i.product_name === 'Whole Milk');
    expect(milk.product_detail.barcode).toBe('2000000010052');
    const [line] = await m.rows<{ id: number; cycle_count_id: number }>(
      "SELECT l.id, l.cycle_count_id FROM cycle_count_lines l JOIN inventory_items i ON i.id = l.item_id JOIN products p ON p.id = i.product_id WHERE p.sku = 'DAI-MLK-01' LIMIT 1",
    );
    const lines = (await m.call('GET', `/inventory/cycle-counts/${line.cycle_count_id}/lines/`)).json();
    const found = (Array.isArray(lines) ? lines : lines.results).find((l: { id: number }) => l.id === line.id);
    expect(found.barcode).toBe('2000000010052');
  });
});
