// The session actor with its real side effects: API calls, browser storage, navigation, toasts.
import { createActor, fromPromise, type ActorRefFrom, type InspectionEvent, type Observer } from 'xstate';
import { checkDomain, completeMfaSignIn, createHandoff, exchangeHandoff, listUserTenants, obtainToken, revokeSessions } from '../api/auth';
import { APEX_HOST } from '../api/base-url';
import { firstScreen } from '../lib/first-screen';
import { bindSession } from '../api/session-binding';
import { OFFLINE_ERROR, hostCheckMachine } from '../machines/session/host-check.machine';
import { MESSAGES, sessionMachine, type SessionInput } from '../machines/session/session.machine';
import type { ToastVariant } from '../ui/toasts';
import * as storage from './storage';

export type SessionActor = ActorRefFrom<typeof sessionMachine>;

export interface SessionEffects {
  navigate: (to: string, replace: boolean) => void;
  goToUrl: (url: string) => void;
  notify: (message: string, variant: ToastVariant) => void;
}

/** The host check; one that fails while the browser is offline rejects with an OfflineError (the machine asks again once online). */
async function checkHostUnlessOffline(host: string, signal: AbortSignal) {
  // Offline when it left or when it failed: a check sent offline can fail just after the connection returns.
  const offlineWhenSent = !navigator.onLine;
  try {
    return await checkDomain(host, signal);
  } catch (error) {
    const offline = offlineWhenSent || !navigator.onLine;
    if (offline && (error as { name?: unknown } | null)?.name !== 'AbortError') throw Object.assign(new Error('The browser is offline.'), { name: OFFLINE_ERROR });
    throw error;
  }
}

const whenOnline = () => new Promise<void>((resolve) => (navigator.onLine ? resolve() : window.addEventListener('online', () => resolve(), { once: true })));

/** Admin hosts: only a superadmin may stay there. */
const LOCAL_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

type Place = Pick<Location, 'hostname' | 'protocol' | 'port'>;

/** The machine's input from where the page is. Hand-offs go to port 5173 in development, else this port. */
export function sessionInput(place: Place, dev = import.meta.env.DEV): SessionInput {
  const host = place.hostname.toLowerCase();
  return {
    host,
    localHost: LOCAL_HOSTS.includes(host) || host === APEX_HOST.toLowerCase(),
    protocol: place.protocol,
    handoffPort: dev ? '5173' : place.port,
    hostRefused: storage.wasHostRefused(host),
  };
}

export function createSessionActor(options: { input: SessionInput; effects: SessionEffects; inspect?: Observer<InspectionEvent> | ((event: InspectionEvent) => void) }): SessionActor {
  const { effects } = options;
  // Provided once, here: each provide() builds the whole machine again.
  const machine = sessionMachine.provide({
    actors: {
      loadPersisted: fromPromise(async () => storage.loadPersisted()),
      signIn: fromPromise(({ input }) => obtainToken(input.email, input.password, MESSAGES.loginFailed)),
      completeSignIn: fromPromise(({ input }) => completeMfaSignIn(input.mfaToken, input.code, MESSAGES.codeFailed)),
      exchangeHandoff: fromPromise(({ input }) => exchangeHandoff(input.code, MESSAGES.handoffFailed)),
      requestHandoff: fromPromise(({ input }) => createHandoff(input.tenantId, MESSAGES.switchFailed)),
      loadTenants: fromPromise(() => listUserTenants(MESSAGES.tenantsFailed)),
      revokeSessions: fromPromise(() => revokeSessions(MESSAGES.revokeFailed)),
      hostCheck: hostCheckMachine.provide({
        actors: {
          waitForFirstScreen: fromPromise(firstScreen.drawn),
          checkHost: fromPromise(({ input, signal }) => checkHostUnlessOffline(input.host, signal)),
          whenOnline: fromPromise(whenOnline),
        },
      }),
    },
    actions: {
      persistAuth: (_, { auth }) => storage.persistAuth(auth),
      clearAuth: () => storage.clearAuth(),
      persistTenant: (_, { tenant }) => storage.persistTenant(tenant),
      rememberHostRefused: ({ context }) => storage.rememberHostRefused(context.host),
      // Actions run before the new snapshot is committed: navigate after it, so route guards see it.
      navigate: (_, { to, replace }) => void queueMicrotask(() => effects.navigate(to, replace ?? false)),
      goToUrl: (_, { url }) => effects.goToUrl(url),
      notify: (_, { message, variant }) => effects.notify(message, variant),
    },
  });
  const session = createActor(machine, { input: options.input, inspect: options.inspect });
  // Every API call carries this session's token, and a 401 to one ends the session.
  bindSession({
    token: () => session.getSnapshot().context.auth?.token ?? null,
    onUnauthorized: () => session.send({ type: 'session.unauthorized' }),
  });
  return session;
}
