// Sign-in, tenants, hand-off, host check and sign-up calls, as promises for the machines' actors:
// they resolve with the data and reject with an ApiError (message per the error catalogue); the
// sign-in resolves with its answer, since a refusal with a hand-off is a state of the session.
import { answerOf, dataOf, doneOf } from './errors';
import { api, apexApi } from './client';
import type { components } from './schema';

export type Tenant = components['schemas']['Tenant'];
export type SignupRequest = components['schemas']['SignupRequest'];
export type InvitationPreview = components['schemas']['InvitationPreview'];

/** The sign-in answer: the token, or the refusal (its `error.handoff` set when the server sends the user to their tenant's domain). */
export function obtainToken(email: string, password: string, fallback: string) {
  return answerOf(api.POST('/auth/token/', { body: { email, password } }), fallback);
}

/** The two-factor step of a sign-in: the token, or the refusal (as obtainToken), a refused code's own words as its message. */
export async function completeMfaSignIn(mfaToken: string, code: string, fallback: string) {
  const answer = await answerOf(api.POST('/auth/token/mfa/', { body: { mfa_token: mfaToken, code } }), fallback);
  const field = answer.ok ? undefined : (answer.fieldErrors.code?.[0] ?? answer.fieldErrors.mfa_token?.[0]);
  return !answer.ok && field ? { ...answer, message: field } : answer;
}

export type TotpStatus = components['schemas']['TotpStatus'];
export type TotpEnrolment = components['schemas']['TotpEnrolment'];

export function getTotpStatus(fallback: string): Promise<TotpStatus> {
  return dataOf(api.GET('/auth/mfa/totp/'), fallback);
}

export function startTotpEnrolment(fallback: string): Promise<TotpEnrolment> {
  return dataOf(api.POST('/auth/mfa/totp/'), fallback);
}

/** Turns two-factor sign-in on: the recovery codes (shown once) and a fresh token. */
export function confirmTotpEnrolment(code: string, fallback: string): Promise<components['schemas']['TotpConfirmed']> {
  return dataOf(api.POST('/auth/mfa/totp/confirm/', { body: { code } }), fallback);
}

export function disableTotp(code: string, fallback: string): Promise<void> {
  return doneOf(api.DELETE('/auth/mfa/totp/', { body: { code } }), fallback);
}

export async function listUserTenants(fallback: string): Promise<Tenant[]> {
  const data = await dataOf(api.GET('/clients/list-user-tenants/'), fallback);
  // The client accepts a plain list or a paged object (decisions.md).
  return Array.isArray(data) ? data : ((data as { results?: Tenant[] }).results ?? []);
}

export function createHandoff(tenantId: number, fallback: string): Promise<{ code: string; domain: string }> {
  return dataOf(api.POST('/auth/handoff/', { body: { tenant_id: tenantId } }), fallback);
}

export function requestPasswordReset(email: string, fallback: string) {
  return dataOf(api.POST('/auth/password-reset/', { body: { email } }), fallback);
}

export function confirmPasswordReset(body: { token: string; password: string; password2: string }, fallback: string) {
  return dataOf(api.POST('/auth/password-reset/confirm/', { body }), fallback);
}

export function changePassword(body: { current_password: string; password: string; password2: string }, fallback: string): Promise<void> {
  return doneOf(api.POST('/auth/password/change/', { body }), fallback);
}

/** Sign out everywhere: every token of the caller stops working. */
export function revokeSessions(fallback: string): Promise<void> {
  return doneOf(api.POST('/auth/sessions/revoke/'), fallback);
}

export async function exchangeHandoff(code: string, fallback: string): Promise<string> {
  return (await dataOf(api.POST('/auth/handoff/exchange/', { body: { code } }), fallback)).access;
}

/** The apex API's host check; `signal` cancels it (the rejection is then an AbortError). */
export function checkDomain(host: string, signal: AbortSignal): Promise<{ is_valid: unknown }> {
  return dataOf(apexApi.GET('/clients/get-client-from-domain/{host}', { params: { path: { host } }, signal }), 'Host check failed.');
}

export function signup(body: SignupRequest, fallback: string): Promise<void> {
  return doneOf(api.POST('/auth/signup/', { body }), fallback);
}

/** Who invited and as what (public); a used, revoked or expired token rejects with the server's detail. */
export function readInvitation(token: string, fallback: string): Promise<InvitationPreview> {
  return dataOf(api.GET('/auth/invitations/{token}/', { params: { path: { token } } }), fallback);
}
