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
});

async function openSignup() {
  const app = renderApp({ url: '/signup' });
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
});
