// The session's data (input, context, events, the stored auth) and its pure rules: token claims,
// messages of spec section 8, tenant areas.
import type { components } from '../../api/schema';

export type TenantType = components['schemas']['TenantType'];
export type Tenant = components['schemas']['Tenant'];
/** A tenant with the member's role in it (the token's tenants). */
export type MemberTenant = components['schemas']['MemberTenant'];

/** The access token's claims, as the contract describes them (the server signs the same type). */
export type TokenClaims = components['schemas']['TokenClaims'];

/** The auth session kept in storage under 'root' (the selected tenant is kept apart): the claims and their token. */
export type AuthSession = Omit<TokenClaims, 'exp' | 'iat'> & {
  token: string;
  /** Milliseconds since the epoch (the token's exp × 1000). */
  expiresAt: number;
};

export interface Persisted {
  auth: AuthSession | null;
  /** The tenant saved under the selected-tenant key. */
  tenant: Tenant | null;
}

export interface SessionInput {
  /** The current host name, without port. */
  host: string;
  /** An admin host (localhost): only superadmins may stay. */
  localHost: boolean;
  /** 'http:' or 'https:', for hand-off URLs. */
  protocol?: string;
  /** Port of tenant domains in hand-off URLs: 5173 in development, else the current port. */
  handoffPort?: string;
  /** This tab was refused on this host before: /unauthorized (where no host check runs) still links away after a reload. */
  hostRefused?: boolean;
}

export interface SessionContext extends Required<SessionInput> {
  auth: AuthSession | null;
  /** The selected tenant (kept in memory, and under the selected-tenant key). */
  tenant: Tenant | null;
  /** The tenant read from the selected-tenant key; outlives a logout. */
  savedTenant: Tenant | null;
  /** The tenants shown in the picker. */
  tenants: Tenant[];
  /** The tenant being switched to, and how to announce it. */
  choice: Tenant | null;
  choiceNotice: 'using' | 'managing';
  /** True while the tenant selection belongs to a sign-in (not the header's tenant button). */
  duringSignIn: boolean;
  /** The sign-in error shown on the login screen. */
  error: string | null;
  /** Between a right password and the two-factor code: the server's token for that step. */
  mfaToken: string | null;
  /** The host check refused this host: nothing on it can be reached, so /unauthorized links to the admin host. */
  hostRefused: boolean;
}

export type SessionEvent =
  | { type: 'login.submit'; email: string; password: string }
  | { type: 'code.submit'; code: string }
  | { type: 'code.cancel' }
  /** A fresh token after setting up two-factor sign-in. */
  | { type: 'session.renewed'; access: string }
  | { type: 'logout' }
  | { type: 'sessions.revoke' }
  | { type: 'session.unauthorized' }
  | { type: 'handoff.exchange'; code: string }
  | { type: 'picker.open' }
  | { type: 'picker.close' }
  | { type: 'tenant.choose'; id: number }
  | { type: 'location.changed'; pathname: string }
  | { type: 'host.invalid' };

/** Narrower than the contract's HandoffCode on purpose: a LoginForbidden hand-off has no expires_in. */
export type HandoffCode = Pick<components['schemas']['HandoffCode'], 'code' | 'domain'>;

/** What the signIn actor resolves with (the API's answer): the token, or the refusal and what to show. */
export type SignInAnswer = { ok: true; data: { access: string } | { mfa_required: true; mfa_token: string } } | { ok: false; message: string; error?: unknown };

/** The token of a right password when two-factor sign-in asks for a code next; else null. */
export const mfaTokenOf = (answer: SignInAnswer): string | null => (answer.ok && 'mfa_token' in answer.data ? answer.data.mfa_token : null);
/** The access token of a completed sign-in; else null. */
export const accessOf = (answer: SignInAnswer): string | null => (answer.ok && 'access' in answer.data ? answer.data.access : null);

