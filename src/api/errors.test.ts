import { describe, expect, it } from 'vitest';
import { ApiError, dataOf } from './errors';

const answer = (status: number, body: { data?: unknown; error?: unknown }) => Promise.resolve({ ...body, response: new Response(null, { status }) });

describe('dataOf', () => {
  it('answers the data of a 2xx answer', async () => {
    await expect(dataOf(answer(200, { data: { id: 1 } }), 'Failed.')).resolves.toEqual({ id: 1 });
  });

  it("rejects with the server's detail and the status", async () => {
    const error = await dataOf(answer(409, { error: { detail: 'Batch is not OPEN.' } }), 'Failed.').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, message: 'Batch is not OPEN.' });
  });

  it('rejects with the fallback when no answer came (connection lost)', async () => {
    const error = await dataOf(Promise.reject(new TypeError('Failed to fetch')), 'Failed to load stock areas.').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, message: 'Failed to load stock areas.' });
  });
});
