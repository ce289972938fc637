// Path coverage of an import. The flow model is a small pure machine of what a merchant does in the
// Import dialog of the products list and sees there; xstate/graph generates its paths, and each
// path drives the real screen (the import machine with its real actors) in jsdom with msw as the
// API. The import machine's inspection events record what the paths covered; the last test checks
// that together they reached every state and took every transition.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { setInspector } from '../../src/lib/inspection';
import { importMachine, type ImportPreview } from '../../src/machines/imports/import.machine';
import { API } from '../msw/merchant-catalogue';
import { renderCatalogueAt, setupCatalogueApi } from '../catalogue-screens';
import { machineCoverage } from './coverage';

export const importFlow = createMachine({
  id: 'importFlow',
  initial: 'dialogOpen',
  states: {
    dialogOpen: { on: { UPLOAD_NOT_XLSX: 'uploadRefused', UPLOAD: 'previewWithProblems' } },
    uploadRefused: { on: { UPLOAD: 'previewWithProblems' } },
    previewWithProblems: { on: { MAP_MISSING_COLUMN: 'remapRefused', MAP_SKU: 'previewClean', SKIP_INVALID_AND_IMPORT: 'summary' } },
    remapRefused: { on: { MAP_SKU: 'previewClean' } },
    previewClean: { on: { IMPORT_FAILING: 'importFailed', SKIP_EXISTING_AND_IMPORT: 'summary' } },
    importFailed: { on: { IMPORT: 'summary' } },
    summary: { on: { IMPORT_ANOTHER: 'dialogOpenAgain' } },
    dialogOpenAgain: {},
  },
});

const coverage = machineCoverage({ import: importMachine });
const api = setupCatalogueApi();
beforeAll(() => setInspector(coverage.record));
afterAll(() => setInspector(undefined));

const user = userEvent.setup();
const dialog = () => screen.getByRole('dialog', { name: 'Import from a spreadsheet' });
const FIELDS = [
  { name: 'product_name', label: 'Product name', required: true },
  { name: 'sku', label: 'SKU', required: false },
  { name: 'category', label: 'Category', required: true },
];
const withProblems: ImportPreview = {
  id: 9,
  kind: 'products',
  columns: ['Name', 'Code', 'Category'],
  mapping: { product_name: 'Name', sku: null, category: 'Category' },
  fields: FIELDS,
  total_rows: 3,
  valid_rows: 2,
  errors: [{ row: 4, column: 'SKU', message: 'This SKU already appears in row 2.' }],
};
const clean: ImportPreview = { ...withProblems, mapping: { ...withProblems.mapping, sku: 'Code' }, valid_rows: 3, errors: [] };
const commits: unknown[] = [];

async function upload(answer: () => Response) {
  api.server.use(http.post(`${API}/imports/`, answer, { once: true }));
  await user.upload(within(dialog()).getByLabelText('File'), new File(['Name,Code,Category\n'], 'p.csv', { type: 'text/csv' }));
  await user.click(within(dialog()).getByRole('button', { name: 'Upload' }));
}
async function commit(status = 200) {
  api.server.use(
    http.post(
      `${API}/imports/9/commit/`,
      async ({ request }) => {
        commits.push(await request.json());
        return status === 200 ? HttpResponse.json({ created: 3, updated: 0, skipped: 0 }) : HttpResponse.json({ detail: 'Server error.' }, { status });
      },
      { once: true },
    ),
  );
  await user.click(within(dialog()).getByRole('button', { name: /^Import \d+ rows$/ }));
}
const mapSku = async (column: string, answer: () => Response) => {
  api.server.use(http.post(`${API}/imports/9/mapping/`, answer, { once: true }));
  await user.selectOptions(within(dialog()).getByRole('combobox', { name: 'SKU' }), column);
};

const model = createTestModel(importFlow);
const paths = model.getSimplePaths();

