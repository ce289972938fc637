import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createFakeApi, createMswServer } from '../../test/msw/handlers';
import { findToast, preloadRoutes, renderApp } from '../../test/flows/render-app';

const fake = createFakeApi();
const msw = createMswServer(...fake.handlers);
beforeAll(msw.listen);
beforeAll(preloadRoutes, 60_000);
afterAll(msw.close);

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  fake.log.length = 0;
  fake.signups.length = 0;
  fake.invitations.clear();
});

async function openSignup(url = '/signup') {
  const app = renderApp({ url });
  stop = app.stop;
  await screen.findByRole('heading', { name: 'Sign up' });
  return app;
}

async function fill(app: Awaited<ReturnType<typeof openSignup>>, values: Record<string, string>) {
  const form = screen.getByRole('form', { name: 'Sign-up form' });
  for (const [label, value] of Object.entries(values)) await app.user.type(within(form).getByLabelText(new RegExp(`^${label}`)), value);
  await app.user.click(within(form).getByRole('button', { name: 'Sign up' }));
}

describe('sign-up screen', () => {
  it('asks for the role first', async () => {
    const app = await openSignup();
    await app.user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select whether you are a merchant or supplier.');
    expect(screen.queryByRole('form', { name: 'Sign-up form' })).toBeNull();
  });

  it('refuses passwords that do not match, without calling the server', async () => {
    const app = await openSignup();
    await app.user.click(screen.getByRole('radio', { name: /Supplier/ }));
    await app.user.click(screen.getByRole('button', { name: 'Continue' }));
    await fill(app, { Username: 'newbie', Email: 'new@example.com', Password: 'secret123', 'Confirm password': 'secret124' });
    expect(screen.getAllByText('Passwords do not match.').length).toBeGreaterThan(0);
    expect(screen.getByLabelText(/^Confirm password/)).toHaveAttribute('aria-invalid', 'true');
    expect(fake.log).toEqual([expect.stringMatching(/^GET \/clients\/get-client-from-domain/)]);
  });

  it('shows server field errors', async () => {
    const app = await openSignup();
    await app.user.click(screen.getByRole('radio', { name: /Merchant/ }));
    await app.user.click(screen.getByRole('button', { name: 'Continue' }));
    await fill(app, { Username: 'owner', Email: 'o2@example.com', Password: 'secret123', 'Confirm password': 'secret123' });
    expect(await screen.findByText('A user with that username already exists.')).toBeInTheDocument();
    await findToast('Signup failed. Please try again.');
  });

  it('signs up, shows the success message, then goes to /login after 2 s', async () => {
    const app = await openSignup();
    await app.user.click(screen.getByRole('radio', { name: /Merchant/ }));
    await app.user.click(screen.getByRole('button', { name: 'Continue' }));
    await fill(app, { Username: 'newbie', Email: 'new@example.com', 'First name': 'New', Password: 'secret123', 'Confirm password': 'secret123' });
    expect(await screen.findByText('Signup successful. You can now log in.', { selector: 'p' })).toBeInTheDocument();
    expect(app.pathname()).toBe('/signup');
    await waitFor(() => expect(app.pathname()).toBe('/login'), { timeout: 3000 });
    expect(fake.log).toContain('POST /auth/signup/');
  });

  it('sends a business name when one is given', async () => {
    const app = await openSignup();
    await app.user.click(screen.getByRole('radio', { name: /Supplier/ }));
    await app.user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByLabelText(/^Business name/)).not.toBeRequired();
    await fill(app, { 'Business name': 'Green Valley Farm', Username: 'grower', Email: 'grower@example.com', Password: 'secret123', 'Confirm password': 'secret123' });
    expect(await screen.findByText('Signup successful. You can now log in.', { selector: 'p' })).toBeInTheDocument();
    expect(fake.signups).toEqual([expect.objectContaining({ business_name: 'Green Valley Farm', role: 'supplier', username: 'grower' })]);
    expect(fake.signups[0]).not.toHaveProperty('invitation');
  });
});

