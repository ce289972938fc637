// The session machine's test harness: a simulated clock, stubbed actors and recorded effects.
import { afterEach, beforeEach, vi } from 'vitest';
import { SimulatedClock, createActor, fromPromise, waitFor, type SnapshotFrom } from 'xstate';
import { PASSWORD, makeToken, type DemoUser } from './msw/fixtures';
import { hostCheckMachine } from '../src/machines/session/host-check.machine';
import { sessionMachine, type HandoffCode, type Persisted, type SignInAnswer, type Tenant } from '../src/machines/session/session.machine';
import { never } from './promises';

export const T0 = 1_750_000_000_000;
/** The current test's clock: the machine's timers and its reading of the time. */
export let clock: SimulatedClock;

/** Call once per test file: every test gets a fresh simulated clock at T0. */
export function useSimulatedClock() {
  beforeEach(() => {
    clock = new SimulatedClock();
    clock.set(T0);
    // One clock for the machine's timers (after) and for its reading of the time (expiresAt).
    vi.spyOn(Date, 'now').mockImplementation(() => clock.now());
  });
  afterEach(() => vi.restoreAllMocks());
}

/** A call that failed with this message (an actor's rejection). */
export const fail = (f: { message?: string }) => Promise.reject(Object.assign(new Error(f.message ?? 'failed'), f));
/** The sign-in answer carrying this token. */
export const tokenAnswer = (access: string): SignInAnswer => ({ ok: true, data: { access } });
/** A refused sign-in, as the server's detail (and hand-off) reads through the API wrapper. */
export const refused = (message: string, handoff?: HandoffCode) => async (): Promise<SignInAnswer> => ({ ok: false, message, error: { detail: message, handoff } });

export interface Options {
  host?: string;
  localHost?: boolean;
  persisted?: Persisted | Promise<Persisted>;
  signIn?: (input: { email: string; password: string }) => Promise<SignInAnswer>;
  exchangeHandoff?: (input: { code: string }) => Promise<string>;
  completeSignIn?: (input: { mfaToken: string; code: string }) => Promise<SignInAnswer>;
  requestHandoff?: (input: { tenantId: number }) => Promise<HandoffCode>;
  loadTenants?: () => Promise<Tenant[]>;
  revokeSessions?: () => Promise<void>;
}

export function start(o: Options = {}) {
  const host = o.host ?? 'localhost';
  const calls = {
    signIn: [] as { email: string; password: string }[],
    completeSignIn: [] as { mfaToken: string; code: string }[],
    requestHandoff: [] as number[],
    loadTenants: 0,
    revokeSessions: 0,
    navigate: [] as { to: string; replace?: boolean }[],
    notify: [] as { message: string; variant: string }[],
    goToUrl: [] as string[],
    persistAuth: [] as unknown[],
    clearAuth: 0,
    /** What storage holds after persistAuth/clearAuth. */
    stored: null as unknown,
    persistTenant: [] as Tenant[],
    checkHost: [] as string[],
  };
  const machine = sessionMachine.provide({
    actors: {
      loadPersisted: fromPromise(async () => o.persisted ?? { auth: null, tenant: null }),
      signIn: fromPromise(async ({ input }: { input: { email: string; password: string } }) => {
        calls.signIn.push(input);
        return (o.signIn ?? (() => never<SignInAnswer>()))(input);
      }),
      exchangeHandoff: fromPromise(async ({ input }: { input: { code: string } }) => (o.exchangeHandoff ?? (() => never<string>()))(input)),
      completeSignIn: fromPromise(async ({ input }: { input: { mfaToken: string; code: string } }) => {
        calls.completeSignIn.push(input);
        return (o.completeSignIn ?? (() => never<SignInAnswer>()))(input);
      }),
      requestHandoff: fromPromise(async ({ input }: { input: { tenantId: number } }) => {
        calls.requestHandoff.push(input.tenantId);
        return (o.requestHandoff ?? (() => never<HandoffCode>()))(input);
      }),
      loadTenants: fromPromise(async () => {
        calls.loadTenants++;
        return (o.loadTenants ?? (() => never<Tenant[]>()))();
      }),
      revokeSessions: fromPromise(async () => {
        calls.revokeSessions++;
        return (o.revokeSessions ?? (() => never<void>()))();
      }),
      hostCheck: hostCheckMachine.provide({
        actors: {
          checkHost: fromPromise<{ is_valid?: unknown }, { host: string }>(async ({ input }) => {
            calls.checkHost.push(input.host);
            return { is_valid: true };
          }),
        },
      }),
    },
    actions: {
      navigate: (_, p) => void calls.navigate.push(p),
      notify: (_, p) => void calls.notify.push(p),
      goToUrl: (_, p) => void calls.goToUrl.push(p.url),
      persistAuth: (_, p) => {
        calls.persistAuth.push(p.auth);
        calls.stored = p.auth;
      },
      clearAuth: () => {
        calls.clearAuth++;
        calls.stored = null;
      },
      persistTenant: (_, p) => void calls.persistTenant.push(p.tenant),
    },
  });
  const actor = createActor(machine, {
    input: { host, localHost: o.localHost ?? host === 'localhost', protocol: 'http:', handoffPort: '5173' },
    clock,
  }).start();
  const until = (pred: (s: SnapshotFrom<typeof sessionMachine>) => boolean) => waitFor(actor, pred, { timeout: 1000 });
  return { actor, calls, until };
}

export const tokenFor = (u: DemoUser, ttlSeconds?: number) => makeToken(u, { now: T0, ttlSeconds });
export const signInAs = (u: DemoUser) => async () => tokenAnswer(tokenFor(u));
export const submit = { type: 'login.submit', email: ' Owner@Example.COM ', password: PASSWORD } as const;
export const messages = (calls: { notify: { message: string }[] }) => calls.notify.map((n) => n.message);
