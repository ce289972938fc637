// The import calls on a real database: preview with every problem at once, another mapping, the
// commit's upsert rules, all or nothing, the stock ledger, the limits, templates, and the walls
// between tenants and between merchant and supplier kinds.
import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { openMerchantTests, type Tenant } from '../../../test/merchant';
import { multipart } from '../../../test/multipart';
import { DEMO, HOSTS } from '../../../test/helpers';

const m = openMerchantTests();
const upload = (kind: string, text: string | Buffer, name = 'file.csv', tenant: Tenant = 'bistro') =>
  m.form(
    'POST',
    '/imports/',
    { kind, file: { name, type: name.endsWith('.xlsx') ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' : 'text/csv', content: text } },
    tenant,
  );
const commit = (id: number, body: object, tenant: Tenant = 'bistro') => m.call('POST', `/imports/${id}/commit/`, body, tenant);

describe('POST /imports/ (preview)', () => {
  it('answers the preview: columns, the guessed mapping, the counts and every problem of every row at once', async () => {
    const res = await upload('products', 'Product name,SKU,Category,Price,Status,Quantity\nGood,IMP-1,Pantry,"1,234.50",ACT,3\n,IMP-2,,abc,NOPE,1.5\nDup,IMP-1,Pantry,1,,\n');
    expect(res.statusCode, res.body).toBe(201);
    const preview = res.json();
    expect(preview).toMatchObject({
      kind: 'products',
      columns: ['Product name', 'SKU', 'Category', 'Price', 'Status', 'Quantity'],
      mapping: { product_name: 'Product name', sku: 'SKU', category: 'Category', base_price: 'Price', status: 'Status', quantity: 'Quantity', unit: null },
      total_rows: 3,
      valid_rows: 1,
    });
    expect(preview.errors).toEqual([
      { row: 3, column: 'Product name', message: 'This field is required.' },
      { row: 3, column: 'Category', message: 'This field is required.' },
      { row: 3, column: 'Price', message: 'A valid number is required.' },
      { row: 3, column: 'Status', message: '"NOPE" is not a valid choice.' },
      { row: 3, column: 'Quantity', message: 'A valid integer is required.' },
      { row: 4, column: 'SKU', message: 'This SKU already appears in row 2.' },
    ]);
    expect(preview.fields.find((f: any) => f.name === 'product_name')).toEqual({ name: 'product_name', label: 'Product name', required: true });
  });

  it('previews again with another mapping, and refuses a mapping to a column the file lacks', async () => {
    const { id } = (await upload('suppliers', 'Firm,Mail\nAcme,not-an-email\n')).json();
    const remapped = await m.call('POST', `/imports/${id}/mapping/`, { mapping: { name: 'Firm', email: 'Mail' } });
    expect(remapped.statusCode).toBe(200);
    expect(remapped.json()).toMatchObject({ total_rows: 1, valid_rows: 0, errors: [{ row: 2, column: 'Mail', message: 'Enter a valid email address.' }] });
    const wrong = await m.call('POST', `/imports/${id}/mapping/`, { mapping: { name: 'Nope', colour: 'Firm' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ mapping: ['name: The file has no column "Nope".', 'colour: "colour" is not a field of this import.'] });
  });

  it('reads XLSX with formulas, and refuses a file that claims to be XLSX and is not', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Suppliers');
    ws.addRow(['Name', 'Default lead time days']);
    ws.addRow(['Formula Farms', { formula: '1+1', result: 2 }]);
    const ok = await upload('suppliers', Buffer.from(await wb.xlsx.writeBuffer()), 'suppliers.xlsx');
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({ total_rows: 1, valid_rows: 1, errors: [] });
    const fake = await upload('suppliers', 'Name\nAcme\n', 'suppliers.xlsx');
    expect(fake.statusCode).toBe(400);
    expect(fake.json()).toEqual({ file: ['The file is not a valid XLSX workbook.'] });
  });

  it("refuses a missing file, another tenant type's kind, and a file over 10 MB with a message", async () => {
    expect((await m.form('POST', '/imports/', { kind: 'products' })).json()).toEqual({ file: ['No file was submitted.'] });
    const supplierKind = await upload('supplier-products', 'SKU,Name\nA,B\n');
    expect(supplierKind.statusCode).toBe(400);
    expect(supplierKind.json()).toEqual({ kind: ['"supplier-products" is not a valid choice.'] });
    const big = await upload('products', 'Product name\n' + 'x'.repeat(10 * 1024 * 1024));
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ file: ['File too large. Max 10.0MB.'] });
  });
});

