// The session machine's guards: pure reads of its context (and the sign-in's events).
import { hostTenant, isKnownType, sameHost, type SessionContext, type SessionEvent } from './session.rules';

type Args = { context: SessionContext; event: SessionEvent };

export const sessionGuards = {
  // Email and password are required.
  hasCredentials: ({ event }: Args) => event.type === 'login.submit' && event.email.trim() !== '' && event.password !== '',
  hasAuth: ({ context }: Args) => context.auth !== null,
  authExpired: ({ context }: Args) => context.auth !== null && context.auth.expiresAt <= Date.now(),
  onLocalHost: ({ context }: Args) => context.localHost,
  isSuperadmin: ({ context }: Args) => context.auth?.is_superadmin === true,
  hasSuperadminFlags: ({ context }: Args) => !!context.auth && context.auth.is_superadmin && context.auth.is_admin && context.auth.is_staff,
  memberOfHost: ({ context }: Args) => hostTenant(context.auth, context.host) !== null,
  hostTenantTypeKnown: ({ context }: Args) => {
    const t = hostTenant(context.auth, context.host);
    return t !== null && isKnownType(t);
  },
  hasTenants: ({ context }: Args) => (context.auth?.tenants.length ?? 0) > 0,
  storedTenantUsable: ({ context }: Args) => {
    const stored = context.tenant ?? context.savedTenant;
    const mine = stored && context.auth?.tenants.find((t) => t.id === stored.id);
    return !!mine && sameHost(mine.domain, context.host);
  },
  duringSignIn: ({ context }: Args) => context.duringSignIn,
  noTenants: ({ context }: Args) => context.tenants.length === 0,
  oneTenant: ({ context }: Args) => context.tenants.length === 1,
  hostAmongTenants: ({ context }: Args) => context.tenants.some((t) => sameHost(t.domain, context.host)),
  choiceTypeUnknown: ({ context }: Args) => !!context.choice && !isKnownType(context.choice),
  choiceIsHere: ({ context }: Args) => !!context.choice && sameHost(context.choice.domain, context.host),
  // Two-factor sign-in is required and not set up yet: the enrolment comes before anything else.
  mustSetUpTwoFactor: ({ context }: Args) => context.auth?.mfa_setup_required === true,
};
