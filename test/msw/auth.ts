// A small fake of the API for web tests and `npm run dev:mock` (msw 2): the auth, tenant, hand-off and host-check calls
// with the server's rules and messages. The "server host" (what the real server reads from the Host
// header) is `fake.host`, so one jsdom page can play any domain.
import { http, HttpResponse, type RequestHandler } from 'msw';
import type { components } from '../../src/api/schema';
import type { Tenant } from '../../src/machines/session/session.machine';
import { never } from '../promises';
import { PASSWORD, TENANTS, USERS, makeToken, type DemoUser } from './fixtures';
import { detail } from './common';
import { twoFactorHandlers } from './two-factor';
import { contract } from './contract';

type Schemas = components['schemas'];

const ADMIN_HOSTS = ['localhost', '127.0.0.1'];
const TOKEN_TTL_SECONDS = 12 * 60 * 60;

export const SERVER_MESSAGES = {
  badCredentials: 'No active account found with the given credentials',
  superadminsOnly: 'This login page is for superadmins only. Please sign in via your tenant domain.',
  noAccessToDomain: 'You do not have access to this tenant domain. Please use your assigned tenant URL.',
  noTenants: 'No tenants assigned to your account. Contact an administrator.',
  badHandoff: 'This sign-in link is invalid or has expired.',
};

export interface FakeApi {
  /** The host the server sees (Host header without port). */
  host: string;
  users: DemoUser[];
  tenants: Tenant[];
  /** Host names the host check does not know (in addition to unknown domains). */
  invalidHosts: Set<string>;
  /** The host check fails as a request does with no network (the browser's offline switch). */
  hostCheckOffline: boolean;
  /** Hand-off codes → user and tenant. */
  codes: Map<string, { userId: number; tenantId: number }>;
  /** Invitation tokens → what readInvitation answers: the preview, or the 400's detail (used, revoked, expired). */
  invitations: Map<string, components['schemas']['InvitationPreview'] | { refused: string }>;
  /** Recovery codes used (each works once). */
  usedRecoveryCodes: Set<string>;
  /** The bodies of the sign-ups the fake accepted. */
  signups: components['schemas']['SignupRequest'][];
  /** Requests seen, as 'METHOD /path' (without /1/api). */
  log: string[];
  /** The Authorization header of each request, in order. */
  authHeaders: (string | null)[];
  handlers: RequestHandler[];
  /** Answer 401 to any signed-in call from now on (a revoked or expired token). */
  revokeTokens(): void;
  /** Tokens work again (between tests that share one fake). */
  restoreTokens(): void;
}

const userByToken = (api: FakeApi, request: Request): DemoUser | null => {
  const header = request.headers.get('Authorization') ?? '';
  if (!header.startsWith('Bearer ')) return null;
  try {
    const claims = JSON.parse(atob(header.slice(7).split('.')[1].replace(/-/g, '+').replace(/_/g, '/')));
    return api.users.find((u) => u.user_id === claims.user_id) ?? null;
  } catch {
    return null;
  }
};

export interface FakeApiOptions {
  host?: string;
  /**
   * For tests of the session that pass through whole screens (e.g. /superadmin): any other API
   * call never answers, so those screens stay loading and the test does not depend on them.
   * Without it (the default) such a call is unhandled and fails the test.
   */
  otherCallsPending?: boolean;
}

