// The connection machine from either side: what the rules offer in each state, the request through
// the partner search, steps with and without a confirmation, and a 409 as an outcome that reloads.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor, type ActorRefFrom } from 'xstate';
import { apiFailure } from '../../../test/api-failure';
import { deferred } from '../../../test/promises';
import { createListMachine, type ListMachine, type ListPage } from '../list.machine';
import {
  connectionMachine,
  type ConnectionEvent,
  type ConnectionInput,
  type ConnectionNow,
  type ConnectionOutcome,
  type ConnectionSummary,
  type PartnerChoice,
  type RequestInput,
  type StepInput,
} from './connection.machine';

const FRESH: PartnerChoice = { id: 7, name: 'Fresh Farms', domain: 'freshfarms.localhost' };
const summary = (status: ConnectionSummary['status'], requested_by: ConnectionSummary['requested_by'] = 'merchant'): ConnectionSummary => ({ id: 3, status, requested_by });
const done = (connection: ConnectionSummary, partnerName: string | null = 'Fresh Farms'): ConnectionOutcome => ({ outcome: 'done', connection, partnerName });

interface Stubs {
  request?: (input: RequestInput) => Promise<ConnectionOutcome>;
  step?: (input: StepInput) => Promise<ConnectionOutcome>;
  reload?: () => Promise<ConnectionNow>;
}

function start(input: ConnectionInput, stubs: Stubs = {}) {
  const search = vi.fn(async (): Promise<ListPage<PartnerChoice>> => ({ rows: [FRESH], count: 1 }));
  const request = vi.fn(stubs.request ?? (async () => done(summary('INVITED'))));
  const step = vi.fn(stubs.step ?? (async ({ action }: StepInput) => done(summary(action === 'pause' ? 'PAUSED' : action === 'archive' ? 'ARCHIVED' : 'ACTIVE'))));
  const reload = vi.fn(stubs.reload ?? (async () => ({ connection: summary('ACTIVE'), partnerName: 'Fresh Farms' })));
  const notifyDone = vi.fn();
  const machine = connectionMachine.provide({
    actors: {
      partners: createListMachine<PartnerChoice>().provide({ actors: { fetchPage: fromPromise(() => search()) } }),
      request: fromPromise(({ input }) => request(input)),
      step: fromPromise(({ input }) => step(input)),
      reload: fromPromise(() => reload()),
    },
    actions: { notifyDone: (_, params) => notifyDone(params.action, params.connection.status) },
  });
  const actor = createActor(machine, { input }).start();
  const can = (event: ConnectionEvent) => actor.getSnapshot().can(event);
  return { actor, search, request, step, reload, notifyDone, can };
}

const ALL: ConnectionEvent[] = [
  { type: 'connection.choose' },
  { type: 'connection.accept' },
  { type: 'connection.decline' },
  { type: 'connection.pause' },
  { type: 'connection.resume' },
  { type: 'connection.archive' },
];
const offered = (can: (e: ConnectionEvent) => boolean) => ALL.filter(can).map((e) => e.type.replace('connection.', ''));

describe('what each state offers', () => {
  it.each([
    ['none', null, 'merchant', ['choose']],
    ['declined', summary('DECLINED'), 'merchant', ['choose', 'archive']],
    ['archived', summary('ARCHIVED'), 'merchant', ['choose']],
    ['requested by this side', summary('INVITED', 'merchant'), 'merchant', ['archive']],
    ['requested by the other side', summary('INVITED', 'supplier'), 'merchant', ['accept', 'decline', 'archive']],
    ['requested by the merchant, seen by the supplier', summary('INVITED', 'merchant'), 'supplier', ['accept', 'decline', 'archive']],
    ['active', summary('ACTIVE'), 'supplier', ['pause', 'archive']],
    ['paused', summary('PAUSED'), 'merchant', ['resume', 'archive']],
  ] as const)('%s', (_, connection, side, actions) => {
    const { can } = start({ side, connection });
    expect(offered(can)).toEqual(actions);
  });
});

