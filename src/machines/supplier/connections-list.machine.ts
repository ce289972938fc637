// The supplier's Connections screen (issue 21): its tenant's connections and the invitations it
// sent, loaded together. A failed load shows the server's detail with a retry. A row's step tells
// the list what changed without a reload: `connection.changed` a connection's new status,
// `invitation.changed` the invitation as the server answered it; `reload` fetches both again
// (after an accept, whose merchant record may be new).
import { assign, fromPromise, setup } from 'xstate';
import type { components } from '../../api/schema';
import { messageOf } from '../failure';

export type Connection = components['schemas']['Connection'];
type ConnectionSummary = components['schemas']['ConnectionSummary'];
export type Invitation = components['schemas']['Invitation'];

export interface ConnectionsAndInvitations {
  connections: Connection[];
  invitations: Invitation[];
}

export const LIST_MESSAGES = {
  loadFailed: 'Failed to load connections.',
} as const;

interface ConnectionsListContext extends ConnectionsAndInvitations {
  error: string | null;
  /** Loaded once: a reload keeps the rows on screen. */
  loaded: boolean;
}

const replaced = (rows: Invitation[], row: Invitation) => (rows.some((r) => r.id === row.id) ? rows.map((r) => (r.id === row.id ? row : r)) : [row, ...rows]);

export const connectionsListMachine = setup({
  types: {
    context: {} as ConnectionsListContext,
    events: {} as { type: 'reload' } | { type: 'connection.changed'; connection: ConnectionSummary } | { type: 'invitation.changed'; invitation: Invitation },
  },
  actors: {
    load: fromPromise<ConnectionsAndInvitations>(async () => {
      throw new Error('load is not provided');
    }),
  },
  actions: {
    notifyFailed: () => {},
  },
}).createMachine({
  id: 'connectionsList',
  context: { connections: [], invitations: [], error: null, loaded: false },
  initial: 'loading',
  states: {
    loading: {
      tags: 'loading',
      invoke: {
        src: 'load',
        onDone: { target: 'loaded', actions: assign(({ event }) => ({ ...event.output, error: null, loaded: true })) },
        onError: { target: 'failed', actions: [assign({ error: ({ event }) => messageOf(event.error, LIST_MESSAGES.loadFailed) }), 'notifyFailed'] },
      },
    },
    loaded: {
      on: {
        reload: 'loading',
        'connection.changed': {
          actions: assign({ connections: ({ context, event }) => context.connections.map((c) => (c.id === event.connection.id ? { ...c, status: event.connection.status } : c)) }),
        },
        'invitation.changed': { actions: assign({ invitations: ({ context, event }) => replaced(context.invitations, event.invitation) }) },
      },
    },
    failed: {
      tags: 'error',
      on: { reload: 'loading' },
    },
  },
});

export type ConnectionsListMachine = typeof connectionsListMachine;
