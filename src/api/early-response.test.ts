// The API client takes the answer to a call the page's HTML started (issue 25).
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMswServer } from '../../test/msw/handlers';
import { startFirstCall } from './first-call';
import { AUTH_KEY } from '../app/storage';
import { apiBaseUrl } from './base-url';
import { createApiClient } from './client';
import { EARLY_CALLS_GLOBAL, EARLY_RESPONSE_MS, takeEarlyResponse } from './early-response';

let served = 0;
const msw = createMswServer(
  http.get('*/1/api/dashboard/merchant/', () => {
    served += 1;
    return HttpResponse.json({ answered: served });
  }),
);
beforeAll(msw.listen);
afterAll(msw.close);
afterEach(() => {
  served = 0;
  localStorage.clear();
  delete (globalThis as Record<string, unknown>)[EARLY_CALLS_GLOBAL];
});

const dashboard = `${apiBaseUrl()}/dashboard/merchant/`;

describe('an early call', () => {
  it("answers the page's same call once: the page's call is not sent again, a later one is", async () => {
    localStorage.setItem(AUTH_KEY, JSON.stringify({ token: 'tok', expiresAt: Date.now() + 60_000 }));
    // The dashboard's HTML sends its call.
    startFirstCall({ origin: window.location.origin, pathname: '/merchant', search: '' }, localStorage);
    const api = createApiClient(apiBaseUrl());
    // The page's call gets the early call's answer (the server's first).
    expect((await api.GET('/dashboard/merchant/')).data).toEqual({ answered: 1 });
    expect(served).toBe(1);
    // Taken: the next call goes to the server.
    expect((await api.GET('/dashboard/merchant/')).data).toEqual({ answered: 2 });
  });

  it(`is taken only by a GET of its URL, and not once ${EARLY_RESPONSE_MS} ms old`, () => {
    const response = Promise.resolve(new Response('{}'));
    const calls = new Map([[dashboard, { at: 1_000, response }]]);
    (globalThis as Record<string, unknown>)[EARLY_CALLS_GLOBAL] = calls;
    expect(takeEarlyResponse(new Request(dashboard, { method: 'POST' }), 1_001)).toBeUndefined();
    expect(takeEarlyResponse(new Request(`${dashboard}?x=1`), 1_001)).toBeUndefined();
    expect(takeEarlyResponse(new Request(dashboard), 1_000 + EARLY_RESPONSE_MS)).toBeUndefined();
    // Dropped once looked at too late: a fresh one is needed.
    calls.set(dashboard, { at: 1_000, response });
    expect(takeEarlyResponse(new Request(dashboard), 1_001)).toBe(response);
    expect(takeEarlyResponse(new Request(dashboard), 1_002)).toBeUndefined();
  });
});
