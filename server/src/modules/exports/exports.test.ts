// Exports on a real database: each kind with its list's search and filters, in the list's order,
// CSV and XLSX, file names, the walls between tenants and tenant types, and a round trip through
// the import.
import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { openMerchantTests } from '../../../test/merchant';
import { DEMO, HOSTS } from '../../../test/helpers';

const m = openMerchantTests();
const exported = async (path: string, tenant: 'bistro' | 'harbor' = 'bistro') => {
  const res = await m.call('GET', `/exports/${path}`, undefined, tenant);
  expect(res.statusCode, res.body).toBe(200);
  return { res, rows: parse(res.body, { bom: true }) as string[][] };
};

describe('GET /exports/{kind}/', () => {
  it('exports products with the list search, as CSV with a BOM and a dated file name', async () => {
    const { res, rows } = await exported('products/?search=dai-');
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(res.body.startsWith('\uFEFFProduct name,SKU,Category')).toBe(true);
    expect(rows.slice(1).map((r) => r[1])).toEqual(['DAI-EGG-04', 'DAI-PAR-03', 'DAI-BUT-02', 'DAI-MLK-01']);
    expect(rows[1].slice(0, 6)).toEqual(['Large Eggs', 'DAI-EGG-04', 'Dairy', 'dozen', '3.6', 'ACT']);
  });

  it('pages through more rows than a page holds, in the list order, without losing or repeating one', async () => {
    await m.rows("INSERT INTO categories (category_name) SELECT 'Bulk ' || lpad(n::text, 4, '0') FROM generate_series(1, 2500) n");
    const { rows } = await exported('categories/?search=bulk');
    expect(rows).toHaveLength(2501);
    expect(rows[1][0]).toBe('Bulk 0001');
    expect(rows[2500][0]).toBe('Bulk 2500');
    expect(new Set(rows.map((r) => r[0])).size).toBe(2501);
  });

  it('exports suppliers, inventory items and orders with their filters', async () => {
    const suppliers = (await exported('suppliers/?q=metro')).rows;
    expect(suppliers.slice(1).map((r) => r[0])).toEqual([expect.stringMatching(/Metro/)]);
    const items = (await exported('inventory-items/?q=bar')).rows;
    expect(items[0]).toEqual(['SKU', 'Product name', 'Area', 'On hand', 'Par level', 'Min qty', 'Cost price']);
    expect(items.slice(1).every((r) => r[2] === 'Bar')).toBe(true);
    const orders = await m.call('GET', '/merchant-orders/orders/?page_size=100');
    const { rows } = await exported('orders/?status=PLACED');
    const placed = orders.json().results.filter((o: any) => o.status === 'PLACED');
    expect(new Set(rows.slice(1).map((r) => r[0])).size).toBe(placed.length);
    expect(rows.slice(1).every((r) => r[3] === 'PLACED')).toBe(true);
  });

  it("exports a cycle count's lines with expected, counted, difference and value, and asks for the count", async () => {
    const [count] = await m.rows<{ id: number }>("SELECT id FROM cycle_counts WHERE status = 'FINALIZED' ORDER BY id LIMIT 1");
    const { rows } = await exported(`cycle-count-lines/?cycle_count=${count.id}`);
    expect(rows[0]).toEqual(['Area', 'Product name', 'SKU', 'Unit', 'Expected', 'Counted', 'Difference', 'Cost price', 'Value', 'Note']);
    const lines = await m.rows<{ n: number }>('SELECT count(*)::int AS n FROM cycle_count_lines WHERE cycle_count_id = $1', [count.id]);
    expect(rows).toHaveLength(lines[0].n + 1);
    for (const r of rows.slice(1).filter((r) => r[5] !== '')) expect(Number(r[6])).toBeCloseTo(Number(r[5]) - Number(r[4]), 3);
    expect((await m.call('GET', '/exports/cycle-count-lines/')).json()).toEqual({ cycle_count: ['This field is required.'] });
    expect((await m.call('GET', '/exports/cycle-count-lines/?cycle_count=999999')).statusCode).toBe(404);
  });

  it('writes XLSX that a spreadsheet reads, and text that would run as a formula as text', async () => {
    await m.rows("INSERT INTO suppliers (name, notes) VALUES ('=Formula Supplier', '=HYPERLINK(\"x\")')");
    const res = await m.call('GET', '/exports/suppliers/?q=formula&format=xlsx');
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    expect(ws.getRow(1).getCell(1).value).toBe('Name');
    expect(ws.getRow(2).getCell(1).value).toBe("'=Formula Supplier");
    expect(ws.getRow(2).getCell(6).value).toBe('\'=HYPERLINK("x")');
  });

  it("keeps to the caller's tenant and its type's kinds", async () => {
    await m.rows("INSERT INTO suppliers (name) VALUES ('Harbor Secret Supplier')", [], 'harbor');
    expect((await exported('suppliers/?q=secret')).rows).toHaveLength(1);
    expect((await exported('suppliers/?q=secret', 'harbor')).rows).toHaveLength(2);
    expect((await m.call('GET', '/exports/catalogs/')).json()).toEqual({ kind: ['"catalogs" is not a valid choice.'] });
    const token = await m.t.login(DEMO.supplier, HOSTS.supplier);
    const res = await m.t.request({ url: '/1/api/exports/supplier-products/?search=FF-ASP', host: HOSTS.supplier, token });
    expect(parse(res.body, { bom: true })).toEqual([
      ['SKU', 'Name', 'Unit', 'Price', 'Active'],
      ['FF-ASP-GRN', 'Asparagus', 'lb', '3.4', 'false'],
    ]);
    const catalogs = await m.t.request({ url: '/1/api/exports/catalogs/', host: HOSTS.supplier, token });
    expect(parse(catalogs.body, { bom: true })[0]).toEqual(['Catalog name', 'Description', 'Active', 'Merchants', 'Products']);
    expect((await m.t.request({ url: '/1/api/exports/products/', host: HOSTS.supplier, token })).statusCode).toBe(400);
  });

  it('exports products in a file the import takes back as it is', async () => {
    const file = (await m.call('GET', '/exports/products/?search=PRD-')).rawPayload;
    const { payload, headers } = await import('../../../test/multipart').then((x) => x.multipart({ kind: 'products', file: { name: 'p.csv', type: 'text/csv', content: file } }));
    const preview = (await m.t.request({ method: 'POST', url: '/1/api/imports/', payload, headers, host: HOSTS.bistro, token: await m.t.login(DEMO.merchant, HOSTS.bistro) })).json();
    expect(preview).toMatchObject({ total_rows: 4, valid_rows: 4, errors: [] });
    expect(Object.values(preview.mapping).every((c) => c !== null)).toBe(true);
  });
});
