// The session (spec platform.md sections 2, 4, 5, 6, 8): persisted auth, expiry, sign-in and its
// errors, tenant selection, the local-host and tenant-domain rules, and the host check (a child
// machine). Side effects are named actors and actions; the app supplies real ones with .provide()
// (src/app/session.ts), tests supply stubs.
import { and, assertEvent, assign, fromPromise, not, sendTo, setup } from 'xstate';
import { messageOf, type Notice } from '../failure';
import { hostCheckMachine } from './host-check.machine';
import { sessionGuards } from './session.guards';
import { refuse, showFailure, showRefusal, signedInBy } from './session.answers';
import {
  MESSAGES,
  areaPath,
  decodeToken,
  mfaTokenOf,
  handoffUrl,
  hostTenant,
  sameHost,
  type AuthSession,
  type HandoffCode,
  type Persisted,
  type SessionContext,
  type SessionEvent,
  type SessionInput,
  type SignInAnswer,
  type Tenant,
} from './session.rules';

export * from './session.rules';

const MAX_TIMER_MS = 2 ** 31 - 1;

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    loadPersisted: fromPromise<Persisted>(async () => ({ auth: null, tenant: null })),
    /** Resolves with the API's answer (a refusal is a state, not a rejection). */
    signIn: fromPromise<SignInAnswer, { email: string; password: string }>(async () => {
      throw new Error('signIn not provided');
    }),
    /** The two-factor code after a right password; resolves like signIn. */
    completeSignIn: fromPromise<SignInAnswer, { mfaToken: string; code: string }>(async () => {
      throw new Error('completeSignIn not provided');
    }),
    exchangeHandoff: fromPromise<string, { code: string }>(async () => {
      throw new Error('exchangeHandoff not provided');
    }),
    requestHandoff: fromPromise<HandoffCode, { tenantId: number }>(async () => {
      throw new Error('requestHandoff not provided');
    }),
    loadTenants: fromPromise<Tenant[]>(async () => {
      throw new Error('loadTenants not provided');
    }),
    revokeSessions: fromPromise<void>(async () => {
      throw new Error('revokeSessions not provided');
    }),
    hostCheck: hostCheckMachine,
  },
  actions: {
    // Supplied by the app: storage, navigation, toasts.
    persistAuth: (_, _params: { auth: AuthSession }) => {},
    clearAuth: () => {},
    persistTenant: (_, _params: { tenant: Tenant }) => {},
    navigate: (_, _params: { to: string; replace?: boolean }) => {},
    goToUrl: (_, _params: { url: string }) => {},
    rememberHostRefused: () => {},
    notify: (_, _params: Notice) => {},
    // Context updates.
    forgetSession: assign({ auth: null, tenant: null, tenants: [], choice: null }),
    showError: assign((_, params: { message: string }) => ({ error: params.message })),
    adoptToken: assign((_, params: { access: string }) => ({ auth: decodeToken(params.access), duringSignIn: true, mfaToken: null })),
    clearError: assign({ error: null }),
    selectChoice: assign(({ context }) => ({ tenant: context.choice, savedTenant: context.choice })),
    chooseStoredTenant: assign(({ context }) => {
      const stored = (context.tenant ?? context.savedTenant)!;
      return { choice: context.auth!.tenants.find((t) => t.id === stored.id)!, choiceNotice: 'using' as const };
    }),
    chooseSavedOrFirstTenant: assign(({ context }) => ({
      choice: context.auth!.tenants.find((t) => t.id === context.savedTenant?.id) ?? context.auth!.tenants[0],
      choiceNotice: 'managing' as const,
    })),
    chooseFirstTenant: assign(({ context }) => ({ choice: context.auth!.tenants[0], choiceNotice: 'managing' as const })),
    adoptHostTenant: assign(({ context }) => ({ tenant: hostTenant(context.auth, context.host) })),
  },
  guards: sessionGuards,
  delays: {
    persistTimeout: 5000,
    // Until expiresAt (0 when past). Browsers fire longer timers at once, so it is capped at
    // ~24.8 days: a longer-lived token then ends early, never late.
    sessionExpiry: ({ context }) => Math.min(MAX_TIMER_MS, Math.max(0, (context.auth?.expiresAt ?? 0) - Date.now())),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    host: input.host.toLowerCase(),
    localHost: input.localHost,
    protocol: input.protocol ?? 'http:',
    handoffPort: input.handoffPort ?? '',
    auth: null,
    tenant: null,
    savedTenant: null,
    tenants: [],
    choice: null,
    choiceNotice: 'using',
    duringSignIn: false,
    error: null,
    mfaToken: null,
    hostRefused: input.hostRefused ?? false,
  }),
  invoke: {
    id: 'hostCheck',
    src: 'hostCheck',
    input: ({ context }) => ({ host: context.host }),
  },
  on: {
    'location.changed': { actions: sendTo('hostCheck', ({ event }) => event) },
    'host.invalid': { actions: [assign({ hostRefused: true }), 'rememberHostRefused', { type: 'navigate', params: { to: '/unauthorized', replace: true } }] },
  },
  initial: 'hydrating',
  states: {
    // No screen renders until the persisted state has loaded (or the persist timeout passed).
    hydrating: {
      invoke: {
        src: 'loadPersisted',
        onDone: {
          target: 'restoring',
          actions: assign(({ event }) => ({ auth: event.output.auth, savedTenant: event.output.tenant })),
        },
        onError: 'signedOut',
      },
      after: { persistTimeout: 'signedOut' },
    },
    restoring: {
      always: [
        { guard: not('hasAuth'), target: 'signedOut' },
        // The session ends at expiresAt; if that is already past, at once.
        { guard: 'authExpired', target: 'signedOut', actions: ['clearAuth', 'forgetSession'] },
        { target: 'signedIn.resuming' },
      ],
    },
    signedOut: {
      tags: ['hydrated'],
      on: {
        'login.submit': { guard: 'hasCredentials', target: 'signingIn', actions: 'clearError' },
        'handoff.exchange': { target: 'exchangingHandoff', actions: 'clearError' },
      },
    },
    signingIn: {
      tags: ['hydrated', 'signingIn'],
      invoke: {
        src: 'signIn',
        input: ({ event }) => {
          assertEvent(event, 'login.submit');
          return { email: event.email.trim().toLowerCase(), password: event.password };
        },
        onDone: [
          // Two-factor sign-in: the password was right, a code comes next.
          { guard: ({ event }) => mfaTokenOf(event.output) !== null, target: 'awaitingCode', actions: assign(({ event }) => ({ mfaToken: mfaTokenOf(event.output) })) },
          ...signedInBy,
          { target: 'signedOut', actions: showRefusal },
        ],
        onError: { target: 'signedOut', actions: showFailure(MESSAGES.loginFailed) },
      },
    },
    // The code from the authenticator app (or a recovery code); 'code.cancel' goes back to the password.
    awaitingCode: {
      tags: ['hydrated', 'awaitingCode'],
      on: {
        'code.submit': { guard: ({ event }) => event.code.trim() !== '', target: 'checkingCode', actions: 'clearError' },
        'code.cancel': { target: 'signedOut', actions: ['clearError', assign({ mfaToken: null })] },
      },
    },
    checkingCode: {
      tags: ['hydrated', 'awaitingCode', 'signingIn'],
      invoke: {
        src: 'completeSignIn',
        input: ({ context, event }) => {
          assertEvent(event, 'code.submit');
          return { mfaToken: context.mfaToken!, code: event.code.trim() };
        },
        onDone: [...signedInBy, { target: 'awaitingCode', actions: showRefusal }],
        onError: { target: 'awaitingCode', actions: showFailure(MESSAGES.codeFailed) },
      },
    },
    // /handoff?code=…: the one-time code from another domain becomes a session here.
    exchangingHandoff: {
      tags: ['hydrated', 'signingIn'],
      invoke: {
        src: 'exchangeHandoff',
        input: ({ event }) => {
          assertEvent(event, 'handoff.exchange');
          return { code: event.code };
        },
        onDone: {
          target: 'signedIn.arriving',
          actions: assign(({ event }) => ({ auth: decodeToken(event.output), duringSignIn: true })),
        },
        onError: {
          target: 'signedOut',
          actions: [...showFailure(MESSAGES.handoffFailed), { type: 'navigate', params: { to: '/login', replace: true } }],
        },
      },
    },
    // The browser is on its way to another domain.
    leaving: { tags: ['hydrated', 'leaving'] },
    signedIn: {
      tags: ['hydrated', 'signedIn'],
      entry: { type: 'persistAuth', params: ({ context }) => ({ auth: context.auth! }) },
      after: {
        sessionExpiry: {
          target: 'signedOut',
          actions: ['clearAuth', 'forgetSession', { type: 'notify', params: { message: MESSAGES.sessionExpired, variant: 'warning' } }, { type: 'navigate', params: { to: '/login' } }],
        },
      },
      on: {
        logout: { target: 'signedOut', actions: ['clearAuth', 'forgetSession', { type: 'navigate', params: { to: '/login' } }] },
        // Any 401 answer from the API.
        'session.unauthorized': {
          target: 'signedOut',
          actions: ['clearAuth', 'forgetSession', { type: 'notify', params: { message: MESSAGES.sessionExpired, variant: 'error' } }, { type: 'navigate', params: { to: '/login' } }],
        },
        'login.submit': { guard: 'hasCredentials', target: 'signingIn', actions: ['clearAuth', 'forgetSession', 'clearError'] },
        'handoff.exchange': { target: 'exchangingHandoff', actions: ['clearAuth', 'forgetSession', 'clearError'] },
      },
      initial: 'ready',
      states: {
        // A persisted session: only a superadmin may stay on the local host; elsewhere the host
        // must be one of the user's tenant domains.
        resuming: {
          always: [
            { guard: 'mustSetUpTwoFactor', target: 'settingUpTwoFactor', actions: { type: 'navigate', params: { to: '/two-factor', replace: true } } },
            { guard: and(['onLocalHost', 'isSuperadmin']), target: 'ready' },
            { guard: and(['onLocalHost', 'hasTenants']), target: 'handingOff', actions: 'chooseSavedOrFirstTenant' },
            { guard: 'onLocalHost', target: 'ready', actions: { type: 'navigate', params: { to: '/dashboard', replace: true } } },
            { guard: 'memberOfHost', target: 'ready', actions: 'adoptHostTenant' },
            { guard: 'hasTenants', target: 'handingOff', actions: 'chooseFirstTenant' },
            { target: 'ready', actions: { type: 'navigate', params: { to: '/unauthorized', replace: true } } },
          ],
        },
        // A fresh sign-in: the login rules of spec section 5, then tenant selection.
        checkingAccess: {
          tags: ['signingIn'],
          always: [
            { guard: not('hasAuth'), target: '#session.signedOut', actions: refuse(MESSAGES.loginFailed) },
            { guard: and(['onLocalHost', not('hasSuperadminFlags')]), target: '#session.signedOut', actions: refuse(MESSAGES.superadminsOnly) },
            { guard: and([not('onLocalHost'), not('memberOfHost')]), target: '#session.signedOut', actions: refuse(MESSAGES.noAccessToDomain) },
            { guard: and([not('onLocalHost'), not('hostTenantTypeKnown')]), target: '#session.signedOut', actions: refuse(MESSAGES.unknownTenantType) },
            { guard: 'mustSetUpTwoFactor', target: 'settingUpTwoFactor', actions: { type: 'navigate', params: { to: '/two-factor', replace: true } } },
            {
              guard: 'isSuperadmin',
              target: 'ready',
              actions: [
                { type: 'notify', params: { message: MESSAGES.welcomeSuperadmin, variant: 'success' } },
                { type: 'navigate', params: { to: '/superadmin' } },
              ],
            },
            { target: 'deciding' },
          ],
        },
        // Two-factor sign-in required and not set up: only the enrolment (/two-factor) until its fresh token comes.
        settingUpTwoFactor: {
          tags: ['settingUpTwoFactor'],
          on: {
            'session.renewed': {
              target: 'checkingAccess',
              actions: [
                assign(({ event }) => ({ auth: decodeToken(event.access), duringSignIn: true })),
                { type: 'persistAuth', params: ({ event }) => ({ auth: decodeToken(event.access)! }) },
              ],
            },
          },
        },
        // After a hand-off: the tenant whose domain is this host.
        arriving: {
          tags: ['signingIn'],
          always: [
            {
              guard: and(['memberOfHost', 'hostTenantTypeKnown']),
              target: 'applyingChoice',
              actions: assign(({ context }) => ({ choice: hostTenant(context.auth, context.host), choiceNotice: 'managing' as const })),
            },
            { target: '#session.signedOut', actions: [...refuse(MESSAGES.noAccessToDomain), { type: 'navigate', params: { to: '/login', replace: true } }] },
          ],
        },
        // The stored tenant, or the one under the selected-tenant key; else fetch the tenants.
        deciding: {
          tags: ['signingIn'],
          always: [{ guard: 'storedTenantUsable', target: 'applyingChoice', actions: 'chooseStoredTenant' }, { target: 'loadingTenants' }],
        },
        loadingTenants: {
          tags: ['loadingTenants'],
          invoke: {
            src: 'loadTenants',
            onDone: { target: 'counting', actions: assign(({ event }) => ({ tenants: event.output })) },
            onError: [
              { guard: 'duringSignIn', target: '#session.signedOut', actions: refuse(MESSAGES.tenantsFailed) },
              { target: 'ready', actions: { type: 'notify', params: { message: MESSAGES.tenantsFailed, variant: 'error' } } },
            ],
          },
        },
        // After sign-in: none → error, one → selected, several → the one this domain names, else
        // the picker (docs/decisions.md). The header's tenant button always shows the picker.
        counting: {
          always: [
            { guard: and(['duringSignIn', 'noTenants']), target: '#session.signedOut', actions: refuse(MESSAGES.noTenants) },
            {
              guard: and(['duringSignIn', 'oneTenant']),
              target: 'applyingChoice',
              actions: assign(({ context }) => ({ choice: context.tenants[0], choiceNotice: 'using' as const })),
            },
            {
              guard: and(['duringSignIn', 'hostAmongTenants']),
              target: 'applyingChoice',
              actions: assign(({ context }) => ({ choice: context.tenants.find((t) => sameHost(t.domain, context.host))!, choiceNotice: 'using' as const })),
            },
            { target: 'picker' },
          ],
        },
        picker: {
          tags: ['pickingTenant'],
          on: {
            'tenant.choose': {
              guard: ({ context, event }) => context.tenants.some((t) => t.id === event.id),
              target: 'applyingChoice',
              actions: assign(({ context, event }) => ({
                choice: context.tenants.find((t) => t.id === event.id)!,
                choiceNotice: 'managing' as const,
              })),
            },
            'picker.close': [{ guard: 'duringSignIn', target: 'ready', actions: { type: 'navigate', params: { to: '/dashboard' } } }, { target: 'ready' }],
          },
        },
        // A tenant on this host is stored and opened; one on another domain goes through the hand-off.
        applyingChoice: {
          always: [
            { guard: 'choiceTypeUnknown', target: 'ready', actions: { type: 'notify', params: { message: MESSAGES.unknownTenantType, variant: 'error' } } },
            {
              guard: 'choiceIsHere',
              target: 'ready',
              actions: [
                'selectChoice',
                { type: 'persistTenant', params: ({ context }) => ({ tenant: context.choice! }) },
                {
                  type: 'notify',
                  params: ({ context }) => ({
                    message: context.choiceNotice === 'using' ? MESSAGES.using(context.choice!.name) : MESSAGES.nowManaging(context.choice!.name),
                    variant: 'success',
                  }),
                },
                { type: 'navigate', params: ({ context }) => ({ to: areaPath(context.choice!) }) },
              ],
            },
            { target: 'handingOff' },
          ],
        },
        handingOff: {
          tags: ['leaving'],
          invoke: {
            src: 'requestHandoff',
            input: ({ context }) => ({ tenantId: context.choice!.id }),
            onDone: {
              target: '#session.leaving',
              actions: { type: 'goToUrl', params: ({ context, event }) => ({ url: handoffUrl(context.protocol, context.handoffPort, event.output) }) },
            },
            onError: {
              target: 'ready',
              actions: { type: 'notify', params: ({ event }) => ({ message: messageOf(event.error, MESSAGES.switchFailed), variant: 'error' }) },
            },
          },
        },
        ready: {
          entry: assign({ duringSignIn: false, choice: null }),
          on: { 'picker.open': 'loadingTenants', 'sessions.revoke': 'revokingSessions' },
        },
        // Sign out everywhere: the server ends every token, this one included.
        revokingSessions: {
          tags: ['revokingSessions'],
          invoke: {
            src: 'revokeSessions',
            onDone: {
              target: '#session.signedOut',
              actions: [
                'clearAuth',
                'forgetSession',
                { type: 'notify', params: { message: MESSAGES.signedOutEverywhere, variant: 'success' } },
                { type: 'navigate', params: { to: '/login' } },
              ],
            },
            onError: { target: 'ready', actions: { type: 'notify', params: ({ event }) => ({ message: messageOf(event.error, MESSAGES.revokeFailed), variant: 'error' }) } },
          },
        },
      },
    },
  },
});