describe('an import, path by path', () => {
  for (const path of paths) {
    it(path.description, async () => {
      commits.length = 0;
      await path.test({
        events: {
          UPLOAD_NOT_XLSX: () => upload(() => HttpResponse.json({ file: ['The file is not a valid XLSX workbook.'] }, { status: 400 })),
          UPLOAD: () => upload(() => HttpResponse.json(withProblems, { status: 201 })),
          MAP_MISSING_COLUMN: () => mapSku('Name', () => HttpResponse.json({ mapping: ['sku: The file has no column "Name".'] }, { status: 400 })),
          MAP_SKU: () => mapSku('Code', () => HttpResponse.json(clean)),
          SKIP_INVALID_AND_IMPORT: async () => {
            await user.click(within(dialog()).getByRole('checkbox', { name: 'Skip the rows with problems' }));
            await commit();
          },
          SKIP_EXISTING_AND_IMPORT: async () => {
            await user.selectOptions(within(dialog()).getByRole('combobox', { name: 'Records that already exist' }), 'skip');
            await commit();
          },
          IMPORT_FAILING: () => commit(500),
          IMPORT: () => commit(),
          IMPORT_ANOTHER: () => user.click(within(dialog()).getByRole('button', { name: 'Import another file' })),
        },
        states: {
          dialogOpen: async () => {
            renderCatalogueAt('/merchant/products');
            await screen.findByText('Basil');
            await user.click(screen.getByRole('button', { name: 'Import' }));
            expect(within(dialog()).getByRole('button', { name: 'Upload' })).toBeDisabled();
          },
          uploadRefused: async () => {
            expect(await within(dialog()).findByText('file: The file is not a valid XLSX workbook.')).toBeInTheDocument();
          },
          previewWithProblems: async () => {
            expect(await within(dialog()).findByText('3 rows, 2 ready to import.')).toBeInTheDocument();
            expect(within(dialog()).getByRole('table', { name: 'Problems' })).toHaveTextContent('This SKU already appears in row 2.');
            expect(within(dialog()).getByRole('button', { name: 'Import 3 rows' })).toBeDisabled();
          },
          remapRefused: async () => {
            expect(await within(dialog()).findByText('mapping: sku: The file has no column "Name".')).toBeInTheDocument();
            expect(within(dialog()).getByRole('combobox', { name: 'SKU' })).toHaveValue('');
          },
          previewClean: async () => {
            expect(await within(dialog()).findByText('3 rows, 3 ready to import.')).toBeInTheDocument();
            expect(within(dialog()).queryByRole('table', { name: 'Problems' })).toBeNull();
            expect(within(dialog()).getByRole('button', { name: 'Import 3 rows' })).toBeEnabled();
          },
          importFailed: async () => {
            expect(await within(dialog()).findByText('Server error.')).toBeInTheDocument();
            expect(within(dialog()).getByRole('button', { name: 'Import 3 rows' })).toBeEnabled();
          },
          summary: async () => {
            expect(await within(dialog()).findByText('Created 3, updated 0, skipped 0.')).toBeInTheDocument();
            expect(commits.at(-1)).toMatchObject({ on_existing: expect.stringMatching(/update|skip/) });
          },
          dialogOpenAgain: async () => {
            await waitFor(() => expect(within(dialog()).getByLabelText('File')).toBeInTheDocument());
            expect(within(dialog()).getByRole('button', { name: 'Upload' })).toBeDisabled();
          },
        },
      });
      coverage.recordPath(importFlow, path.steps);
    });
  }
});

describe('coverage', () => {
  it('the paths together reached every state and took every transition of the import machine', () => {
    console.log(coverage.report(importFlow, paths.length));
    expect(coverage.missingStates('import')).toEqual([]);
    expect(coverage.missingTransitions('import')).toEqual([]);
    expect(coverage.missingFlowTransitions(importFlow)).toEqual([]);
  });
});
