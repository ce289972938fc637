import { describe, expect, it } from 'vitest';
import { answerOf, ApiError, dataOf, doneOf } from './errors';

const answer = (status: number, body: { data?: unknown; error?: unknown }) => Promise.resolve({ ...body, response: new Response(null, { status }) });

describe('answerOf', () => {
  it('answers ok with the data of a 2xx answer', async () => {
    await expect(answerOf(answer(200, { data: { id: 1 } }), 'Failed.')).resolves.toEqual({ ok: true, status: 200, data: { id: 1 } });
  });

  it('answers a 409 as a failure with its typed body, never throwing', async () => {
    const a = await answerOf(answer(409, { error: { detail: 'Conflicts.', conflicts: [{ id: 3 }] } }), 'Failed.');
    expect(a).toMatchObject({ ok: false, status: 409, message: 'Conflicts.', error: { conflicts: [{ id: 3 }] } });
  });

  it('answers a 400 with its field errors', async () => {
    const a = await answerOf(answer(400, { error: { email: ['Enter a valid email address.'] } }), 'Save failed.');
    expect(a).toMatchObject({ ok: false, status: 400, message: 'Save failed.', fieldErrors: { email: ['Enter a valid email address.'] } });
  });

  it('answers status 0 and the fallback when no answer came (connection lost)', async () => {
    await expect(answerOf(Promise.reject(new TypeError('Failed to fetch')), 'Failed to load.')).resolves.toMatchObject({ ok: false, status: 0, message: 'Failed to load.' });
  });

  it('lets an aborted call reject as it is', async () => {
    await expect(answerOf(Promise.reject(new DOMException('stop', 'AbortError')), 'Failed.')).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('treats an answer with no content as ok only when asked to', async () => {
    await expect(answerOf(answer(204, {}), 'Failed.', { empty: true })).resolves.toMatchObject({ ok: true, status: 204 });
    await expect(answerOf(answer(204, {}), 'Failed.')).resolves.toMatchObject({ ok: false, status: 204 });
  });
});

describe('dataOf', () => {
  it('answers the data of a 2xx answer', async () => {
    await expect(dataOf(answer(200, { data: { id: 1 } }), 'Failed.')).resolves.toEqual({ id: 1 });
  });

  it("rejects with an ApiError carrying the server's detail, the status and the field errors", async () => {
    const error = await dataOf(answer(400, { error: { detail: 'Batch is not OPEN.', notes: ['Too long.'] } }), 'Failed.').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Batch is not OPEN.', fieldErrors: { notes: ['Too long.'] } });
  });

  it('rejects with the fallback when no answer came (connection lost)', async () => {
    const error = await dataOf(Promise.reject(new TypeError('Failed to fetch')), 'Failed to load stock areas.').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, message: 'Failed to load stock areas.' });
  });
});

describe('doneOf', () => {
  it('resolves on a 204 and rejects on a failure', async () => {
    await expect(doneOf(answer(204, {}), 'Delete failed.')).resolves.toBeUndefined();
    await expect(doneOf(answer(404, { error: { detail: 'Not found.' } }), 'Delete failed.')).rejects.toMatchObject({ status: 404, message: 'Not found.' });
  });
});
