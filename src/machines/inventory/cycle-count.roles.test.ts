// The cycle-count machine's role guards (decisions.md "Roles"): a staff member enters and saves
// counts and adds missing lines, but cannot finalize, post, reopen or archive the count.
import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { editing, startCycleCount } from '../../../test/machines/cycle-count-harness';

describe('a staff member', () => {
  it('counts and saves, and adds missing lines', async () => {
    const h = startCycleCount({ role: 'staff' });
    await editing(h);
    expect(h.actor.getSnapshot().context.may).toEqual({ finalize: false, post: false, reopen: false, archive: false });
    h.actor.send({ type: 'line.count', lineId: 2, counted: 3 });
    h.actor.send({ type: 'counts.save' });
    await waitFor(h.actor, (s) => s.matches({ open: { work: 'editing' } }) && s.context.summary.edited === 0);
    expect(h.callNames()).toContain('saveLines');
    expect(h.actor.getSnapshot().can({ type: 'lines.addMissing' })).toBe(true);
  });

  it('cannot finalize or archive an OPEN count: nothing is called', async () => {
    const h = startCycleCount({ role: 'staff' });
    await editing(h);
    for (const type of ['finalize.request', 'archive.request'] as const) {
      expect(h.actor.getSnapshot().can({ type })).toBe(false);
      h.actor.send({ type });
    }
    expect(h.actor.getSnapshot().hasTag('editable')).toBe(true);
    expect(h.callNames()).not.toContain('finalize');
    expect(h.child('archive')).toBeUndefined();
  });

  it('cannot post or reopen a FINALIZED count', async () => {
    const h = startCycleCount({ role: 'staff', status: 'FINALIZED' });
    await waitFor(h.actor, (s) => s.matches('finalized'));
    for (const type of ['post.request', 'reopen.request'] as const) {
      expect(h.actor.getSnapshot().can({ type })).toBe(false);
      h.actor.send({ type });
    }
    expect(h.actor.getSnapshot().matches({ finalized: 'idle' })).toBe(true);
  });
});

describe('a manager', () => {
  it('may do all of it', async () => {
    const h = startCycleCount({ role: 'manager', status: 'FINALIZED' });
    await waitFor(h.actor, (s) => s.matches('finalized'));
    expect(h.actor.getSnapshot().context.may).toEqual({ finalize: true, post: true, reopen: true, archive: true });
    h.actor.send({ type: 'post.request' });
    expect(h.actor.getSnapshot().hasTag('confirmPost')).toBe(true);
  });
});
