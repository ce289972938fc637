// One connection between a merchant tenant and a supplier tenant, seen from one side (decisions.md
// "Connections", @shared/connection-rules). Off-system (none, declined or archived) it may request a
// new one: `connection.choose` opens the partner search (the `partners` list while choosing) and
// `connection.request` asks the chosen tenant. A connection offers only what the rules allow the
// side: accept (mapped to a record), pause and resume at once; decline and archive after a
// confirmation. A 409 is an outcome, not a failure: its detail shows and the connection reloads.
// Supply `partners` (a list machine), `request`, `step`, `reload` and the `notifyDone` action.
import { assign, fromPromise, setup } from 'xstate';
import type { components } from '../../api/schema';
import { roleMay, type Role } from '../../lib/roles';
import { allowedConnectionActions, LIVE_STATUSES, type ConnectionAction, type ConnectionSide } from '../../lib/connection-rules';
import { messageOf } from '../failure';
import { createListMachine } from '../list.machine';

export type ConnectionSummary = components['schemas']['ConnectionSummary'];
/** A tenant of the other type that the partner search found. */
export interface PartnerChoice {
  id: number;
  name: string;
  domain: string;
}
export type { ConnectionAction, ConnectionSide };

/** What a request or a step answered: the connection after it, a 409 (`conflict`), or a refusal. */
export type ConnectionOutcome =
  { outcome: 'done'; connection: ConnectionSummary; partnerName: string | null } | { outcome: 'conflict'; message: string } | { outcome: 'refused'; message: string };

/** What `reload` answers: the record's connection now (null for none) and its partner's name. */
export interface ConnectionNow {
  connection: ConnectionSummary | null;
  partnerName: string | null;
}

export interface ConnectionInput {
  side: ConnectionSide;
  connection: ConnectionSummary | null;
  /** The side's own record of the partner (merchant supplier or merchant), null when there is none. */
  recordId?: number | null;
  partnerName?: string | null;
  /** The member's role: one that may not connect (staff, decisions.md "Roles") is offered no step. */
  role?: Role | null;
}

export interface StepInput {
  side: ConnectionSide;
  id: number;
  action: ConnectionAction;
  /** accept: the record to map the connection to (null: the server creates one); null for the other steps. */
  recordId: number | null;
}

export interface RequestInput {
  side: ConnectionSide;
  tenantId: number;
  recordId: number | null;
}

export interface ConnectionContext extends ConnectionNow {
  side: ConnectionSide;
  /** Whether the member's role may request or step connections. */
  may: boolean;
  recordId: number | null;
  /** The step waiting for its confirmation or its answer. */
  pending: { action: ConnectionAction; recordId: number | null } | null;
  /** Why the last step or request failed. */
  error: string | null;
  /** The 409's detail: someone changed the connection meanwhile; shown above the reloaded state. */
  conflict: string | null;
}

export type ConnectionEvent =
  | { type: 'connection.choose' }
  | { type: 'connection.close' }
  | { type: 'connection.request'; partner: PartnerChoice }
  | { type: 'connection.accept'; recordId?: number | null }
  | { type: 'connection.decline' }
  | { type: 'connection.pause' }
  | { type: 'connection.resume' }
  | { type: 'connection.archive' }
  | { type: 'confirm.yes' }
  | { type: 'confirm.no' };

/** The steps that wait for a confirmation in a dialog. */
export const CONFIRMED_ACTIONS: readonly ConnectionAction[] = ['decline', 'archive'];

export const CONNECTION_MESSAGES = {
  done: {
    request: 'Connection requested.',
    accept: 'Connection accepted.',
    decline: 'Connection declined.',
    pause: 'Connection paused.',
    resume: 'Connection resumed.',
    archive: 'Connection archived.',
  },
  failed: 'Failed to update the connection.',
  requestFailed: 'Failed to request the connection.',
  reloadFailed: 'Failed to reload the connection.',
} as const;

export type ConnectionDone = keyof typeof CONNECTION_MESSAGES.done;

const isLive = (c: ConnectionSummary | null) => c !== null && LIVE_STATUSES.includes(c.status);

