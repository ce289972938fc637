// What a sign-in's answer leads to: the session (or on to the tenant's domain), or the refusal's
// message inline (context.error) and as a toast.
import { messageOf } from '../failure';
import { MESSAGES, accessOf, handoffOf, handoffUrl, type SessionContext, type SignInAnswer } from './session.rules';

/** A refused sign-in: nothing of it stays, and the message shows inline and as a toast. */
export const refuse = (message: string) => ['clearAuth', 'forgetSession', { type: 'showError', params: { message } }, { type: 'notify', params: { message, variant: 'error' } }] as const;

/** A failed sign-in call: its message (else the fallback) shows inline and as a toast. */
export const showFailure = (fallback: string) =>
  [
    { type: 'showError', params: ({ event }: { event: { error?: unknown } }) => ({ message: messageOf(event.error, fallback) }) },
    { type: 'notify', params: ({ event }: { event: { error?: unknown } }) => ({ message: messageOf(event.error, fallback), variant: 'error' as const }) },
  ] as const;

/** A refused sign-in answer: its message (else the login fallback) shows inline and as a toast. */
const refusalOf = (answer: SignInAnswer) => (!answer.ok && answer.message) || MESSAGES.loginFailed;
export const showRefusal = [
  { type: 'showError', params: ({ event }: { event: { output: SignInAnswer } }) => ({ message: refusalOf(event.output) }) },
  { type: 'notify', params: ({ event }: { event: { output: SignInAnswer } }) => ({ message: refusalOf(event.output), variant: 'error' as const }) },
] as const;

/** A completed sign-in's answer: the session, or (a tenant user on the admin host) on to the tenant's domain. */
export const signedInBy = [
  {
    guard: ({ event }: { event: { output: SignInAnswer } }) => accessOf(event.output) !== null,
    target: 'signedIn.checkingAccess',
    actions: { type: 'adoptToken', params: ({ event }: { event: { output: SignInAnswer } }) => ({ access: accessOf(event.output)! }) },
  },
  {
    guard: ({ event }: { event: { output: SignInAnswer } }) => handoffOf(event.output) !== null,
    target: 'leaving',
    actions: {
      type: 'goToUrl',
      params: ({ context, event }: { context: SessionContext; event: { output: SignInAnswer } }) => ({ url: handoffUrl(context.protocol, context.handoffPort, handoffOf(event.output)!) }),
    },
  },
] as const;