describe('sign-up screen with an invitation', () => {
  const invitation = { business: 'Corner Bistro', business_type: 'merchant', role: 'supplier', email: 'hello@greenvalley.example', name: 'Green Valley Farm' } as const;

  it('names the inviter, fixes the role, prefills the business and email, and signs up with the invitation', async () => {
    fake.invitations.set('tok-abc', invitation);
    const app = await openSignup('/signup?invitation=tok-abc');
    expect(await screen.findByText('Corner Bistro invited you to Tradepost')).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'Sign-up form' });
    // The role comes from the invitation: no role step, no way to the other one.
    expect(screen.queryByRole('radio')).toBeNull();
    expect(form).toHaveTextContent('Signing up as a supplier.');
    expect(within(form).queryByRole('button', { name: 'Change' })).toBeNull();
    expect(within(form).getByLabelText(/^Business name/)).toHaveValue('Green Valley Farm');
    expect(within(form).getByLabelText(/^Email/)).toHaveValue('hello@greenvalley.example');
    await fill(app, { Username: 'grower', Password: 'secret123', 'Confirm password': 'secret123' });
    expect(await screen.findByText('Signup successful. You can now log in.', { selector: 'p' })).toBeInTheDocument();
    expect(fake.signups).toEqual([
      expect.objectContaining({ invitation: 'tok-abc', role: 'supplier', business_name: 'Green Valley Farm', email: 'hello@greenvalley.example', username: 'grower' }),
    ]);
    expect(fake.log).toContain('GET /auth/invitations/tok-abc/');
  });

  it('a team invitation (issue 24): names the team, asks no business name, and signs up with the invitation', async () => {
    fake.invitations.set('tok-team', { business: 'Corner Bistro', business_type: 'merchant', role: 'merchant', email: 'cook@example.com', name: '', team_role: 'staff' });
    const app = await openSignup('/signup?invitation=tok-team');
    expect(await screen.findByText('Corner Bistro invited you to join their team on Tradepost')).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'Sign-up form' });
    expect(form).toHaveTextContent('Signing up as a merchant.');
    expect(within(form).queryByLabelText(/^Business name/)).toBeNull();
    await fill(app, { Username: 'cook', Password: 'secret123', 'Confirm password': 'secret123' });
    expect(await screen.findByText('Signup successful. You can now log in.', { selector: 'p' })).toBeInTheDocument();
    expect(fake.signups).toEqual([expect.objectContaining({ invitation: 'tok-team', role: 'merchant', email: 'cook@example.com', username: 'cook' })]);
    expect(fake.signups[0]).not.toHaveProperty('business_name');
  });

  it("a used invitation shows the server's detail, and the visitor signs up without it", async () => {
    fake.invitations.set('tok-used', { refused: 'This invitation has already been used.' });
    const app = await openSignup('/signup?invitation=tok-used');
    expect(await screen.findByText('This invitation has already been used.')).toBeInTheDocument();
    expect(screen.queryByText(/invited you to Tradepost/)).toBeNull();
    await app.user.click(screen.getByRole('radio', { name: /Merchant/ }));
    await app.user.click(screen.getByRole('button', { name: 'Continue' }));
    await fill(app, { Username: 'newbie', Email: 'new@example.com', Password: 'secret123', 'Confirm password': 'secret123' });
    expect(await screen.findByText('Signup successful. You can now log in.', { selector: 'p' })).toBeInTheDocument();
    expect(fake.signups).toEqual([expect.objectContaining({ role: 'merchant', username: 'newbie' })]);
    expect(fake.signups[0]).not.toHaveProperty('invitation');
  });

  it('an invitation used up meanwhile: the refusal shows, and the visitor may go on without it', async () => {
    fake.invitations.set('tok-race', invitation);
    const app = await openSignup('/signup?invitation=tok-race');
    await screen.findByText('Corner Bistro invited you to Tradepost');
    fake.invitations.set('tok-race', { refused: 'This invitation was revoked.' });
    await fill(app, { Username: 'grower', Password: 'secret123', 'Confirm password': 'secret123' });
    await findToast('Signup failed. Please try again.');
    expect(await screen.findByText('This invitation was revoked.')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Sign up without the invitation' }));
    expect(screen.getByRole('radio', { name: /Supplier/ })).toBeChecked();
    expect(screen.queryByText(/invited you to Tradepost/)).toBeNull();
  });
});
