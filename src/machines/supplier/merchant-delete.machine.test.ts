import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { deferred } from '../../../test/promises';
import { MESSAGES, merchantDeleteMachine, type MerchantRef } from './merchant-delete.machine';

const bistro: MerchantRef = { id: 3, merchant_name: 'Corner Bistro' };

function start() {
  const answer = deferred<void>();
  const deleted = vi.fn((_target: MerchantRef) => answer.promise);
  const removeRow = vi.fn();
  const failed = vi.fn();
  const machine = merchantDeleteMachine.provide({
    actors: { perform: fromPromise(({ input }: { input: { target: MerchantRef } }) => deleted(input.target)) },
    actions: { onDone: (_, { target }) => removeRow(target.id), onFailed: ({ context }) => failed(context.error) },
  });
  return { actor: createActor(machine, { input: {} }).start(), answer, deleted, removeRow, failed };
}

describe('merchant delete (confirm machine)', () => {
  it('asks with the merchant name, deletes on confirm and removes the row', async () => {
    const { actor, answer, deleted, removeRow } = start();
    actor.send({ type: 'confirm.open', target: bistro });
    expect(MESSAGES.question(actor.getSnapshot().context.target!)).toBe('Are you sure you want to delete Corner Bistro?');
    expect(deleted).not.toHaveBeenCalled();
    actor.send({ type: 'confirm.yes' });
    expect(deleted).toHaveBeenCalledWith(bistro);
    expect(actor.getSnapshot().hasTag('working')).toBe(true);
    answer.resolve();
    await waitFor(actor, (s) => !s.hasTag('open'));
    expect(removeRow).toHaveBeenCalledWith(3);
  });

  it('cancel closes without deleting', () => {
    const { actor, deleted, removeRow } = start();
    actor.send({ type: 'confirm.open', target: bistro });
    actor.send({ type: 'confirm.no' });
    expect(actor.getSnapshot().hasTag('open')).toBe(false);
    expect(deleted).not.toHaveBeenCalled();
    expect(removeRow).not.toHaveBeenCalled();
  });

  it("stays open with the server's detail when the delete fails, and keeps the row", async () => {
    const { actor, answer, removeRow, failed } = start();
    actor.send({ type: 'confirm.open', target: bistro });
    actor.send({ type: 'confirm.yes' });
    answer.reject({ message: 'You do not have permission to perform this action.' });
    await waitFor(actor, (s) => !s.hasTag('working'));
    expect(actor.getSnapshot().hasTag('open')).toBe(true);
    expect(failed).toHaveBeenCalledWith('You do not have permission to perform this action.');
    expect(removeRow).not.toHaveBeenCalled();
  });
});
