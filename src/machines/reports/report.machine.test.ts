import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { createReportMachine, REPORT_TEXT, type DateRange } from './report.machine';
import { deferred } from '../../../test/promises';

type Report = { total: number };
const machine = createReportMachine<Report>();

function start(answer: (range: DateRange) => Promise<Report>, range: DateRange = { from: '2030-01-01', to: '2030-01-31' }) {
  const asked: DateRange[] = [];
  const exported = vi.fn();
  const actor = createActor(
    machine.provide({
      actors: { loadReport: fromPromise(({ input }) => (asked.push(input), answer(input))) },
      actions: { exportReport: (_, params) => exported(params) },
    }),
    { input: { range } },
  ).start();
  return { actor, asked, exported };
}

describe('report machine', () => {
  it('loads the report of its range and exports what it loaded', async () => {
    const answer = deferred<Report>();
    const { actor, asked, exported } = start(() => answer.promise);
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(actor.getSnapshot().can({ type: 'export' })).toBe(false);
    answer.resolve({ total: 3 });
    await waitFor(actor, (s) => s.hasTag('ready'));
    expect(asked).toEqual([{ from: '2030-01-01', to: '2030-01-31' }]);
    actor.send({ type: 'export' });
    expect(exported).toHaveBeenCalledWith({ report: { total: 3 }, range: { from: '2030-01-01', to: '2030-01-31' } });
  });

  it('loads again for a changed range, keeping the last report in view meanwhile', async () => {
    const second = deferred<Report>();
    let calls = 0;
    const { actor, asked } = start(() => (calls++ === 0 ? Promise.resolve({ total: 1 }) : second.promise));
    await waitFor(actor, (s) => s.hasTag('ready'));
    actor.send({ type: 'range.change', range: { from: '2030-01-15' } });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(actor.getSnapshot().context.report).toEqual({ total: 1 });
    second.resolve({ total: 2 });
    await waitFor(actor, (s) => s.hasTag('ready'));
    expect(asked.at(-1)).toEqual({ from: '2030-01-15', to: '2030-01-31' });
    expect(actor.getSnapshot().context.report).toEqual({ total: 2 });
  });

  it('asks nothing for a range that ends before it starts', async () => {
    const { actor, asked } = start(() => Promise.resolve({ total: 1 }));
    await waitFor(actor, (s) => s.hasTag('ready'));
    actor.send({ type: 'range.change', range: { to: '2029-12-31' } });
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe(REPORT_TEXT.badRange);
    expect(asked).toHaveLength(1);
  });

  it("shows a failure's message and loads again on retry", async () => {
    let calls = 0;
    const { actor } = start(() => (calls++ === 0 ? Promise.reject(new Error('Try later.')) : Promise.resolve({ total: 5 })));
    await waitFor(actor, (s) => s.hasTag('error'));
    expect(actor.getSnapshot().context.error).toBe('Try later.');
    actor.send({ type: 'retry' });
    await waitFor(actor, (s) => s.hasTag('ready'));
    expect([calls, actor.getSnapshot().context.report, actor.getSnapshot().context.error]).toEqual([2, { total: 5 }, null]);
  });

  it('refuses a role that may not read the report before asking for anything, and stays refused', async () => {
    const asked: DateRange[] = [];
    const actor = createActor(machine.provide({ actors: { loadReport: fromPromise(({ input }) => (asked.push(input), Promise.resolve({ total: 1 }))) } }), {
      input: { range: { from: '2030-01-01', to: '2030-01-31' }, role: 'staff', operation: 'getSpendReport' },
    }).start();
    expect(actor.getSnapshot().hasTag('refused')).toBe(true);
    expect(actor.getSnapshot().context.roleNote).toBe('Your role (staff) cannot do this. Ask an owner or a manager.');
    actor.send({ type: 'range.change', range: { from: '2030-01-15' } });
    expect(actor.getSnapshot().hasTag('refused')).toBe(true);
    expect(asked).toEqual([]);
  });

  it('loads for a role that may read it', async () => {
    const actor = createActor(machine.provide({ actors: { loadReport: fromPromise(async () => ({ total: 2 })) } }), {
      input: { range: { from: '', to: '' }, role: 'manager', operation: 'getSpendReport' },
    }).start();
    await waitFor(actor, (s) => s.hasTag('ready'));
    expect(actor.getSnapshot().context.report).toEqual({ total: 2 });
  });
});