describe('requesting a connection', () => {
  it('searches partners while choosing, requests the chosen one for the record and holds the INVITED connection', async () => {
    const answer = deferred<ConnectionOutcome>();
    const { actor, search, request, notifyDone, can } = start({ side: 'merchant', connection: null, recordId: 4 }, { request: () => answer.promise });
    actor.send({ type: 'connection.choose' });
    expect(actor.getSnapshot().hasTag('choosing')).toBe(true);
    await waitFor(actor.getSnapshot().children.partners as ActorRefFrom<ListMachine<PartnerChoice>>, (s) => s.hasTag('ready'));
    expect(search).toHaveBeenCalledTimes(1);
    actor.send({ type: 'connection.request', partner: FRESH });
    expect(request).toHaveBeenCalledWith({ side: 'merchant', tenantId: 7, recordId: 4 });
    expect(actor.getSnapshot().hasTag('working')).toBe(true);
    // Not closed while the request runs: its answer must land.
    expect(can({ type: 'connection.close' })).toBe(false);
    answer.resolve(done(summary('INVITED')));
    await waitFor(actor, (s) => !s.hasTag('choosing'));
    expect(actor.getSnapshot().context).toMatchObject({ connection: summary('INVITED'), partnerName: 'Fresh Farms', error: null });
    expect(notifyDone).toHaveBeenCalledWith('request', 'INVITED');
    expect(offered(can)).toEqual(['archive']);
  });

  it('a refused request stays in the search with the reason; a thrown one too; close leaves it', async () => {
    const { actor, request } = start({ side: 'merchant', connection: null, recordId: 4 }, { request: async () => ({ outcome: 'refused', message: 'Fresh Farms is not a supplier.' }) });
    actor.send({ type: 'connection.choose' });
    actor.send({ type: 'connection.request', partner: FRESH });
    await waitFor(actor, (s) => s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('Fresh Farms is not a supplier.');
    expect(actor.getSnapshot().hasTag('choosing')).toBe(true);
    request.mockImplementationOnce(() => Promise.reject(apiFailure(0, undefined, 'Network error.')));
    actor.send({ type: 'connection.request', partner: FRESH });
    expect(actor.getSnapshot().context.error).toBeNull();
    await waitFor(actor, (s) => s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('Network error.');
    actor.send({ type: 'connection.close' });
    expect(actor.getSnapshot().hasTag('choosing')).toBe(false);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('a request that meets a live connection (409) shows the detail and reloads the connection', async () => {
    const { actor, reload } = start(
      { side: 'merchant', connection: null, recordId: 4 },
      {
        request: async () => ({ outcome: 'conflict', message: 'This supplier already has a live connection.' }),
        reload: async () => ({ connection: summary('INVITED', 'supplier'), partnerName: 'Fresh Farms' }),
      },
    );
    actor.send({ type: 'connection.choose' });
    actor.send({ type: 'connection.request', partner: FRESH });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context).toMatchObject({ conflict: 'This supplier already has a live connection.', connection: summary('INVITED', 'supplier') });
  });
});

describe('steps on a connection', () => {
  it("accept without a record named maps to the machine's own record", async () => {
    const { actor, step } = start({ side: 'merchant', connection: summary('INVITED', 'supplier'), recordId: 4 });
    actor.send({ type: 'connection.accept' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(step).toHaveBeenCalledWith({ side: 'merchant', id: 3, action: 'accept', recordId: 4 });
  });

  it('accept maps to the record given (or none) and needs no confirmation', async () => {
    const { actor, step, notifyDone } = start({ side: 'supplier', connection: summary('INVITED', 'merchant'), recordId: null });
    actor.send({ type: 'connection.accept', recordId: 12 });
    expect(actor.getSnapshot().hasTag('working')).toBe(true);
    expect(actor.getSnapshot().hasTag('confirming')).toBe(false);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(step).toHaveBeenCalledWith({ side: 'supplier', id: 3, action: 'accept', recordId: 12 });
    expect(notifyDone).toHaveBeenCalledWith('accept', 'ACTIVE');
    expect(actor.getSnapshot().context.connection?.status).toBe('ACTIVE');
  });

  it('pause and resume at once; a refusal shows its reason and the connection stays', async () => {
    const { actor, step, notifyDone } = start({ side: 'merchant', connection: summary('ACTIVE'), recordId: 4, partnerName: 'Fresh Farms' });
    actor.send({ type: 'connection.pause' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.connection?.status).toBe('PAUSED');
    expect(notifyDone).toHaveBeenCalledWith('pause', 'PAUSED');
    step.mockImplementationOnce(async () => ({ outcome: 'refused', message: 'Not allowed.' }));
    actor.send({ type: 'connection.resume' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context).toMatchObject({ error: 'Not allowed.', pending: null, connection: { status: 'PAUSED' } });
    step.mockImplementationOnce(() => Promise.reject(apiFailure(0, undefined, 'Network error.')));
    actor.send({ type: 'connection.resume' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.error).toBe('Network error.');
  });

  it('archive (cancel request) waits for a confirmation; No leaves it; Yes archives with the dialog open and busy', async () => {
    const answer = deferred<ConnectionOutcome>();
    const { actor, step, notifyDone, can } = start({ side: 'merchant', connection: summary('INVITED'), recordId: 4 }, { step: () => answer.promise });
    actor.send({ type: 'connection.archive' });
    expect(actor.getSnapshot().hasTag('confirming')).toBe(true);
    actor.send({ type: 'confirm.no' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(step).not.toHaveBeenCalled();
    actor.send({ type: 'connection.archive' });
    actor.send({ type: 'confirm.yes' });
    expect(actor.getSnapshot().hasTag('confirming')).toBe(true);
    expect(actor.getSnapshot().hasTag('working')).toBe(true);
    expect(can({ type: 'confirm.no' })).toBe(false);
    answer.resolve(done(summary('ARCHIVED'), null));
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context).toMatchObject({ connection: { status: 'ARCHIVED' }, pending: null });
    expect(notifyDone).toHaveBeenCalledWith('archive', 'ARCHIVED');
    expect(offered(can)).toEqual(['choose']);
  });

  it('a refused decline stays in its confirmation with the reason; a thrown one too', async () => {
    const { actor, step } = start({ side: 'merchant', connection: summary('INVITED', 'supplier') }, { step: async () => ({ outcome: 'refused', message: 'Try again later.' }) });
    actor.send({ type: 'connection.decline' });
    actor.send({ type: 'confirm.yes' });
    await waitFor(actor, (s) => s.context.error !== null);
    expect(actor.getSnapshot().matches('confirming')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('Try again later.');
    step.mockImplementationOnce(() => Promise.reject(new Error('Lost.')));
    actor.send({ type: 'confirm.yes' });
    await waitFor(actor, (s) => s.context.error !== null);
    expect(actor.getSnapshot().matches('confirming')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('Lost.');
  });

  it('a 409 is an outcome: its detail shows and the connection is reloaded (a failed reload says so)', async () => {
    const { actor, reload } = start(
      { side: 'merchant', connection: summary('ACTIVE'), recordId: 4 },
      {
        step: async () => ({ outcome: 'conflict', message: 'A connection that is archived cannot be paused.' }),
        reload: async () => ({ connection: summary('ARCHIVED'), partnerName: null }),
      },
    );
    actor.send({ type: 'connection.pause' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context).toMatchObject({ conflict: 'A connection that is archived cannot be paused.', connection: { status: 'ARCHIVED' }, partnerName: null });

    // The next action clears it.
    actor.send({ type: 'connection.choose' });
    expect(actor.getSnapshot().context.conflict).toBeNull();
    actor.send({ type: 'connection.close' });
    const other = start(
      { side: 'merchant', connection: summary('ACTIVE') },
      { step: async () => ({ outcome: 'conflict', message: 'Changed.' }), reload: () => Promise.reject(new Error('Server error.')) },
    );
    other.actor.send({ type: 'connection.pause' });
    await waitFor(other.actor, (s) => s.matches('ready'));
    expect(other.actor.getSnapshot().context).toMatchObject({ conflict: 'Changed.', error: 'Server error.', connection: { status: 'ACTIVE' } });
  });
});

describe('connection machine by role (decisions.md "Roles")', () => {
  it('offers a staff member no request and no step', () => {
    const { actor } = start({ side: 'supplier', connection: summary('INVITED', 'merchant'), recordId: 4, role: 'staff' });
    const s = actor.getSnapshot();
    expect(s.can({ type: 'connection.accept' })).toBe(false);
    expect(s.can({ type: 'connection.decline' })).toBe(false);
    const none = start({ side: 'merchant', connection: null, recordId: 4, role: 'staff' }).actor;
    expect(none.getSnapshot().can({ type: 'connection.choose' })).toBe(false);
  });

  it('offers a manager the same as an owner', () => {
    const { actor } = start({ side: 'supplier', connection: summary('INVITED', 'merchant'), recordId: 4, role: 'manager' });
    expect(actor.getSnapshot().can({ type: 'connection.accept' })).toBe(true);
    expect(start({ side: 'merchant', connection: null, recordId: 4, role: 'manager' }).actor.getSnapshot().can({ type: 'connection.choose' })).toBe(true);
  });
});
