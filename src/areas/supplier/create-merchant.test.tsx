import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { API } from '../../../test/msw/supplier-area';
import { renderSupplierAt, setupSupplierApi } from '../../../test/supplier-screens';

const api = setupSupplierApi();
const notifications = () => within(screen.getByRole('region', { name: 'Notifications', hidden: true }));
const creates = () => api.db.requests.filter((r) => r.call === 'POST /merchants/add-merchant/');

beforeEach(() => {
  // jsdom has no object URLs.
  URL.createObjectURL = vi.fn(() => 'blob:logo-preview');
  URL.revokeObjectURL = vi.fn();
});

async function open() {
  const rendered = renderSupplierAt('/supplier/merchants/create', ['/supplier/merchants']);
  expect(await screen.findByRole('heading', { level: 1, name: 'Create Merchant' })).toBeInTheDocument();
  return rendered;
}

describe('Create Merchant', () => {
  it('has every field, United States as the country and Active checked', async () => {
    await open();
    for (const label of ['Merchant Name', 'Email', 'Phone Number', 'Street Address', 'City', 'State', 'ZIP', 'Country'])
      expect(screen.getByLabelText(new RegExp(`^${label}`))).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Country')).toHaveValue('United States');
    expect(screen.getByRole('checkbox', { name: 'Active' })).toBeChecked();
    expect(screen.getByLabelText('Logo')).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
  });

  it("refuses a blank name with 'Merchant name is required.' and sends nothing", async () => {
    await open();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Merchant Name/), '   ');
    await user.click(screen.getByRole('button', { name: 'Create Merchant' }));
    expect(await screen.findByText('Merchant name is required.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Merchant Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(creates()).toEqual([]);
  });

  it("sends the filled fields and the logo, toasts 'Merchant created!' and goes back to the list", async () => {
    const { router } = await open();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Merchant Name/), '  Pier 9 Oysters ');
    await user.type(screen.getByLabelText('City'), 'San Francisco');
    await user.upload(screen.getByLabelText('Logo'), new File(['png'], 'pier9.png', { type: 'image/png' }));
    expect(screen.getByRole('img', { name: 'Logo preview' })).toHaveAttribute('src', 'blob:logo-preview');
    await user.click(screen.getByRole('checkbox', { name: 'Active' }));
    await user.click(screen.getByRole('button', { name: 'Create Merchant' }));
    expect(await notifications().findByText('Merchant created!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/supplier/merchants'));
    expect(creates()[0].body).toEqual({
      merchant_name: 'Pier 9 Oysters',
      city: 'San Francisco',
      country: 'United States',
      is_active: 'false',
      // jsdom's fetch loses the file's name on the way (the e2e test sees it in Chromium).
      logo: { file: expect.any(String), type: 'image/png' },
    });
  });

  it('refuses a logo that is not an image at once; Remove drops a chosen one', async () => {
    await open();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(screen.getByLabelText('Logo'), new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Unsupported type: application/pdf.')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Logo'), new File(['png'], 'pier9.png', { type: 'image/png' }));
    expect(screen.queryByText('Unsupported type: application/pdf.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.queryByRole('img', { name: 'Logo preview' })).not.toBeInTheDocument();
    expect(screen.getByText('No logo chosen.')).toBeInTheDocument();
  });

  it("shows a server field error under its field, and toasts 'Failed to create merchant: {server response}' otherwise", async () => {
    await open();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Merchant Name/), 'Pier 9');
    await user.type(screen.getByLabelText('Email'), 'pier9');
    await user.click(screen.getByRole('button', { name: 'Create Merchant' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(notifications().queryByRole('alert', { hidden: true })).not.toBeInTheDocument();

    api.server.use(http.post(`${API}/merchants/add-merchant/`, () => HttpResponse.json({ detail: 'You do not have permission to perform this action.' }, { status: 403 })));
    await user.clear(screen.getByLabelText('Email'));
    await user.click(screen.getByRole('button', { name: 'Create Merchant' }));
    expect(await notifications().findByText('Failed to create merchant: You do not have permission to perform this action.')).toBeInTheDocument();
  });
});
