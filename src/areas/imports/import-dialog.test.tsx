// The Import dialog and the Export buttons on the merchant products list, against msw: upload,
// the preview with every problem, a changed mapping, skip invalid rows, the summary and the list's
// reload; an export carries the list's search and is saved as a file.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API } from '../../../test/msw/merchant-catalogue';
import { renderCatalogueAt, setupCatalogueApi } from '../../../test/catalogue-screens';
import type { ImportPreview } from '../../machines/imports/import.machine';

const api = setupCatalogueApi();
const preview = (over: Partial<ImportPreview> = {}): ImportPreview => ({
  id: 5,
  kind: 'products',
  columns: ['Name', 'Code', 'Category'],
  mapping: { product_name: 'Name', sku: null, category: 'Category' },
  fields: [
    { name: 'product_name', label: 'Product name', required: true },
    { name: 'sku', label: 'SKU', required: false },
    { name: 'category', label: 'Category', required: true },
  ],
  total_rows: 3,
  valid_rows: 2,
  errors: [{ row: 3, column: 'Category', message: 'This field is required.' }],
  ...over,
});

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:x');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

describe('Import on the products list', () => {
  it('uploads, shows every problem, remaps, imports the valid rows and reloads the list', async () => {
    const bodies: unknown[] = [];
    api.server.use(
      http.post(`${API}/imports/`, () => HttpResponse.json(preview(), { status: 201 })),
      http.post(`${API}/imports/5/mapping/`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(preview({ mapping: { product_name: 'Name', sku: 'Code', category: 'Category' } }));
      }),
      http.post(`${API}/imports/5/commit/`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ created: 2, updated: 0, skipped: 1 });
      }),
    );
    const user = userEvent.setup();
    renderCatalogueAt('/merchant/products');
    await screen.findByText('Basil');
    await user.click(screen.getByRole('button', { name: 'Import' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import from a spreadsheet' });
    expect(within(dialog).getByRole('button', { name: 'Upload' })).toBeDisabled();
    await user.upload(within(dialog).getByLabelText('File'), new File(['Name,Code,Category\n'], 'products.csv', { type: 'text/csv' }));
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));

    expect(await within(dialog).findByText('3 rows, 2 ready to import.')).toBeInTheDocument();
    const problems = within(dialog).getByRole('table', { name: 'Problems' });
    expect(within(problems).getAllByRole('row')[1]).toHaveTextContent('3CategoryThis field is required.');
    expect(within(dialog).getByRole('combobox', { name: 'Product name *' })).toHaveValue('Name');
    expect(within(dialog).getByRole('button', { name: 'Import 3 rows' })).toBeDisabled();

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'SKU' }), 'Code');
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'SKU' })).toHaveValue('Code'));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Skip the rows with problems' }));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Records that already exist' }), 'skip');
    const productCalls = () => api.db.requests.filter((r) => r.call.startsWith('GET /merchant-products/products/')).length;
    const before = productCalls();
    await user.click(within(dialog).getByRole('button', { name: 'Import 2 rows' }));

    expect(await within(dialog).findByText('Created 2, updated 0, skipped 1.')).toBeInTheDocument();
    expect(bodies).toEqual([
      { mapping: { product_name: 'Name', sku: 'Code', category: 'Category' } },
      { mapping: { product_name: 'Name', sku: 'Code', category: 'Category' }, on_existing: 'skip', skip_invalid: true },
    ]);
    await waitFor(() => expect(productCalls()).toBeGreaterThan(before));
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the server's words when the file cannot be read", async () => {
    api.server.use(http.post(`${API}/imports/`, () => HttpResponse.json({ file: ['The file is not a valid XLSX workbook.'] }, { status: 400 })));
    const user = userEvent.setup();
    renderCatalogueAt('/merchant/products');
    await screen.findByText('Basil');
    await user.click(screen.getByRole('button', { name: 'Import' }));
    const dialog = await screen.findByRole('dialog');
    await user.upload(within(dialog).getByLabelText('File'), new File(['x'], 'p.xlsx'));
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText('file: The file is not a valid XLSX workbook.')).toBeInTheDocument();
  });
});

describe('Export on the products list', () => {
  it("downloads the list's current search as CSV through the API client and saves it", async () => {
    const seen: { url: string }[] = [];
    api.server.use(
      http.get(`${API}/exports/products/`, ({ request }) => {
        seen.push({ url: request.url });
        return new HttpResponse('\uFEFFProduct name\r\n', { headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="products-2026-11-26.csv"' } });
      }),
    );
    const user = userEvent.setup();
    renderCatalogueAt('/merchant/products');
    await screen.findByText('Basil');
    await user.type(screen.getByRole('searchbox', { name: 'Search name or SKU' }), 'bas');
    await waitFor(() => expect(api.db.requests.some((r) => r.call.includes('search=bas'))).toBe(true));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
    expect(new URL(seen[0].url).search).toBe('?search=bas&format=csv');
  });
});
