import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { createScanMachine, SCAN_TEXT } from './scan.machine';
import { deferred } from '../../test/promises';

interface Line {
  id: number;
}

function start(known: Record<string, Line>) {
  const found = vi.fn();
  const settled = vi.fn();
  const lookup = vi.fn(async ({ input }: { input: { code: string } }): Promise<Line | null> => known[input.code] ?? null);
  const actor = createActor(createScanMachine<Line>().provide({ actors: { lookup: fromPromise(lookup) }, actions: { found: (_, params) => found(params), settled } })).start();
  return { actor, found, lookup, settled };
}
const settled = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => !s.hasTag('looking'));

describe('scan machine', () => {
  it('takes Enter on a barcode-shaped text as a scan and hands the match on', async () => {
    const { actor, found } = start({ '2000000010052': { id: 7 } });
    actor.send({ type: 'scan.enter', text: ' 2000000010052 ' });
    expect(actor.getSnapshot().hasTag('looking')).toBe(true);
    await settled(actor);
    expect(found).toHaveBeenCalledWith({ code: '2000000010052', match: { id: 7 } });
    expect(actor.getSnapshot().context.message).toBeNull();
  });

  it('ignores Enter on other text: a name, a SKU, too few digits', () => {
    const { actor, lookup } = start({});
    for (const text of ['milk', 'DAI-MLK-01', '12345', '']) actor.send({ type: 'scan.enter', text });
    expect(lookup).not.toHaveBeenCalled();
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('says an unknown code, with the code, until the next scan finds one', async () => {
    const h = start({ '96385074': { id: 1 } });
    const { actor, found } = h;
    actor.send({ type: 'scan.enter', text: '0123456789012' });
    await settled(actor);
    expect(actor.getSnapshot().context.message).toBe('No product with barcode 0123456789012.');
    expect(found).not.toHaveBeenCalled();
    expect(h.settled).toHaveBeenCalledTimes(1);
    actor.send({ type: 'scan.enter', text: '96385074' });
    await settled(actor);
    expect(actor.getSnapshot().context.message).toBeNull();
    expect(found).toHaveBeenCalledTimes(1);
    expect(h.settled).toHaveBeenCalledTimes(2);
  });

  it('finds nothing when the lookup fails', async () => {
    const failing = deferred<Line | null>();
    const actor = createActor(createScanMachine<Line>().provide({ actors: { lookup: fromPromise(() => failing.promise) } })).start();
    actor.send({ type: 'scan.enter', text: '96385074' });
    failing.reject(new Error('offline'));
    await settled(actor);
    expect(actor.getSnapshot().context.message).toBe(SCAN_TEXT.unknown('96385074'));
  });

  it('opens the camera, closes it on a code and looks the code up', async () => {
    const { actor, found } = start({ '4006381333931': { id: 3 } });
    actor.send({ type: 'camera.open' });
    expect(actor.getSnapshot().hasTag('camera')).toBe(true);
    actor.send({ type: 'camera.code', code: '4006381333931' });
    expect(actor.getSnapshot().hasTag('camera')).toBe(false);
    await settled(actor);
    expect(found).toHaveBeenCalledWith({ code: '4006381333931', match: { id: 3 } });
  });

  it('closes the camera on Cancel, and says why when it cannot open', () => {
    const { actor } = start({});
    actor.send({ type: 'camera.open' });
    actor.send({ type: 'camera.close' });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'camera.open' });
    actor.send({ type: 'camera.failed', message: SCAN_TEXT.cameraFailed });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.message).toBe(SCAN_TEXT.cameraFailed);
    // A code read after the camera closed is not a scan.
    actor.send({ type: 'camera.code', code: '4006381333931' });
    expect(actor.getSnapshot().value).toBe('idle');
  });
});
