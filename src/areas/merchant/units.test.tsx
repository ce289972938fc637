import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { API } from '../../../test/msw/merchant-catalogue';
import { renderCatalogueAt, setupCatalogueApi } from '../../../test/catalogue-screens';

const api = setupCatalogueApi();
/** Each row's cell texts. */
const cellTexts = () =>
  bodyRows().map((r) =>
    within(r)
      .getAllByRole('cell')
      .map((c) => c.textContent),
  );
const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const calls = (prefix: string) => api.db.requests.filter((r) => r.call.startsWith(prefix));

async function openNew() {
  renderCatalogueAt('/merchant/products/units');
  await screen.findByText('Gallon');
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'New Unit' }));
  return { user, form: screen.getByRole('form', { name: 'New Unit' }) };
}

describe('Units', () => {
  it('lists the unit choices with their descriptions', async () => {
    renderCatalogueAt('/merchant/products/units');
    expect(await screen.findByRole('heading', { level: 1, name: 'Units' })).toBeInTheDocument();
    await screen.findByText('Gallon');
    expect(cellTexts()).toEqual([
      ['Bunch', '-', 'EditDelete'],
      ['Gallon', 'US gallon', 'EditDelete'],
    ]);
  });

  it("shows 'No units yet.' without units", async () => {
    api.db.units = [];
    renderCatalogueAt('/merchant/products/units');
    expect(await screen.findByText('No units yet.')).toBeInTheDocument();
  });

  it("refuses a blank unit choice with 'Unit choice is required.', then saves it trimmed and lists it", async () => {
    const { user, form } = await openNew();
    await user.type(within(form).getByRole('textbox', { name: /Unit choice/ }), '   ');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByRole('textbox', { name: /Unit choice/ })).toHaveAccessibleDescription('Unit choice is required.');
    expect(calls('POST')).toHaveLength(0);
    await user.type(within(form).getByRole('textbox', { name: /Unit choice/ }), ' Crate ');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Crate')).toBeInTheDocument();
    expect(calls('POST').map((r) => r.body)).toEqual([{ unit_choice: 'Crate', description: null }]);
    expect(screen.queryByRole('form', { name: 'New Unit' })).not.toBeInTheDocument();
    expect(await screen.findByText('Unit saved.')).toBeInTheDocument();
  });

  it("a failed save shows the server's unit_choice error under the field", async () => {
    const { user, form } = await openNew();
    await user.type(within(form).getByRole('textbox', { name: /Unit choice/ }), 'gallon');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(form).getByRole('textbox', { name: /Unit choice/ })).toHaveAccessibleDescription('unit choice with this unit choice already exists.'));
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    [{ non_field_errors: ['Units are locked for this merchant.'] }, 'Units are locked for this merchant.'],
    [{}, 'Save failed.'],
  ])('a failed save with %j shows %s', async (body, message) => {
    api.server.use(http.post(`${API}/merchant-products/units/`, () => HttpResponse.json(body, { status: 400 })));
    const { user, form } = await openNew();
    await user.type(within(form).getByRole('textbox', { name: /Unit choice/ }), 'Crate');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(message);
  });

  it('edits a unit from its row', async () => {
    renderCatalogueAt('/merchant/products/units');
    await screen.findByText('Gallon');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit Gallon' }));
    const form = screen.getByRole('form', { name: 'Edit Unit' });
    expect(within(form).getByRole('textbox', { name: 'Description' })).toHaveValue('US gallon');
    await user.clear(within(form).getByRole('textbox', { name: 'Description' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit Unit' })).not.toBeInTheDocument());
    expect(calls('PATCH').map((r) => [r.call, r.body])).toEqual([['PATCH /merchant-products/units/2/', { unit_choice: 'Gallon', description: null }]]);
  });

  it('deletes a unit after \'Delete unit "{unit}"?\'', async () => {
    renderCatalogueAt('/merchant/products/units');
    await screen.findByText('Gallon');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete Gallon' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete unit "Gallon"?');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByText('Gallon')).not.toBeInTheDocument());
    expect(calls('DELETE').map((r) => r.call)).toEqual(['DELETE /merchant-products/units/2/']);
  });
});

describe('Units as staff (decisions.md "Roles")', () => {
  it('lists the units, but offers no New, Edit or Delete', async () => {
    renderCatalogueAt('/merchant/products/units', [], 'staff');
    await screen.findByText('Gallon');
    expect(cellTexts()).toEqual([
      ['Bunch', '-'],
      ['Gallon', 'US gallon'],
    ]);
    expect(screen.queryByRole('button', { name: /^New/ })).not.toBeInTheDocument();
  });
});
