import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API } from '../../../test/msw/superadmin-users-leads';
import { renderUsersLeadsAt, setupUsersLeadsApi } from '../../../test/users-leads-test-router';

const api = setupUsersLeadsApi();
afterEach(() => vi.useRealTimers());

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const creates = () => api.db.requests.filter((r) => r.call === 'POST /leads/add-lead/');

async function fillRequired(user: ReturnType<typeof userEvent.setup>, email = 'mia@example.com') {
  await user.type(field('First Name'), 'Mia');
  await user.type(field('Last Name'), 'Chen');
  await user.type(field('Email'), email);
  await user.type(screen.getByRole('textbox', { name: /^Phone Number/ }), '555-0100');
  await user.type(field('Name of Business'), 'Mia Bakery');
}

describe('Create Lead', () => {
  it('has every lead field, the attachment and the five required ones marked', async () => {
    renderUsersLeadsAt('/superadmin/leads/create');
    expect(await screen.findByRole('heading', { level: 1, name: 'Create Lead' })).toBeInTheDocument();
    for (const name of ['First Name', 'Last Name', 'Email', 'Phone Number', 'Name of Business']) expect(screen.getByLabelText(new RegExp(`^${name}`))).toBeRequired();
    for (const name of ['Street Address', 'City', 'State', 'ZIP', 'Country', 'Extra Information']) expect(screen.getByLabelText(name)).not.toBeRequired();
    expect(screen.getByRole('spinbutton', { name: 'Number of Locations' })).toHaveAttribute('min', '0');
    expect(screen.getByLabelText('Attachment')).toHaveAttribute('type', 'file');
  });

  it('does not send without the required fields and says so under each', async () => {
    renderUsersLeadsAt('/superadmin/leads/create');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^First Name/ }), 'Mia');
    await user.click(screen.getByRole('button', { name: 'Create Lead' }));
    expect(screen.getAllByText('This field is required.')).toHaveLength(4);
    expect(field('Email')).toHaveAccessibleDescription('This field is required.');
    expect(field('First Name')).not.toHaveAttribute('aria-invalid');
    expect(creates()).toHaveLength(0);
  });

  it('sends the filled fields and the attachment as multipart, toasts, and shows the leads list 2 s later', async () => {
    const { router } = renderUsersLeadsAt('/superadmin/leads/create', { stub: ['/superadmin/leads'] });
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Create Lead' });
    await fillRequired(user);
    await user.type(screen.getByLabelText('City'), 'Austin');
    await user.type(screen.getByRole('spinbutton', { name: 'Number of Locations' }), '3');
    await user.upload(screen.getByLabelText('Attachment'), new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' }));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(screen.getByRole('button', { name: 'Create Lead' }));
    expect(await screen.findByText('Lead created successfully! 🎉')).toBeInTheDocument();
    expect(creates()[0].body).toEqual({
      first_name: 'Mia',
      last_name: 'Chen',
      email: 'mia@example.com',
      phone_number: '555-0100',
      name_of_business: 'Mia Bakery',
      city: 'Austin',
      number_of_locations: '3',
      attachments: { file: expect.any(String), type: expect.any(String) },
    });
    expect(router.state.location.pathname).toBe('/superadmin/leads/create');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await waitFor(() => expect(router.state.location.pathname).toBe('/superadmin/leads'));
    expect(api.db.leads[0]).toMatchObject({ first_name: 'Mia', city: 'Austin', number_of_locations: 3 });
  });

  it('on failure toasts one line per field and shows the error under the field', async () => {
    renderUsersLeadsAt('/superadmin/leads/create');
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Create Lead' });
    await fillRequired(user, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Create Lead' }));
    const region = screen.getByRole('region', { name: 'Notifications' });
    const toast = await within(region).findByRole('alert');
    expect(toast.textContent).toBe('Failed to create lead:\nemail: Enter a valid email address.');
    expect(field('Email')).toHaveAccessibleDescription('Enter a valid email address.');
    expect(screen.getByRole('button', { name: 'Create Lead' })).toBeEnabled();
  });

  it('on a failure without field errors toasts the general message', async () => {
    api.server.use(http.post(`${API}/leads/add-lead/`, () => HttpResponse.json({ detail: 'You do not have permission to perform this action.' }, { status: 403 })));
    renderUsersLeadsAt('/superadmin/leads/create');
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Create Lead' });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Create Lead' }));
    const toast = await within(screen.getByRole('region', { name: 'Notifications' })).findByRole('alert');
    expect(toast.textContent).toBe('Failed to create lead:\nYou do not have permission to perform this action.');
  });
});
