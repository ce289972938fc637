import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { HEALTH_TIMEOUT_MS, within } from './routes';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const health = (request = t.request) => request({ url: '/1/api/health/' });

describe('GET health/', () => {
  it('answers 200 when the database answers', async () => {
    const res = await health();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers 503 when the database does not', async () => {
    const query = vi.spyOn(t.db, 'query').mockRejectedValueOnce(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }));
    try {
      const res = await health();
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ detail: 'The database is not reachable.' });
    } finally {
      query.mockRestore();
    }
  });

  it('gives up on a database that does not answer in time', async () => {
    vi.useFakeTimers();
    try {
      const hung = within(new Promise(() => {}), HEALTH_TIMEOUT_MS);
      const outcome = hung.then(
        () => 'answered',
        () => 'gave up',
      );
      await vi.advanceTimersByTimeAsync(HEALTH_TIMEOUT_MS - 1);
      expect(await Promise.race([outcome, Promise.resolve('waiting')])).toBe('waiting');
      await vi.advanceTimersByTimeAsync(1);
      expect(await outcome).toBe('gave up');
    } finally {
      vi.useRealTimers();
    }
  });
});
