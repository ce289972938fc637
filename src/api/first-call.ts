// A page's first call, sent by a small script of its own as soon as the HTML is parsed, before the
// app's code (React, the router: 150 kB compressed) has arrived. On a slow phone that is most of a
// second earlier, and the page's largest text comes with that answer (LCP, issue 25). The API client
// takes the answer when the page makes the same call (src/api/early-response.ts).
// It imports nothing: a module shared with the app would make it wait for the app's code. The
// storage key and the API's prefix are the app's (pinned by first-call.test.ts).

/** Under this global, by absolute URL: the calls started here. */
export const EARLY_CALLS_GLOBAL = '__tradepostEarlyCalls';
export const AUTH_STORAGE_KEY = 'root';
export const API_PATH_PREFIX = '/1/api';

export interface StartedCall {
  /** Date.now() when it was sent. */
  at: number;
  response: Promise<Response>;
}

/** A page's path → its first call (the API path with the query the page asks on its first visit). */
export const FIRST_CALLS: Readonly<Record<string, string>> = {
  '/merchant': '/dashboard/merchant/',
  '/merchant/dashboard': '/dashboard/merchant/',
  '/merchant/suppliers': '/merchant-products/suppliers/?page=1&page_size=10',
  '/merchant/categories': '/merchant-products/categories/?page=1&page_size=10',
};

/** The stored session's token while it has not expired, else null. */
function storedToken(storage: Storage, now: number): string | null {
  try {
    const auth: unknown = JSON.parse(storage.getItem(AUTH_STORAGE_KEY) ?? 'null');
    if (typeof auth !== 'object' || auth === null) return null;
    const { token, expiresAt } = auth as { token?: unknown; expiresAt?: unknown };
    return typeof token === 'string' && typeof expiresAt === 'number' && expiresAt > now ? token : null;
  } catch {
    return null;
  }
}

/**
 * Sends the first call of the page at `location` with the stored session's token, and keeps it under
 * EARLY_CALLS_GLOBAL. Nothing without a session, for another page, or with a query in the page's URL
 * (a search or a page of a list: the page's own call differs).
 */
export function startFirstCall(location: Pick<Location, 'origin' | 'pathname' | 'search'>, storage: Storage, now = Date.now()): void {
  const path = location.pathname.length > 1 ? location.pathname.replace(/\/+$/, '') : location.pathname;
  const call = Object.hasOwn(FIRST_CALLS, path) ? FIRST_CALLS[path] : undefined;
  if (!call || location.search) return;
  const token = storedToken(storage, now);
  if (!token) return;
  const url = `${location.origin}${API_PATH_PREFIX}${call}`;
  const response = fetch(url, { headers: { Authorization: `Bearer ${token}` } });
  // One never taken (the page changed, the session ended) is dropped, not an unhandled rejection.
  response.catch(() => undefined);
  const calls = ((globalThis as Record<string, unknown>)[EARLY_CALLS_GLOBAL] ??= new Map<string, StartedCall>()) as Map<string, StartedCall>;
  calls.set(url, { at: now, response });
}
