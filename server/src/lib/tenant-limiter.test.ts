import { describe, expect, it } from 'vitest';
import { HttpError } from './errors';
import { TenantLimiter } from './tenant-limiter';

/** A promise the test settles by hand. */
function deferred<T = void>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

/** Lets every promise callback that can run, run (no timers involved). */
const settle = () => new Promise<void>((r) => setImmediate(r));

describe('TenantLimiter', () => {
  it('runs two calls of a tenant at once, queues the next ones in order and refuses past the queue with 429', async () => {
    const limiter = new TenantLimiter({ concurrent: 2, queued: 2, retryAfterSeconds: 3 });
    const jobs = [deferred(), deferred(), deferred(), deferred()];
    const started: number[] = [];
    const calls = jobs.map((job, i) =>
      limiter.run(1, () => {
        started.push(i);
        return job.promise;
      }),
    );
    calls[0].catch(() => {}); // it fails on purpose below
    await settle();
    expect(started).toEqual([0, 1]);
    expect(limiter.load(1)).toEqual({ running: 2, waiting: 2 });

    const refused = await limiter.run(1, async () => 'ran').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).statusCode).toBe(429);
    expect((refused as HttpError).headers).toEqual({ 'retry-after': '3' });
    expect((refused as HttpError).body).toEqual({ detail: 'Request was throttled. Expected available in 3 seconds.' });

    jobs[1].resolve();
    await settle();
    expect(started).toEqual([0, 1, 2]);
    jobs[0].reject(new Error('failed'));
    await settle();
    expect(started).toEqual([0, 1, 2, 3]);
    await expect(calls[0]).rejects.toThrow('failed');
    jobs[2].resolve();
    jobs[3].resolve();
    await Promise.all(calls.slice(1));
    expect(limiter.load(1)).toEqual({ running: 0, waiting: 0 });
  });

  it("does not make another tenant wait behind one tenant's burst", async () => {
    const limiter = new TenantLimiter({ concurrent: 1, queued: 1, retryAfterSeconds: 1 });
    const busy = deferred();
    const first = limiter.run(1, () => busy.promise);
    const queued = limiter.run(1, async () => 'queued');
    expect(await limiter.run(2, async () => 'other tenant')).toBe('other tenant');
    busy.resolve();
    await first;
    expect(await queued).toBe('queued');
  });
});
