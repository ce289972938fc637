// The page's first call, sent by index.html's first script (issue 25).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_PREFIX } from './base-url';
import { EARLY_CALLS_GLOBAL as TAKEN_FROM } from './early-response';
import { AUTH_KEY } from '../app/storage';
import { API_PATH_PREFIX, AUTH_STORAGE_KEY, EARLY_CALLS_GLOBAL, startFirstCall, type StartedCall } from './first-call';

const NOW = Date.parse('2026-11-29T12:00:00Z');
const ORIGIN = 'http://bistro.localhost:8000';
const place = (pathname: string, search = '') => ({ origin: ORIGIN, pathname, search });
const storageWith = (auth: unknown) => {
  const storage = new Map<string, string>([[AUTH_KEY, JSON.stringify(auth)]]);
  return { getItem: (key: string) => storage.get(key) ?? null } as Storage;
};
const session = storageWith({ token: 'tok', expiresAt: NOW + 60_000 });
const started = () => (globalThis as Record<string, unknown>)[EARLY_CALLS_GLOBAL] as Map<string, StartedCall> | undefined;

describe('startFirstCall', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    delete (globalThis as Record<string, unknown>)[EARLY_CALLS_GLOBAL];
  });

  it("uses the app's storage key, API prefix and the global the API client takes from (it imports none of them)", () => {
    expect(AUTH_STORAGE_KEY).toBe(AUTH_KEY);
    expect(API_PATH_PREFIX).toBe(API_PREFIX);
    expect(EARLY_CALLS_GLOBAL).toBe(TAKEN_FROM);
  });

  it("sends the page's first call with the stored token, and keeps it by its URL", async () => {
    const answer = new Response('{}');
    const fetch = vi.fn(async () => answer);
    vi.stubGlobal('fetch', fetch);
    startFirstCall(place('/merchant/suppliers/'), session, NOW);
    const url = `${ORIGIN}/1/api/merchant-products/suppliers/?page=1&page_size=10`;
    expect(fetch).toHaveBeenCalledWith(url, { headers: { Authorization: 'Bearer tok' } });
    expect(started()?.get(url)?.at).toBe(NOW);
    expect(await started()?.get(url)?.response).toBe(answer);
  });

  it('sends nothing without a session, with an expired one, for a page not listed, or with a query in the URL', () => {
    const fetch = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetch);
    startFirstCall(place('/merchant'), storageWith(null), NOW);
    startFirstCall(place('/merchant'), storageWith({ token: 'tok', expiresAt: NOW - 1 }), NOW);
    startFirstCall(place('/merchant/products'), session, NOW);
    startFirstCall(place('/merchant/suppliers', '?q=fresh'), session, NOW);
    expect(fetch).not.toHaveBeenCalled();
    expect(started()).toBeUndefined();
  });
});
