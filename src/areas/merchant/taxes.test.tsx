import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderCatalogueAt, setupCatalogueApi } from '../../../test/catalogue-screens';

const api = setupCatalogueApi();
const calls = (prefix: string) => api.db.requests.filter((r) => r.call.startsWith(prefix));

describe('Taxes', () => {
  it('lists the tax rates with their percent', async () => {
    renderCatalogueAt('/merchant/products/taxes');
    expect(await screen.findByRole('heading', { level: 1, name: 'Taxes' })).toBeInTheDocument();
    const row = (await screen.findByText('Sales tax')).closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Sales tax', '8.875%', 'EditDelete']);
  });

  it('creates a tax: name required, rate from 0 to 100', async () => {
    renderCatalogueAt('/merchant/products/taxes');
    await screen.findByText('Sales tax');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'New Tax' }));
    const form = screen.getByRole('form', { name: 'New Tax' });
    await user.type(within(form).getByRole('spinbutton', { name: 'Rate (%)' }), '120');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByRole('textbox', { name: /Name/ })).toHaveAccessibleDescription('Tax name is required.');
    expect(within(form).getByRole('spinbutton', { name: 'Rate (%)' })).toHaveAccessibleDescription('Enter a rate from 0 to 100.');
    await user.type(within(form).getByRole('textbox', { name: /Name/ }), 'City tax');
    await user.clear(within(form).getByRole('spinbutton', { name: 'Rate (%)' }));
    await user.type(within(form).getByRole('spinbutton', { name: 'Rate (%)' }), '2.5');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('City tax')).toBeInTheDocument();
    expect(calls('POST').map((r) => r.body)).toEqual([{ name: 'City tax', rate: 2.5 }]);
  });

  it('edits and deletes a tax', async () => {
    renderCatalogueAt('/merchant/products/taxes');
    await screen.findByText('Sales tax');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit Sales tax' }));
    const rate = within(screen.getByRole('form', { name: 'Edit Tax' })).getByRole('spinbutton', { name: 'Rate (%)' });
    expect(rate).toHaveValue(8.875);
    await user.clear(rate);
    await user.type(rate, '9');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('9%')).toBeInTheDocument();
    expect(calls('PATCH').map((r) => [r.call, r.body])).toEqual([['PATCH /merchant-products/taxes/1/', { name: 'Sales tax', rate: 9 }]]);

    await user.click(screen.getByRole('button', { name: 'Delete Sales tax' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete tax "Sales tax"?');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('No taxes configured.')).toBeInTheDocument();
    await waitFor(() => expect(calls('DELETE').map((r) => r.call)).toEqual(['DELETE /merchant-products/taxes/1/']));
  });
});
