// The host check (spec section 2): on every path except /unauthorized the current host name is
// checked with the apex API's get-client-from-domain. Any error, a timeout (8000 ms) or is_valid
// not strictly true reports 'host.invalid' to the parent, which replaces the route with
// /unauthorized; a cancelled request is ignored. Paths arrive as 'location.changed' (the app sends
// one for every resolved location, the first as soon as the router starts); a new path cancels
// the check in flight. The first check waits until the page's first screen is drawn, 3 s at most:
// on a slow network the page's own calls go first, since this one opens a connection of its own to
// the apex (issue 25); later checks find the first screen long drawn and go at once. A check that
// fails while the browser is offline (`checkHost` rejects with an OfflineError) is no refusal: it
// is asked again 1 s after the connection returns (the browser can say it is online a moment
// before its requests go through), so a count sheet opened offline stays open (issue 25).
import { assign, fromPromise, sendParent, setup } from 'xstate';

export interface HostCheckInput {
  /** The current host name, without port. */
  host: string;
}

interface HostCheckContext extends HostCheckInput {
  /** The last path seen (null before the first). */
  pathname: string | null;
}

const UNCHECKED_PATH = '/unauthorized';
/** What `checkHost` rejects with when it failed because the browser is offline. */
export const OFFLINE_ERROR = 'OfflineError';
const named = (name: string) => (error: unknown) => typeof error === 'object' && error !== null && (error as { name?: unknown }).name === name;
const isOffline = named(OFFLINE_ERROR);
const isAbort = named('AbortError');

export const hostCheckMachine = setup({
  types: {
    context: {} as HostCheckContext,
    events: {} as { type: 'location.changed'; pathname: string },
    input: {} as HostCheckInput,
  },
  actors: {
    /** Resolves once the page's first screen is drawn (at once when there is none to wait for). */
    waitForFirstScreen: fromPromise<void>(async () => undefined),
    /** Resolves once the browser is online again. */
    whenOnline: fromPromise<void>(async () => undefined),
    /** The apex API's answer for a host name (no port); rejects on errors, with an AbortError when cancelled. */
    checkHost: fromPromise<{ is_valid?: unknown }, { host: string }>(async () => {
      throw new Error('checkHost not provided');
    }),
  },
  actions: {
    reportInvalid: sendParent({ type: 'host.invalid' }),
    assignPath: assign(({ event }) => ({ pathname: event.pathname })),
  },
  guards: {
    samePath: ({ context, event }) => event.pathname === context.pathname,
    leavesUnchecked: ({ event }) => event.pathname === UNCHECKED_PATH,
  },
  delays: { hostCheckTimeout: 8000, firstScreenPatience: 3000, reconnectPause: 1000 },
}).createMachine({
  id: 'hostCheck',
  context: ({ input }) => ({ host: input.host, pathname: null }),
  initial: 'idle',
  on: {
    'location.changed': [{ guard: 'samePath' }, { guard: 'leavesUnchecked', target: '.idle', actions: 'assignPath' }, { target: '.waiting', reenter: true, actions: 'assignPath' }],
  },
  states: {
    idle: {},
    waiting: {
      invoke: { src: 'waitForFirstScreen', onDone: 'checking', onError: 'checking' },
      after: { firstScreenPatience: 'checking' },
    },
    checking: {
      invoke: {
        src: 'checkHost',
        input: ({ context }) => ({ host: context.host }),
        onDone: [{ guard: ({ event }) => event.output?.is_valid === true, target: 'valid' }, { target: 'invalid' }],
        onError: [{ guard: ({ event }) => isAbort(event.error), target: 'idle' }, { guard: ({ event }) => isOffline(event.error), target: 'offline' }, { target: 'invalid' }],
      },
      after: { hostCheckTimeout: 'invalid' },
    },
    offline: { invoke: { src: 'whenOnline', onDone: 'reconnecting', onError: 'reconnecting' } },
    reconnecting: { after: { reconnectPause: 'checking' } },
    valid: {},
    invalid: { entry: 'reportInvalid' },
  },
});
