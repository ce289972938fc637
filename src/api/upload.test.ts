import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bindSession } from './session-binding';
import { deferred } from '../../test/promises';
import { ApiError, dataOf } from './errors';
import { uploadCall, uploadWithProgress, type UploadRequest } from './upload';

const uploadDataOf = (request: UploadRequest, fallback: string) => dataOf(uploadCall(request), fallback);

const seen: { auth: string | null; fields: Record<string, string> }[] = [];
/** The 'slow' request: `arrived` when the server has it, answered when the test resolves `answer`. */
const slow = { arrived: deferred<void>(), answer: deferred<void>() };
const server = setupServer(
  http.put('*/1/api/things/:id', async ({ request, params }) => {
    const form = await request.formData();
    const fields: Record<string, string> = {};
    form.forEach((v, k) => (fields[k] = typeof v === 'string' ? v : 'file:'));
    seen.push({ auth: request.headers.get('Authorization'), fields });
    if (params.id === 'bad') return HttpResponse.json({ email: ['Enter a valid email address.'] }, { status: 400 });
    if (params.id === 'gone') return HttpResponse.json({ detail: 'Token expired.' }, { status: 401 });
    if (params.id === 'empty') return new HttpResponse(null, { status: 204 });
    if (params.id === 'down') return HttpResponse.error();
    if (params.id === 'slow') {
      slow.arrived.resolve();
      await slow.answer.promise;
    }
    return HttpResponse.json({ id: 7, ...fields });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
  bindSession({ token: () => null, onUnauthorized: () => {} });
});
afterAll(() => server.close());

const form = (fields: Record<string, string | File>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  return f;
};

describe('uploadWithProgress', () => {
  it('sends the multipart body with the bearer token, reports progress up to 1 and resolves with the JSON answer', async () => {
    bindSession({ token: () => 'tok', onUnauthorized: () => {} });
    const progress: number[] = [];
    const result = await uploadWithProgress({
      method: 'PUT',
      path: '/things/7',
      body: form({ username: 'ann', profile_image: new File(['abc'], 'me.png', { type: 'image/png' }) }),
      onProgress: (f) => progress.push(f),
    });
    expect(result).toEqual({ status: 200, data: { id: 7, username: 'ann', profile_image: expect.stringMatching(/^file:/) } });
    expect(seen[0].auth).toBe('Bearer tok');
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(1);
    expect(progress.every((f, i) => f >= 0 && f <= 1 && (i === 0 || f >= progress[i - 1]))).toBe(true);
  });

  it('resolves with the status and body of an HTTP error instead of throwing', async () => {
    const result = await uploadWithProgress({ method: 'PUT', path: '/things/bad', body: form({ email: 'x' }) });
    expect(result).toEqual({ status: 400, data: { email: ['Enter a valid email address.'] } });
    expect(seen[0].auth).toBeNull();
  });

  it('resolves with null data for an empty answer', async () => {
    expect(await uploadWithProgress({ method: 'PUT', path: '/things/empty', body: form({}) })).toEqual({ status: 204, data: null });
  });

  it('tells the session about a 401 to a request that carried a token, not otherwise', async () => {
    const onUnauthorized = vi.fn();
    bindSession({ token: () => null, onUnauthorized });
    expect((await uploadWithProgress({ method: 'PUT', path: '/things/gone', body: form({}) })).status).toBe(401);
    expect(onUnauthorized).not.toHaveBeenCalled();
    bindSession({ token: () => 'tok', onUnauthorized });
    expect((await uploadWithProgress({ method: 'PUT', path: '/things/gone', body: form({}) })).data).toEqual({ detail: 'Token expired.' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('rejects when no answer comes', async () => {
    await expect(uploadWithProgress({ method: 'PUT', path: '/things/down', body: form({}) })).rejects.toThrow('Network request failed.');
  });

  it('rejects with an AbortError when aborted', async () => {
    const controller = new AbortController();
    const pending = uploadWithProgress({ method: 'PUT', path: '/things/slow', body: form({}), signal: controller.signal });
    await slow.arrived.promise;
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    slow.answer.resolve();
    await expect(uploadWithProgress({ method: 'PUT', path: '/things/slow', body: form({}), signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('dataOf(uploadCall(...))', () => {
  it('resolves with the data of a successful upload', async () => {
    expect(await uploadDataOf({ method: 'PUT', path: '/things/7', body: form({ username: 'ann' }) }, 'Upload failed.')).toEqual({ id: 7, username: 'ann' });
  });

  it('rejects with an ApiError carrying the status, the field errors and the fallback message', async () => {
    const error = await uploadDataOf({ method: 'PUT', path: '/things/bad', body: form({ email: 'x' }) }, 'Upload failed.').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Upload failed.', fieldErrors: { email: ['Enter a valid email address.'] } });
  });

  it("rejects with the server's detail, and with status 0 and the fallback when no answer comes", async () => {
    await expect(uploadDataOf({ method: 'PUT', path: '/things/gone', body: form({}) }, 'Upload failed.')).rejects.toMatchObject({ status: 401, message: 'Token expired.' });
    await expect(uploadDataOf({ method: 'PUT', path: '/things/down', body: form({}) }, 'Upload failed.')).rejects.toMatchObject({ status: 0, message: 'Upload failed.' });
    await expect(uploadDataOf({ method: 'PUT', path: '/things/empty', body: form({}) }, 'Upload failed.')).rejects.toMatchObject({ status: 204, message: 'Upload failed.' });
  });
});
