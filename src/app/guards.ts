// Route guards (spec section 6), run in beforeLoad with the session from the router context.
import { redirect } from '@tanstack/react-router';
import { ownAreaPath, type TenantType } from '../machines/session/session.machine';
import type { SessionActor } from './session';

export interface RouterContext {
  session: SessionActor;
}

const snapshot = (context: RouterContext) => context.session.getSnapshot();

/** Without a token the user goes to /login; one who must set up two-factor sign-in, to /two-factor first. */
export function requireSignedIn(context: RouterContext) {
  const s = requireAnySession(context);
  if (s.auth!.mfa_setup_required) throw redirect({ to: '/two-factor' });
  return s;
}

/** Any session, also one that must set up two-factor sign-in (the /two-factor screen). */
export function requireAnySession(context: RouterContext) {
  const s = snapshot(context);
  if (!s.hasTag('signedIn') || !s.context.auth) throw redirect({ to: '/login' });
  return s.context;
}

/** Superadmin routes need the superadmin claim, else /unauthorized. */
export function requireSuperadmin(context: RouterContext) {
  const { auth } = requireSignedIn(context);
  if (!auth!.is_superadmin) throw redirect({ to: '/unauthorized' });
}

/** Supplier and merchant routes need a selected tenant of that type, else the user's own area or /unauthorized. */
export function requireTenantType(context: RouterContext, type: TenantType) {
  const { auth, tenant } = requireSignedIn(context);
  if (tenant?.type === type) return;
  const own = ownAreaPath(auth, tenant);
  throw redirect({ to: own ?? '/unauthorized' });
}

/** The root redirect: no token → /login; a superadmin token → /superadmin; otherwise /dashboard. */
export function rootRedirect(context: RouterContext): never {
  const s = snapshot(context);
  if (!s.hasTag('signedIn') || !s.context.auth) throw redirect({ to: '/login' });
  throw redirect({ to: s.context.auth.is_superadmin ? '/superadmin' : '/dashboard' });
}
