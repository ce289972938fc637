import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { apiFailure } from '../../../test/api-failure';
import { connectionsListMachine, type Connection, type ConnectionsAndInvitations, type Invitation } from './connections-list.machine';

const NOW = '2026-11-25T12:00:00Z';
const bistro: Connection = {
  id: 1,
  status: 'ACTIVE',
  partner: { id: 3, name: 'Corner Bistro', domain: 'bistro.localhost', type: 'merchant' },
  requested_by: 'merchant',
  created_at: NOW,
  updated_at: NOW,
  merchant_supplier_id: null,
  merchant_id: 1,
};
const invited: Invitation = {
  id: 4,
  email: 'hi@mill.example',
  name: 'Old Mill Diner',
  status: 'pending',
  role: 'merchant',
  created_at: NOW,
  expires_at: NOW,
  accepted_at: null,
  merchant_supplier_id: null,
  merchant_id: 5,
};

function start(load: () => Promise<ConnectionsAndInvitations>) {
  const failed: string[] = [];
  const machine = connectionsListMachine.provide({
    actors: { load: fromPromise(load) },
    actions: { notifyFailed: ({ context }) => void failed.push(context.error!) },
  });
  return { actor: createActor(machine).start(), failed };
}

describe('the Connections screen list', () => {
  it('loads the connections and the invitations together, and puts a changed row in place', async () => {
    const { actor } = start(async () => ({ connections: [bistro], invitations: [invited] }));
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(actor.getSnapshot().context).toMatchObject({ connections: [bistro], invitations: [invited], error: null });
    actor.send({ type: 'connection.changed', connection: { id: 1, status: 'PAUSED', requested_by: 'merchant' } });
    actor.send({ type: 'invitation.changed', invitation: { ...invited, status: 'revoked' } });
    expect(actor.getSnapshot().context.connections).toEqual([{ ...bistro, status: 'PAUSED' }]);
    expect(actor.getSnapshot().context.invitations).toEqual([{ ...invited, status: 'revoked' }]);
  });

  it("a failed load keeps the server's detail, tells the screen, and reloads on retry", async () => {
    let calls = 0;
    const { actor, failed } = start(() => (++calls === 1 ? Promise.reject(apiFailure(503, { detail: 'Try again later.' })) : Promise.resolve({ connections: [bistro], invitations: [] })));
    await waitFor(actor, (s) => s.hasTag('error'));
    expect(actor.getSnapshot().context.error).toBe('Try again later.');
    expect(failed).toEqual(['Try again later.']);
    actor.send({ type: 'reload' });
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(actor.getSnapshot().context).toMatchObject({ connections: [bistro], error: null });
  });
});
