import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { deferred } from '../../../test/promises';
import { API } from '../../../test/msw/superadmin-users-leads';
import { renderUsersLeadsAt, setupUsersLeadsApi } from '../../../test/users-leads-test-router';
import { formatDateTime } from '../../ui/format-date';

const api = setupUsersLeadsApi();
const leadForm = () => screen.getByRole('form', { name: 'Lead' });
const commentList = () => screen.getByRole('list', { name: 'Comments' });
const comments = () => within(screen.getByRole('list', { name: 'Comments' })).getAllByRole('article');
const toastRegion = () => screen.getByRole('region', { name: 'Notifications' });

async function openLead(id = 1, currentUserId = 1) {
  renderUsersLeadsAt(`/superadmin/leads/lead-detail/${id}`, { currentUserId });
  expect(await screen.findByRole('heading', { level: 1, name: 'Lead Details' })).toBeInTheDocument();
  await screen.findByRole('form', { name: 'Lead' });
}

describe('Lead detail', () => {
  it('shows the lead open for editing with its status, sales rep and attachment, and its comments', async () => {
    const loaded = deferred<void>();
    api.server.use(http.get(`${API}/leads/:id`, async () => (await loaded.promise, HttpResponse.json({ data: api.db.leads[0] })), { once: true }));
    renderUsersLeadsAt('/superadmin/leads/lead-detail/1');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading lead...');
    loaded.resolve();
    const form = await screen.findByRole('form', { name: 'Lead' });
    expect(within(form).getByRole('textbox', { name: /^First Name/ })).toHaveValue('Mia');
    expect(within(form).getByRole('textbox', { name: /^Email/ })).toHaveValue('mia@example.com');
    expect(within(form).getByRole('textbox', { name: 'City' })).toHaveValue('Austin');
    expect(within(form).getByRole('textbox', { name: 'State' })).toHaveValue('');
    expect(within(form).getByRole('combobox', { name: 'Status' })).toHaveValue('NEW');
    expect(within(form).getByText('admin')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download menu.pdf' })).toBeEnabled();

    await waitFor(() => expect(comments()).toHaveLength(2));
    const [first, second] = comments();
    expect(first).toHaveAccessibleName('Comment by admin');
    expect(first).toHaveTextContent('Called, wants a demo.');
    expect(within(first).getByText(formatDateTime('2024-05-02T10:00:00Z'))).toBeInTheDocument();
    expect(first.parentElement!.querySelector('img')).toHaveAttribute('src', '/1/api/avatars/AL-1.svg');
    expect(second.parentElement!.querySelector('img')).toHaveAttribute('src', '/1/api/avatars/SS-4.svg');
    // Only the author's own comment is editable.
    expect(within(first).getByRole('button', { name: 'Edit comment by admin' })).toBeInTheDocument();
    expect(within(second).queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
  });

  it("edits the lead's fields and status: Save sends PATCH with blanks as null, then shows the saved lead with Edit", async () => {
    await openLead(1);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'CONTACTED');
    await user.clear(screen.getByRole('textbox', { name: 'City' }));
    await user.type(screen.getByRole('textbox', { name: 'State' }), 'TX');
    await user.click(within(leadForm()).getByRole('button', { name: 'Save' }));
    expect(await within(toastRegion()).findByText('Lead updated.')).toBeInTheDocument();
    const patch = api.db.requests.find((r) => r.call === 'PATCH /leads/1');
    expect(patch?.body).toMatchObject({ status: 'CONTACTED', city: null, state: 'TX', first_name: 'Mia', email: 'mia@example.com' });
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('CONTACTED');
  });

  it("keeps the required fields required and shows the server's field error under its field", async () => {
    await openLead(1);
    const user = userEvent.setup();
    await user.clear(screen.getByRole('textbox', { name: /^First Name/ }));
    await user.click(within(leadForm()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(api.db.requests.some((r) => r.call.startsWith('PATCH'))).toBe(false);
    await user.type(screen.getByRole('textbox', { name: /^First Name/ }), 'Mia');
    await user.clear(screen.getByRole('textbox', { name: /^Email/ }));
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'not-an-address');
    await user.click(within(leadForm()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
  });

  it('a lead without attachment says so', async () => {
    await openLead(2);
    expect(screen.getByText('No attachment.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Download/ })).not.toBeInTheDocument();
  });

  it('downloads the attachment through an object URL and a temporary link', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:attachment');
    URL.revokeObjectURL = vi.fn();
    const clicked: { href: string; download: string }[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    await openLead(1);
    await userEvent.click(screen.getByRole('button', { name: 'Download menu.pdf' }));
    await waitFor(() => expect(clicked).toEqual([{ href: 'blob:attachment', download: 'menu.pdf' }]));
    expect(api.db.requests.some((r) => r.call === 'GET /leads/1/attachment/')).toBe(true);
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:attachment'));
    expect(document.querySelector('a[download]')).toBeNull();
    click.mockRestore();
  });

  it('toasts a failed download', async () => {
    api.server.use(http.get(`${API}/leads/:id/attachment/`, () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 })));
    await openLead(1);
    await userEvent.click(screen.getByRole('button', { name: 'Download menu.pdf' }));
    expect(await within(toastRegion()).findByRole('alert')).toHaveTextContent('Failed to download attachment.');
  });

  it('a failed lead load shows the error with a retry', async () => {
    api.server.use(http.get(`${API}/leads/:id`, () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 }), { once: true }));
    renderUsersLeadsAt('/superadmin/leads/lead-detail/1');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Not found.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('form', { name: 'Lead' })).toBeInTheDocument();
  });

  it('shows Failed to load comments with a retry', async () => {
    api.server.use(http.get(`${API}/leads/list-comments/:leadId`, () => HttpResponse.json({ detail: 'Down.' }, { status: 503 }), { once: true }));
    await openLead(1);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load comments');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(comments()).toHaveLength(2));
  });

  it('adds a comment; blank or whitespace bodies cannot be submitted', async () => {
    await openLead(1);
    await waitFor(() => expect(comments()).toHaveLength(2));
    const user = userEvent.setup();
    const box = screen.getByRole('textbox', { name: 'Add a comment' });
    const add = screen.getByRole('button', { name: 'Add Comment' });
    expect(add).toBeDisabled();
    await user.type(box, '   ');
    expect(add).toBeDisabled();
    await user.type(box, '{Enter}');
    expect(add).toBeDisabled();
    await user.clear(box);
    await user.type(box, 'Demo booked for Friday.');
    expect(add).toBeEnabled();
    await user.click(add);
    await waitFor(() => expect(comments()).toHaveLength(3));
    expect(comments()[2]).toHaveTextContent('Demo booked for Friday.');
    expect(box).toHaveValue('');
    expect(api.db.requests.filter((r) => r.call.startsWith('POST /leads/add-comment/'))).toEqual([{ call: 'POST /leads/add-comment/1', body: { body: 'Demo booked for Friday.' } }]);
  });

  it('toasts Failed to add comment and keeps the text', async () => {
    api.server.use(http.post(`${API}/leads/add-comment/:leadId`, () => HttpResponse.json({ detail: 'Nope.' }, { status: 500 })));
    await openLead(1);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Add a comment' }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Add Comment' }));
    expect(await within(toastRegion()).findByRole('alert')).toHaveTextContent('Failed to add comment');
    expect(screen.getByRole('textbox', { name: 'Add a comment' })).toHaveValue('Hello');
  });

  it('edits the author’s comment in place with Save and Cancel', async () => {
    await openLead(1);
    await waitFor(() => expect(comments()).toHaveLength(2));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit comment by admin' }));
    const edit = screen.getByRole('textbox', { name: 'Edit comment' });
    expect(edit).toHaveValue('Called, wants a demo.');
    await user.clear(edit);
    await user.type(edit, 'Changed');
    await user.click(within(commentList()).getByRole('button', { name: 'Cancel' }));
    expect(comments()[0]).toHaveTextContent('Called, wants a demo.');

    await user.click(screen.getByRole('button', { name: 'Edit comment by admin' }));
    await user.clear(screen.getByRole('textbox', { name: 'Edit comment' }));
    expect(within(commentList()).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Edit comment' }), 'Demo done.');
    await user.click(within(commentList()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Edit comment' })).not.toBeInTheDocument());
    expect(comments()[0]).toHaveTextContent('Demo done.');
    expect(api.db.requests.find((r) => r.call === 'PUT /leads/update-comment/1')?.body).toEqual({ body: 'Demo done.' });
  });

  it('another user sees no Edit on comments they did not write', async () => {
    await openLead(1, 2);
    await waitFor(() => expect(comments()).toHaveLength(2));
    expect(within(comments()[0]).queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
    expect(within(comments()[1]).getByRole('button', { name: 'Edit comment by supplier' })).toBeInTheDocument();
  });

  it('toasts Failed to update comment and stays editing', async () => {
    api.server.use(http.put(`${API}/leads/update-comment/:commentId`, () => HttpResponse.json({ detail: 'You can only edit your own comments.' }, { status: 403 })));
    await openLead(1);
    await waitFor(() => expect(comments()).toHaveLength(2));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit comment by admin' }));
    await user.type(screen.getByRole('textbox', { name: 'Edit comment' }), '!');
    await user.click(within(commentList()).getByRole('button', { name: 'Save' }));
    expect(await within(toastRegion()).findByRole('alert')).toHaveTextContent('Failed to update comment');
    expect(screen.getByRole('textbox', { name: 'Edit comment' })).toHaveValue('Called, wants a demo.!');
  });

  it("writes a recent comment's time as how long ago, with the exact moment as its tooltip", async () => {
    const written = new Date(Date.now() - 5 * 60 * 1000).toISOString();
    api.db.comments[0].date_created = written;
    await openLead();
    await waitFor(() => expect(comments()).toHaveLength(2));
    expect(within(comments()[0]).getByText('5 minutes ago')).toHaveAttribute('title', formatDateTime(written));
  });
});
