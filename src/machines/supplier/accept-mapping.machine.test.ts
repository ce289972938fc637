import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { apiFailure } from '../../../test/api-failure';
import { merchant } from '../../../test/msw/supplier-area';
import type { components } from '../../api/schema';
import { acceptMappingMachine } from './accept-mapping.machine';

const merchants: components['schemas']['Merchant'][] = [
  merchant({ id: 1, merchant_name: 'Corner Bistro', connection: { id: 9, status: 'ACTIVE', requested_by: 'merchant' } }),
  merchant({ id: 2, merchant_name: 'harbor cafe ', connection: { id: 8, status: 'ARCHIVED', requested_by: 'merchant' } }),
  merchant({ id: 3, merchant_name: 'Sunrise Bakery' }),
];

function start(load: () => Promise<typeof merchants>, partnerName = 'Harbor Cafe') {
  const confirmed: (number | null)[] = [];
  const machine = acceptMappingMachine.provide({
    actors: { loadMerchants: fromPromise(load) },
    actions: { confirmed: (_, { recordId }) => void confirmed.push(recordId) },
  });
  return { actor: createActor(machine, { input: { partnerName } }).start(), confirmed };
}

describe('accepting a request: which merchant record', () => {
  it('offers the records not tied to a live connection, the one named as the partner first', async () => {
    const { actor, confirmed } = start(async () => merchants);
    actor.send({ type: 'accept.open' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await waitFor(actor, (s) => s.matches({ open: 'choosing' }));
    expect(actor.getSnapshot().context.merchants).toEqual([
      { id: 2, merchant_name: 'harbor cafe ' },
      { id: 3, merchant_name: 'Sunrise Bakery' },
    ]);
    expect(actor.getSnapshot().context.choice).toBe(2);
    actor.send({ type: 'accept.choose', merchantId: 3 });
    actor.send({ type: 'accept.confirm' });
    expect(confirmed).toEqual([3]);
    expect(actor.getSnapshot().hasTag('open')).toBe(false);
  });

  it('creates a new record when none is chosen; a record it does not offer cannot be chosen', async () => {
    const { actor, confirmed } = start(async () => merchants, 'Old Mill Diner');
    actor.send({ type: 'accept.open' });
    await waitFor(actor, (s) => s.matches({ open: 'choosing' }));
    expect(actor.getSnapshot().context.choice).toBeNull();
    actor.send({ type: 'accept.choose', merchantId: 1 });
    expect(actor.getSnapshot().context.choice).toBeNull();
    actor.send({ type: 'accept.choose', merchantId: 3 });
    actor.send({ type: 'accept.choose', merchantId: null });
    actor.send({ type: 'accept.confirm' });
    expect(confirmed).toEqual([null]);
  });

  it("a failed load shows the server's detail and retries; Cancel closes without accepting", async () => {
    let calls = 0;
    const { actor, confirmed } = start(() => (++calls === 1 ? Promise.reject(apiFailure(503, { detail: 'Try again later.' })) : Promise.resolve(merchants)));
    actor.send({ type: 'accept.open' });
    await waitFor(actor, (s) => s.hasTag('error'));
    expect(actor.getSnapshot().context.error).toBe('Try again later.');
    actor.send({ type: 'accept.confirm' });
    expect(confirmed).toEqual([]);
    actor.send({ type: 'retry' });
    await waitFor(actor, (s) => s.matches({ open: 'choosing' }));
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'accept.cancel' });
    expect(actor.getSnapshot().matches('closed')).toBe(true);
    expect(confirmed).toEqual([]);
  });
});