export const MESSAGES = {
  loginFailed: 'Login failed. Please check your credentials.',
  codeFailed: 'Could not check the code. Please try again.',
  superadminsOnly: 'This login page is for superadmins only. Please sign in via your tenant domain.',
  noAccessToDomain: 'You do not have access to this tenant domain. Please use your assigned tenant URL.',
  unknownTenantType: 'Unknown tenant type for this domain.',
  noTenants: 'No tenants assigned to your account. Contact an administrator.',
  tenantsFailed: 'Failed to load your tenants.',
  sessionExpired: 'Session expired. Please log in again.',
  handoffFailed: 'This sign-in link is invalid or has expired.',
  switchFailed: 'Could not switch tenant. Please try again.',
  signedOutEverywhere: 'You have been signed out on every device.',
  revokeFailed: 'Could not sign out everywhere. Please try again.',
  welcomeSuperadmin: 'Welcome, superadmin!',
  using: (name: string) => `Using ${name}`,
  nowManaging: (name: string) => `You are now managing ${name}`,
} as const;

/** Reads the claims of a JWT without verifying it; null when it is not a readable token. */
export function decodeToken(token: string): AuthSession | null {
  try {
    const part = token.split('.')[1];
    if (!part) return null;
    const b64 = part
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(part.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
    const c: Partial<TokenClaims> | null = JSON.parse(new TextDecoder().decode(bytes));
    if (typeof c !== 'object' || c === null || typeof c.exp !== 'number' || typeof c.user_id !== 'number') return null;
    return {
      token,
      expiresAt: c.exp * 1000,
      user_id: c.user_id,
      token_version: typeof c.token_version === 'number' ? c.token_version : 0,
      username: c.username ?? '',
      first_name: c.first_name ?? '',
      last_name: c.last_name ?? '',
      email: c.email ?? '',
      profile_image: c.profile_image ?? null,
      is_admin: c.is_admin === true,
      is_active: c.is_active === true,
      is_staff: c.is_staff === true,
      is_superadmin: c.is_superadmin === true,
      is_supplier: c.is_supplier === true,
      is_merchant: c.is_merchant === true,
      tenants: Array.isArray(c.tenants) ? c.tenants : [],
      ...(c.mfa_setup_required === true ? { mfa_setup_required: true } : {}),
    };
  } catch {
    return null;
  }
}

export const isKnownType = (t: Tenant) => t.type === 'merchant' || t.type === 'supplier';
export const areaPath = (t: Tenant) => (t.type === 'supplier' ? '/supplier' : '/merchant');
export const sameHost = (domain: string, host: string) => domain.trim().toLowerCase() === host.toLowerCase();
export const hostTenant = (auth: AuthSession | null, host: string) => auth?.tenants.find((t) => sameHost(t.domain, host)) ?? null;

/** The platform's sign-in on the admin host (where /unauthorized leads from a host that is not ours). */
export function adminSignInUrl(protocol: string, port: string, adminHost: string): string {
  return `${protocol}//${adminHost}${port ? `:${port}` : ''}/login`;
}

export function handoffUrl(protocol: string, port: string, h: HandoffCode): string {
  return `${protocol}//${h.domain}${port ? `:${port}` : ''}/handoff?code=${encodeURIComponent(h.code)}`;
}

/** The hand-off of a refused sign-in (a tenant user on an admin host goes on to their domain), else null. */
export function handoffOf(answer: SignInAnswer): HandoffCode | null {
  if (answer.ok || typeof answer.error !== 'object' || answer.error === null || !('handoff' in answer.error)) return null;
  return (answer.error.handoff as HandoffCode | undefined) ?? null;
}

/** The user's own area: /superadmin for a superadmin, else the selected tenant's area; null if none. */
export function ownAreaPath(auth: AuthSession | null, tenant: Tenant | null): string | null {
  if (!auth) return null;
  if (auth.is_superadmin) return '/superadmin';
  return tenant && isKnownType(tenant) ? areaPath(tenant) : null;
}