export const connectionMachine = setup({
  types: {
    context: {} as ConnectionContext,
    events: {} as ConnectionEvent,
    input: {} as ConnectionInput,
  },
  actors: {
    partners: createListMachine<PartnerChoice>(),
    request: fromPromise<ConnectionOutcome, RequestInput>(async () => {
      throw new Error('request is not provided');
    }),
    step: fromPromise<ConnectionOutcome, StepInput>(async () => {
      throw new Error('step is not provided');
    }),
    reload: fromPromise<ConnectionNow, { side: ConnectionSide; recordId: number | null; id: number | null }>(async () => {
      throw new Error('reload is not provided');
    }),
  },
  actions: {
    notifyDone: (_, _params: { action: ConnectionDone; connection: ConnectionSummary }) => {},
    clear: assign({ error: null, conflict: null }),
    // An accept maps to the record the event names, else to the machine's own record.
    hold: assign(({ context, event }) => {
      const action = event.type.replace('connection.', '') as ConnectionAction;
      const recordId = event.type === 'connection.accept' && event.recordId !== undefined ? event.recordId : context.recordId;
      return { pending: { action, recordId: action === 'accept' ? recordId : null }, error: null, conflict: null };
    }),
  },
  guards: {
    mayRequest: ({ context }) => context.may && !isLive(context.connection),
    allowed: ({ context }, { action }: { action: ConnectionAction }) =>
      context.may && context.connection !== null && allowedConnectionActions(context.connection, context.side).includes(action),
    confirmed: ({ context }) => context.pending !== null && CONFIRMED_ACTIONS.includes(context.pending.action),
    done: (_, output: ConnectionOutcome) => output.outcome === 'done',
    conflict: (_, output: ConnectionOutcome) => output.outcome === 'conflict',
  },
}).createMachine({
  id: 'connection',
  context: ({ input }) => ({
    side: input.side,
    connection: input.connection,
    recordId: input.recordId ?? null,
    partnerName: input.partnerName ?? null,
    may: roleMay(input.role ?? 'owner', 'requestConnection') && roleMay(input.role ?? 'owner', 'acceptConnection'),
    pending: null,
    error: null,
    conflict: null,
  }),
  initial: 'ready',
  states: {
    ready: {
      on: {
        'connection.choose': { guard: 'mayRequest', target: 'choosing', actions: 'clear' },
        'connection.accept': { guard: { type: 'allowed', params: { action: 'accept' } }, target: 'stepping', actions: 'hold' },
        'connection.pause': { guard: { type: 'allowed', params: { action: 'pause' } }, target: 'stepping', actions: 'hold' },
        'connection.resume': { guard: { type: 'allowed', params: { action: 'resume' } }, target: 'stepping', actions: 'hold' },
        'connection.decline': { guard: { type: 'allowed', params: { action: 'decline' } }, target: 'confirming', actions: 'hold' },
        'connection.archive': { guard: { type: 'allowed', params: { action: 'archive' } }, target: 'confirming', actions: 'hold' },
      },
    },
    choosing: {
      tags: 'choosing',
      // The search lives while the partner is chosen, so its results stay during the request.
      invoke: { id: 'partners', src: 'partners', input: { debounceMs: 300 } },
      initial: 'picking',
      states: {
        picking: {
          on: {
            'connection.request': { target: 'requesting', actions: assign({ error: null }) },
            'connection.close': { target: '#connection.ready', actions: assign({ error: null }) },
          },
        },
        requesting: {
          tags: 'working',
          invoke: {
            src: 'request',
            input: ({ context, event }) => ({ side: context.side, recordId: context.recordId, tenantId: (event as { partner: PartnerChoice }).partner.id }),
            onDone: [
              {
                guard: { type: 'done', params: ({ event }) => event.output },
                target: '#connection.ready',
                actions: [
                  { type: 'notifyDone', params: ({ event }) => ({ action: 'request' as const, connection: (event.output as { connection: ConnectionSummary }).connection }) },
                  assign(({ event }) => (event.output.outcome === 'done' ? { connection: event.output.connection, partnerName: event.output.partnerName } : {})),
                ],
              },
              { guard: { type: 'conflict', params: ({ event }) => event.output }, target: '#connection.reloading', actions: assign({ conflict: ({ event }) => messageOf(event.output) }) },
              { target: 'picking', actions: assign({ error: ({ event }) => messageOf(event.output, CONNECTION_MESSAGES.requestFailed) }) },
            ],
            onError: { target: 'picking', actions: assign({ error: ({ event }) => messageOf(event.error, CONNECTION_MESSAGES.requestFailed) }) },
          },
        },
      },
    },
    confirming: {
      tags: 'confirming',
      on: {
        'confirm.yes': { target: 'stepping', actions: assign({ error: null }) },
        'confirm.no': { target: 'ready', actions: assign({ pending: null, error: null }) },
      },
    },
    stepping: {
      invoke: {
        src: 'step',
        input: ({ context }) => ({ side: context.side, id: context.connection!.id, action: context.pending!.action, recordId: context.pending!.recordId }),
        onDone: [
          {
            guard: { type: 'done', params: ({ event }) => event.output },
            target: 'ready',
            actions: [
              { type: 'notifyDone', params: ({ context, event }) => ({ action: context.pending!.action, connection: (event.output as { connection: ConnectionSummary }).connection }) },
              assign(({ context, event }) =>
                event.output.outcome === 'done' ? { connection: event.output.connection, partnerName: event.output.partnerName ?? context.partnerName, pending: null } : {},
              ),
            ],
          },
          { guard: { type: 'conflict', params: ({ event }) => event.output }, target: 'reloading', actions: assign({ conflict: ({ event }) => messageOf(event.output), pending: null }) },
          { guard: 'confirmed', target: 'confirming', actions: assign({ error: ({ event }) => messageOf(event.output, CONNECTION_MESSAGES.failed) }) },
          { target: 'ready', actions: assign({ error: ({ event }) => messageOf(event.output, CONNECTION_MESSAGES.failed), pending: null }) },
        ],
        onError: [
          { guard: 'confirmed', target: 'confirming', actions: assign({ error: ({ event }) => messageOf(event.error, CONNECTION_MESSAGES.failed) }) },
          { target: 'ready', actions: assign({ error: ({ event }) => messageOf(event.error, CONNECTION_MESSAGES.failed), pending: null }) },
        ],
      },
      // The tags say whether the confirmation dialog stays open (busy) while the step runs.
      initial: 'start',
      states: {
        start: { always: [{ guard: 'confirmed', target: 'confirmed' }, { target: 'direct' }] },
        confirmed: { tags: ['confirming', 'working'] },
        direct: { tags: 'working' },
      },
    },
    reloading: {
      tags: 'working',
      invoke: {
        src: 'reload',
        input: ({ context }) => ({ side: context.side, recordId: context.recordId, id: context.connection?.id ?? null }),
        onDone: { target: 'ready', actions: assign(({ event }) => ({ connection: event.output.connection, partnerName: event.output.partnerName })) },
        onError: { target: 'ready', actions: assign({ error: ({ event }) => messageOf(event.error, CONNECTION_MESSAGES.reloadFailed) }) },
      },
    },
  },
});

export type ConnectionMachine = typeof connectionMachine;
