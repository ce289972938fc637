import { screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createFakeApi, createMswServer } from '../../test/msw/handlers';
import { findToast, preloadRoutes, renderApp } from '../../test/flows/render-app';
import { PASSWORD, TENANTS, USERS, authFor } from '../../test/msw/fixtures';

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

describe('forgot password screen', () => {
  it('is linked from /login, sends the email and says a link may be on its way', async () => {
    const app = renderApp({ url: '/login' });
    stop = app.stop;
    await app.user.click(await screen.findByRole('link', { name: 'Forgot your password?' }));
    await screen.findByRole('heading', { name: 'Forgot your password?' });
    await app.user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByText('Email is required.')).toBeInTheDocument();
    await app.user.type(screen.getByLabelText(/^Email/), 'Owner@Example.com');
    await app.user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('If an account uses this email, we have sent it a link to choose a new password.')).toBeInTheDocument();
    expect(fake.log).toContain('POST /auth/password-reset/');
  });
});

describe('reset password screen', () => {
  it("shows a dead link's message with the way to a new link", async () => {
    const app = renderApp({ url: '/reset-password?token=dead' });
    stop = app.stop;
    await screen.findByRole('heading', { name: 'Choose a new password' });
    await app.user.type(screen.getByLabelText(/^New password/), 'violet-harbor-lantern');
    await app.user.type(screen.getByLabelText(/^Confirm new password/), 'violet-harbor-lantern');
    await app.user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('This password reset link is invalid or has expired.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Send a new link' })).toHaveAttribute('href', '/forgot-password');
  });

  it('sets the password with a working link and goes to sign in', async () => {
    const app = renderApp({ url: '/reset-password?token=good-token' });
    stop = app.stop;
    await screen.findByRole('heading', { name: 'Choose a new password' });
    await app.user.type(screen.getByLabelText(/^New password/), 'violet-harbor-lantern');
    await app.user.type(screen.getByLabelText(/^Confirm new password/), 'violet-harbor-lantern');
    await app.user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await findToast('Your password has been reset. You can now sign in.')).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Sign in' });
  });
});

describe('change password dialog', () => {
  it('opens from the Account menu, shows a wrong current password under its field, and signs out after the change', async () => {
    const app = renderApp({ url: '/merchant/dashboard', host: 'bistro.localhost', auth: authFor(USERS.merchant), tenant: TENANTS.bistro });
    stop = app.stop;
    await app.user.click(await screen.findByRole('button', { name: 'Account' }));
    await app.user.click(screen.getByRole('button', { name: 'Change password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    await app.user.type(within(dialog).getByLabelText(/^Current password/), 'not-it');
    await app.user.type(within(dialog).getByLabelText(/^New password/), 'violet-harbor-lantern');
    await app.user.type(within(dialog).getByLabelText(/^Confirm new password/), 'violet-harbor-lantern');
    await app.user.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await within(dialog).findByText('Your old password was entered incorrectly. Please enter it again.')).toBeInTheDocument();
    await app.user.clear(within(dialog).getByLabelText(/^Current password/));
    await app.user.type(within(dialog).getByLabelText(/^Current password/), PASSWORD);
    await app.user.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await findToast('Your password has been changed. Please sign in again.')).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Sign in' });
  });
});
