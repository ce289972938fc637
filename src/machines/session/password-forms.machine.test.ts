// The three password forms: forgot (email), reset (token + new password twice), change (current + new twice).
import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { apiFailure } from '../../../test/api-failure';
import { PASSWORD_MESSAGES, forgotPasswordInput, forgotPasswordMachine, requestResetWith } from './forgot-password.machine';
import { confirmResetWith, resetPasswordInput, resetPasswordMachine } from './reset-password.machine';
import { changePasswordInput, changePasswordMachine, changePasswordWith } from './change-password.machine';

const type = (actor: { send: (e: { type: 'field.change'; name: string; value: unknown }) => void }, values: Record<string, string>) => {
  for (const [name, value] of Object.entries(values)) actor.send({ type: 'field.change', name, value });
};

describe('forgot password', () => {
  it('needs an email; sends it lower-cased and trimmed, then notifies', async () => {
    const post = vi.fn(async () => ({ detail: 'sent' }));
    const notifySaved = vi.fn();
    const actor = createActor(forgotPasswordMachine.provide({ actors: { save: requestResetWith(post) }, actions: { notifySaved } }), { input: forgotPasswordInput() }).start();
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ email: [PASSWORD_MESSAGES.emailRequired] });
    expect(post).not.toHaveBeenCalled();
    type(actor, { email: '  Owner@Example.com ' });
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.hasTag('saved'));
    expect(post).toHaveBeenCalledWith('owner@example.com');
    expect(notifySaved).toHaveBeenCalledOnce();
  });

  it('shows a throttled answer under the form and stays editable', async () => {
    const notifyFailed = vi.fn();
    const post = () => Promise.reject(apiFailure(429, { detail: 'Request was throttled. Expected available in 60 seconds.' }, PASSWORD_MESSAGES.requestFailed));
    const actor = createActor(forgotPasswordMachine.provide({ actors: { save: requestResetWith(post) }, actions: { notifyFailed } }), { input: forgotPasswordInput() }).start();
    type(actor, { email: 'a@example.com' });
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.hasTag('editable'));
    expect(actor.getSnapshot().context.error).toBe('Request was throttled. Expected available in 60 seconds.');
    expect(notifyFailed).toHaveBeenCalledOnce();
  });
});

describe('reset password', () => {
  it('checks both passwords before asking; posts the token with them', async () => {
    const post = vi.fn(async () => ({ detail: 'done' }));
    const actor = createActor(resetPasswordMachine.provide({ actors: { save: confirmResetWith(post) } }), { input: resetPasswordInput('tok') }).start();
    type(actor, { password: 'violet-harbor-lantern', password2: 'violet' });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ password2: [PASSWORD_MESSAGES.mismatch] });
    type(actor, { password2: 'violet-harbor-lantern' });
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.hasTag('saved'));
    expect(post).toHaveBeenCalledWith({ token: 'tok', password: 'violet-harbor-lantern', password2: 'violet-harbor-lantern' });
  });

  it("shows the server's password rules under the field, and a dead link's message under the form", async () => {
    const answers = [
      apiFailure(400, { password: ['This password is too common.'] }, PASSWORD_MESSAGES.resetFailed),
      apiFailure(400, { token: ['This password reset link is invalid or has expired.'] }, PASSWORD_MESSAGES.resetFailed),
    ];
    const post = () => Promise.reject(answers.shift());
    const actor = createActor(resetPasswordMachine.provide({ actors: { save: confirmResetWith(post) } }), { input: resetPasswordInput('tok') }).start();
    type(actor, { password: 'basketball', password2: 'basketball' });
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.hasTag('editable') && Object.keys(s.context.fieldErrors).length > 0);
    expect(actor.getSnapshot().context).toMatchObject({ fieldErrors: { password: ['This password is too common.'] }, error: null });
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.hasTag('editable') && 'token' in s.context.fieldErrors);
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ token: ['This password reset link is invalid or has expired.'] });
  });
});

describe('change password', () => {
  it('needs the current password; a wrong one shows under its field; success notifies', async () => {
    const answers: (() => Promise<void>)[] = [
      () => Promise.reject(apiFailure(400, { current_password: ['Your old password was entered incorrectly. Please enter it again.'] }, PASSWORD_MESSAGES.changeFailed)),
      async () => {},
    ];
    const post = vi.fn(() => answers.shift()!());
    const notifySaved = vi.fn();
    const actor = createActor(changePasswordMachine.provide({ actors: { save: changePasswordWith(post) }, actions: { notifySaved } }), { input: changePasswordInput() }).start();
    type(actor, { password: 'violet-harbor-lantern', password2: 'violet-harbor-lantern' });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ current_password: [PASSWORD_MESSAGES.passwordRequired] });
    type(actor, { current_password: 'nope' });
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.hasTag('editable') && Object.keys(s.context.fieldErrors).length > 0);
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ current_password: ['Your old password was entered incorrectly. Please enter it again.'] });
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.hasTag('saved'));
    expect(post).toHaveBeenLastCalledWith({ current_password: 'nope', password: 'violet-harbor-lantern', password2: 'violet-harbor-lantern' });
    expect(notifySaved).toHaveBeenCalledOnce();
  });
});