export function createFakeApi(options: FakeApiOptions = {}): FakeApi {
  let revoked = false;
  let resetUsed = false;
  let codeSeq = 0;
  const api: FakeApi = {
    host: options.host ?? 'localhost',
    // Copies: the two-factor fakes change a user (enrolled), and each fake starts from the fixtures.
    users: Object.values(USERS).map((u) => ({ ...u })),
    tenants: Object.values(TENANTS),
    invalidHosts: new Set(),
    hostCheckOffline: false,
    codes: new Map(),
    invitations: new Map(),
    usedRecoveryCodes: new Set(),
    signups: [],
    log: [],
    authHeaders: [],
    handlers: [],
    revokeTokens: () => void (revoked = true),
    restoreTokens: () => void (revoked = false),
  };
  const signedIn = (request: Request) => (revoked ? null : userByToken(api, request));
  const unauthorized = () => detail('Authentication credentials were not provided.', 401);
  const path = (p: string) => `*/1/api${p}`;
  const seen = (request: Request) => {
    api.log.push(`${request.method} ${new URL(request.url).pathname.replace('/1/api', '')}`);
    api.authHeaders.push(request.headers.get('Authorization'));
  };
  const issueCode = (userId: number, tenantId: number) => {
    const code = `code-${++codeSeq}`;
    api.codes.set(code, { userId, tenantId });
    return code;
  };

  /** The host rules after a right password (and code): the token, or a refusal or hand-off. */
  const hostAnswer = (user: DemoUser) => {
    if (ADMIN_HOSTS.includes(api.host)) {
      if (!(user.is_superadmin && user.is_admin && user.is_staff)) {
        const first = user.tenants[0];
        if (!first) return detail(SERVER_MESSAGES.noTenants, 403);
        return HttpResponse.json<Schemas['LoginForbidden']>(
          { detail: SERVER_MESSAGES.superadminsOnly, handoff: { code: issueCode(user.user_id, first.id), domain: first.domain } },
          { status: 403 },
        );
      }
    } else if (!user.tenants.some((t) => t.domain === api.host)) {
      return detail(SERVER_MESSAGES.noAccessToDomain, 403);
    }
    return HttpResponse.json<Schemas['TokenResponse']>({ access: makeToken(user, { ttlSeconds: TOKEN_TTL_SECONDS }) });
  };

  api.handlers = [
    contract.post('/auth/token/', async ({ request }) => {
      seen(request);
      const body = (await request.json()) as { email?: string; password?: string };
      if (!body.email?.trim()) return HttpResponse.json({ email: ['This field may not be blank.'] }, { status: 400 });
      const user = api.users.find((u) => u.email === body.email!.trim().toLowerCase());
      if (!user || body.password !== PASSWORD) return HttpResponse.json({ detail: SERVER_MESSAGES.badCredentials }, { status: 401 });
      if (user.totp) return HttpResponse.json<Schemas['MfaChallenge']>({ mfa_required: true, mfa_token: `mfa-${user.user_id}` });
      return hostAnswer(user);
    }),

    ...twoFactorHandlers(api, seen, signedIn, (user) => hostAnswer(user)),

    contract.post('/auth/signup/', async ({ request }) => {
      seen(request);
      const body = (await request.json()) as Record<string, string>;
      const errors: Record<string, string[]> = {};
      for (const f of ['username', 'email', 'password', 'password2']) if (!body[f]?.trim()) errors[f] = ['This field may not be blank.'];
      if (body.password !== body.password2) errors.password2 = ["The two password fields didn't match."];
      if (api.users.some((u) => u.username === body.username)) errors.username = ['A user with that username already exists.'];
      const invitation = body.invitation === undefined ? undefined : api.invitations.get(body.invitation);
      if (body.invitation !== undefined && (!invitation || 'refused' in invitation)) errors.invitation = [invitation?.refused ?? 'Not found.'];
      // A team invitation needs no business name (the new user joins the inviter).
      const joinsTeam = invitation !== undefined && !('refused' in invitation) && invitation.team_role !== undefined;
      if (body.invitation !== undefined && !joinsTeam && !body.business_name?.trim()) errors.business_name = ['A business name is needed to accept an invitation.'];
      if (Object.keys(errors).length) return HttpResponse.json(errors, { status: 400 });
      api.signups.push(body as unknown as components['schemas']['SignupRequest']);
      if (body.invitation !== undefined) api.invitations.set(body.invitation, { refused: 'This invitation has already been used.' });
      return HttpResponse.json({ username: body.username, email: body.email, role: body.role as 'merchant' | 'supplier' }, { status: 201 });
    }),

    contract.get('/auth/invitations/{token}/', ({ request, params }) => {
      seen(request);
      const found = api.invitations.get(String(params.token));
      if (!found) return detail('Not found.', 404);
      return 'refused' in found ? detail(found.refused, 400) : HttpResponse.json(found);
    }),

    contract.get('/clients/list-user-tenants/', ({ request }) => {
      seen(request);
      const user = signedIn(request);
      return user ? HttpResponse.json(user.tenants) : unauthorized();
    }),

    contract.post('/auth/handoff/', async ({ request }) => {
      seen(request);
      const user = signedIn(request);
      if (!user) return unauthorized();
      const { tenant_id } = (await request.json()) as { tenant_id: number };
      const tenant = user.tenants.find((t) => t.id === tenant_id);
      if (!tenant) return HttpResponse.json({ tenant_id: ['Not one of your tenants.'] }, { status: 400 });
      return HttpResponse.json({ code: issueCode(user.user_id, tenant.id), domain: tenant.domain, expires_in: 60 });
    }),

    contract.post('/auth/password-reset/', ({ request }) => {
      seen(request);
      return HttpResponse.json({ detail: 'If an account uses this email, we have sent it a link to choose a new password.' }, { status: 202 });
    }),

    // The token 'good-token' works once; any other is a dead link.
    contract.post('/auth/password-reset/confirm/', async ({ request }) => {
      seen(request);
      const body = (await request.json()) as { token: string; password: string };
      if (body.token !== 'good-token' || resetUsed) return HttpResponse.json({ token: ['This password reset link is invalid or has expired.'] }, { status: 400 });
      if (body.password.length < 10) return HttpResponse.json({ password: ['This password is too short. It must contain at least 10 characters.'] }, { status: 400 });
      resetUsed = true;
      return HttpResponse.json({ detail: 'Your password has been reset. You can now sign in.' });
    }),

    contract.post('/auth/password/change/', async ({ request }) => {
      seen(request);
      if (!signedIn(request)) return unauthorized();
      const body = (await request.json()) as { current_password: string };
      if (body.current_password !== PASSWORD) return HttpResponse.json({ current_password: ['Your old password was entered incorrectly. Please enter it again.'] }, { status: 400 });
      api.revokeTokens();
      return new HttpResponse(null, { status: 204 });
    }),

    contract.post('/auth/sessions/revoke/', ({ request }) => {
      seen(request);
      if (!signedIn(request)) return unauthorized();
      api.revokeTokens();
      return new HttpResponse(null, { status: 204 });
    }),

    contract.post('/auth/handoff/exchange/', async ({ request }) => {
      seen(request);
      const { code } = (await request.json()) as { code: string };
      const used = api.codes.get(code);
      const tenant = api.tenants.find((t) => t.domain === api.host);
      const user = used && api.users.find((u) => u.user_id === used.userId);
      if (!used || !tenant || used.tenantId !== tenant.id || !user) return HttpResponse.json({ code: [SERVER_MESSAGES.badHandoff] }, { status: 400 });
      api.codes.delete(code);
      return HttpResponse.json({ access: makeToken(user, { ttlSeconds: TOKEN_TTL_SECONDS }) });
    }),

    // With no network the host check fails (msw's network error is untyped); else the answer below.
    http.get(path('/clients/get-client-from-domain/:host'), ({ request }) => {
      if (!api.hostCheckOffline) return undefined;
      seen(request);
      return HttpResponse.error();
    }),
    contract.get('/clients/get-client-from-domain/{host}', ({ request, params }) => {
      seen(request);
      const host = String(params.host).toLowerCase();
      if (api.invalidHosts.has(host)) return HttpResponse.json({ is_valid: false });
      return HttpResponse.json({ is_valid: ADMIN_HOSTS.includes(host) || api.tenants.some((t) => t.domain === host) });
    }),
  ];
  if (options.otherCallsPending) {
    api.handlers.push(
      http.all(path('/*'), async ({ request }) => {
        seen(request);
        await never();
        return HttpResponse.json({ detail: 'unreachable' }, { status: 500 });
      }),
    );
  }
  return api;
}