describe('POST /imports/{id}/commit/', () => {
  it('creates products with their missing categories and units, then updates or skips them by SKU or name', async () => {
    const file = 'Product name,SKU,Category,Unit,Base price\nImported Oil,IMP-OIL,Imported Pantry,jar,9.5\nNameless,,Imported Pantry,,2\nRoma Tomatoes,PRD-TOM-01,Produce,lb,2.10\n';
    const first = (await upload('products', file)).json();
    const res = await commit(first.id, { on_existing: 'skip' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ created: 2, updated: 0, skipped: 1 });
    const [oil] = await m.rows(
      "SELECT p.base_price, c.category_name, u.unit_choice FROM products p JOIN categories c ON c.id = p.category_id JOIN units u ON u.id = p.unit_id WHERE p.sku = 'IMP-OIL'",
    );
    expect(oil).toEqual({ base_price: 9.5, category_name: 'Imported Pantry', unit_choice: 'jar' });
    expect(await m.rows("SELECT base_price FROM products WHERE sku = 'PRD-TOM-01'")).toEqual([{ base_price: 1.89 }]);

    // again: matched by SKU (any case) and by name without one; blank cells keep the stored value
    const again = (await upload('products', 'Product name,SKU,Category,Base price,Description\nOil renamed,imp-oil,Imported Pantry,10,\nnameless,,Imported Pantry,3,now described\n')).json();
    expect((await commit(again.id, { on_existing: 'update' })).json()).toEqual({ created: 0, updated: 2, skipped: 0 });
    expect(await m.rows("SELECT product_name, sku, base_price FROM products WHERE lower(sku) = 'imp-oil'")).toEqual([{ product_name: 'Oil renamed', sku: 'imp-oil', base_price: 10 }]);
    expect(await m.rows("SELECT base_price, description FROM products WHERE product_name = 'nameless'")).toEqual([{ base_price: 3, description: 'now described' }]);
    expect(await m.rows("SELECT count(*)::int AS n FROM categories WHERE category_name = 'Imported Pantry'")).toEqual([{ n: 1 }]);
    // an import commits once
    expect((await commit(again.id, { on_existing: 'update' })).statusCode).toBe(404);
  });

  it('refuses a preview with problems unless asked to skip the invalid rows, then imports the rest', async () => {
    const { id } = (await upload('suppliers', 'Name,Email,Default lead time days\nSkip Co,bad,1\nKeep Co,keep@example.com,400\nGood Co,good@example.com,3\n')).json();
    const refused = await commit(id, { on_existing: 'update' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ non_field_errors: ['2 rows have problems. Fix them, or skip the invalid rows.'] });
    expect(await m.rows("SELECT name FROM suppliers WHERE name LIKE '% Co'")).toEqual([]);
    expect((await commit(id, { on_existing: 'update', skip_invalid: true })).json()).toEqual({ created: 1, updated: 0, skipped: 2 });
    expect(await m.rows("SELECT name, default_lead_time_days FROM suppliers WHERE name LIKE '% Co'")).toEqual([{ name: 'Good Co', default_lead_time_days: 3 }]);
  });

  it('matches merchant suppliers by name in any case: skip leaves one as it is, update changes it and keeps its blank cells', async () => {
    const header = 'Name,Email,Phone,Default lead time days\n';
    const one = () => m.rows("SELECT email, phone, default_lead_time_days FROM suppliers WHERE lower(name) = 'upsert one'");
    expect((await commit((await upload('suppliers', `${header}Upsert One,one@example.com,555-0101,2\n`)).json().id, { on_existing: 'update' })).json()).toEqual({
      created: 1,
      updated: 0,
      skipped: 0,
    });
    const skipping = (await upload('suppliers', `${header}upsert one,uno@example.com,,3\nUpsert Two,two@example.com,,1\n`)).json();
    expect((await commit(skipping.id, { on_existing: 'skip' })).json()).toEqual({ created: 1, updated: 0, skipped: 1 });
    expect(await one()).toEqual([{ email: 'one@example.com', phone: '555-0101', default_lead_time_days: 2 }]);
    const updating = (await upload('suppliers', `${header}UPSERT ONE,uno@example.com,,5\n`)).json();
    expect((await commit(updating.id, { on_existing: 'update' })).json()).toEqual({ created: 0, updated: 1, skipped: 0 });
    expect(await one()).toEqual([{ email: 'uno@example.com', phone: '555-0101', default_lead_time_days: 5 }]);
  });

  it('is all or nothing: a failure after rows were written leaves no product, category or unit behind', async () => {
    const [{ id: tenantId }] = await m.rows<{ id: number }>("SELECT id FROM public.tenants WHERE schema_name = 'corner_bistro'");
    const [{ n: stored }] = await m.rows<{ n: number }>('SELECT count(*)::int AS n FROM products');
    await m.rows('INSERT INTO public.tenant_limits (tenant_id, products) VALUES ($1, $2) ON CONFLICT (tenant_id) DO UPDATE SET products = $2', [tenantId, stored + 1]);
    try {
      const { id } = (await upload('products', 'Product name,SKU,Category,Unit\nA1,ATOM-1,Atomic Cat,atomic-unit\nA2,ATOM-2,Atomic Cat,atomic-unit\n')).json();
      const res = await commit(id, { on_existing: 'update' });
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toMatch(/products/);
      expect(await m.rows("SELECT sku FROM products WHERE sku LIKE 'ATOM-%'")).toEqual([]);
      expect(await m.rows("SELECT id FROM categories WHERE category_name = 'Atomic Cat'")).toEqual([]);
      expect(await m.rows("SELECT id FROM units WHERE unit_choice = 'atomic-unit'")).toEqual([]);
      // the upload is still there to commit once the quota allows it
      await m.rows('UPDATE public.tenant_limits SET products = NULL WHERE tenant_id = $1', [tenantId]);
      expect((await commit(id, { on_existing: 'update' })).json()).toEqual({ created: 2, updated: 0, skipped: 0 });
    } finally {
      await m.rows('UPDATE public.tenant_limits SET products = NULL WHERE tenant_id = $1', [tenantId]);
    }
  });

  it('sets inventory items by product SKU and area name, the stock through import movements', async () => {
    const bad = (await upload('inventory-items', 'SKU,Area,On hand,Par level\nNOPE-1,Bar,1,\nPRD-TOM-01,Nowhere,1,\nPRD-TOM-01,Walk-in Cooler,-2,\n')).json();
    expect(bad.errors).toEqual([
      { row: 2, column: 'SKU', message: 'Object with sku=NOPE-1 does not exist.' },
      { row: 3, column: 'Area', message: 'Object with name=Nowhere does not exist.' },
      { row: 4, column: 'On hand', message: 'Ensure this value is greater than or equal to 0.' },
    ]);
    // A blank on hand leaves the item's stock as it is (the demo's deliveries move it).
    const [lettuce] = await m.rows(
      "SELECT i.on_hand FROM inventory_items i JOIN products p ON p.id = i.product_id JOIN areas a ON a.id = i.area_id WHERE p.sku = 'PRD-LET-02' AND a.name = 'Walk-in Cooler'",
    );
    const [tomatoes] = await m.rows(
      "SELECT i.on_hand FROM inventory_items i JOIN products p ON p.id = i.product_id JOIN areas a ON a.id = i.area_id WHERE p.sku = 'PRD-TOM-01' AND a.name = 'Walk-in Cooler'",
    );
    const { id } = (await upload('inventory-items', 'SKU,Area,On hand,Par level\nprd-tom-01,walk-in cooler,"1,000.5",30\nPRD-BAS-04,Bar,7,\nPRD-LET-02,Walk-in Cooler,,9\n')).json();
    expect((await commit(id, { on_existing: 'update' })).json()).toEqual({ created: 1, updated: 2, skipped: 0 });
    const items = await m.rows(
      "SELECT p.sku, a.name AS area, i.on_hand, i.par_level FROM inventory_items i JOIN products p ON p.id = i.product_id JOIN areas a ON a.id = i.area_id WHERE (p.sku, a.name) IN (('PRD-TOM-01', 'Walk-in Cooler'), ('PRD-BAS-04', 'Bar'), ('PRD-LET-02', 'Walk-in Cooler')) ORDER BY p.sku, a.name",
    );
    expect(items).toEqual([
      { sku: 'PRD-BAS-04', area: 'Bar', on_hand: 7, par_level: null },
      { sku: 'PRD-LET-02', area: 'Walk-in Cooler', on_hand: lettuce.on_hand, par_level: 9 },
      { sku: 'PRD-TOM-01', area: 'Walk-in Cooler', on_hand: 1000.5, par_level: 30 },
    ]);
    const moves = await m.rows(
      "SELECT p.sku, m.delta, m.user_id IS NOT NULL AS by_user FROM stock_movements m JOIN inventory_items i ON i.id = m.item_id JOIN products p ON p.id = i.product_id WHERE m.reason = 'import' ORDER BY p.sku",
    );
    expect(moves).toEqual([
      { sku: 'PRD-BAS-04', delta: 7, by_user: true },
      { sku: 'PRD-TOM-01', delta: 1000.5 - tomatoes.on_hand, by_user: true },
    ]);
  });
});

