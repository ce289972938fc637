// The one API client: openapi-fetch typed by the generated contract (schema.d.ts), with the bearer
// token and the 401 rule as middleware. Calls answer { data, error, response } and never throw on
// HTTP errors. FormData bodies get no Content-Type from us: the browser sets it with its boundary.
import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { apexBaseUrl, rememberApiBaseUrl } from './base-url';
import { firstScreen } from '../lib/first-screen';
import { takeEarlyResponse } from './early-response';
import type { paths } from './schema';
import { boundSession, type SessionBinding } from './session-binding';

export type ApiClient = Client<paths>;

export const authMiddleware: Middleware = {
  onRequest({ request }) {
    const token = boundSession().token();
    if (token && !request.headers.has('Authorization')) request.headers.set('Authorization', `Bearer ${token}`);
    return request;
  },
  onResponse({ request, response }) {
    // A 401 to a request that carried a token: the session is over. A 401 to a sign-in is just
    // wrong credentials.
    if (response.status === 401 && request.headers.has('Authorization')) boundSession().onUnauthorized();
    return response;
  },
};

/** Counts the calls in flight until the first screen is drawn (the calls that wait for it then go). */
const firstScreenMiddleware: Middleware = {
  onRequest: () => void firstScreen.callStarted(),
  onResponse: () => void firstScreen.callEnded(),
  onError: () => void firstScreen.callEnded(),
};

// Reading globalThis.fetch at call time lets msw (tests) patch fetch after the client exists. A call
// the page's HTML already sent is answered by that call (src/api/first-call.ts).
const lateFetch = (request: Request) => takeEarlyResponse(request) ?? globalThis.fetch(request);

export function createApiClient(baseUrl: string): ApiClient {
  const client = createClient<paths>({ baseUrl, fetch: lateFetch });
  client.use(authMiddleware, firstScreenMiddleware);
  return client;
}

const apiBase = rememberApiBaseUrl();

/** The API of the current host. */
export const api: ApiClient = createApiClient(apiBase);

/** The base URL and session binding `api` uses, for calls outside openapi-fetch (XHR uploads with progress). */
export function apiBinding(): { baseUrl: string; session: SessionBinding } {
  return { baseUrl: apiBase, session: boundSession() };
}

/** The apex API (public calls only: the host check); no token is sent across origins. */
export const apexApi: ApiClient = createClient<paths>({ baseUrl: apexBaseUrl(), fetch: lateFetch });

/**
 * A multipart body for openapi-fetch: `api.POST(path, { ...multipart(fields) })`. Files and Blobs
 * are appended as they are, arrays once per item, null/undefined left out, other values as strings.
 */
export function multipart<T extends Record<string, unknown>>(fields: T): { body: T; bodySerializer: (body: T) => FormData } {
  return { body: fields, bodySerializer: toFormData };
}

export function toFormData(fields: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) {
      if (v === undefined || v === null) continue;
      if (v instanceof File) form.append(name, v, v.name);
      else if (v instanceof Blob) form.append(name, v);
      else form.append(name, String(v));
    }
  }
  return form;
}