describe('tenants and kinds', () => {
  it("keeps one tenant's upload from another tenant", async () => {
    const { id } = (await upload('suppliers', 'Name\nHarbor Only\n', 'f.csv', 'harbor')).json();
    await m.rows('DELETE FROM import_uploads'); // Corner Bistro's own uploads may share the number
    expect((await commit(id, { on_existing: 'update' })).statusCode).toBe(404);
    expect((await m.call('POST', `/imports/${id}/mapping/`, { mapping: {} })).statusCode).toBe(404);
    expect(await m.rows("SELECT name FROM suppliers WHERE name = 'Harbor Only'")).toEqual([]);
    expect((await commit(id, { on_existing: 'update' }, 'harbor')).json()).toEqual({ created: 1, updated: 0, skipped: 0 });
    expect(await m.rows("SELECT name FROM suppliers WHERE name = 'Harbor Only'", [], 'harbor')).toEqual([{ name: 'Harbor Only' }]);
  });

  it('imports supplier products with their price for a supplier, matched by SKU', async () => {
    const token = await m.t.login(DEMO.supplier, HOSTS.supplier);
    const as = { host: HOSTS.supplier, token };
    const send = async (text: string) => {
      const { payload, headers } = await multipart({ kind: 'supplier-products', file: { name: 'p.csv', type: 'text/csv', content: text } });
      return m.t.request({ method: 'POST', url: '/1/api/imports/', payload, headers, ...as });
    };
    const { id } = (await send('SKU,Name,Unit,Price\nFF-ASP-GRN,Asparagus,bunch,4.20\nFF-NEW-1,New Thing,kg,1\n')).json();
    const res = await m.t.request({ method: 'POST', url: `/1/api/imports/${id}/commit/`, payload: { on_existing: 'update' }, ...as });
    expect(res.json()).toEqual({ created: 1, updated: 1, skipped: 0 });
    const products = (await m.t.request({ url: '/1/api/supplier-products/products/?limit=1000', ...as })).json().results;
    expect(products.find((p: any) => p.sku === 'FF-ASP-GRN')).toMatchObject({ unit: 'bunch', price: 4.2 });
    expect(products.find((p: any) => p.sku === 'FF-NEW-1')).toMatchObject({ name: 'New Thing', price: 1 });
    expect((await send('SKU\nx\n')).statusCode).toBe(201);
  });
});

describe('GET /imports/templates/{kind}/', () => {
  it('answers a CSV and an XLSX template whose header the import maps back', async () => {
    const res = await m.call('GET', '/imports/templates/inventory-items/?format=csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('inventory-items-template.csv');
    expect(res.body).toBe('\uFEFFSKU,Area,On hand,Par level\r\nOIL-1L,Dry store,12,24\r\n');
    const xlsx = await m.call('GET', '/imports/templates/products/?format=xlsx');
    expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const preview = (await upload('products', xlsx.rawPayload, 'template.xlsx')).json();
    expect(Object.values(preview.mapping).every((c) => c !== null)).toBe(true);
    expect(preview).toMatchObject({ total_rows: 1, valid_rows: 1 });
  });
});
