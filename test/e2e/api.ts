// The app's API called from a signed-in page (its token from the app's storage, its tenant host),
// as a screen would call it: for the data an e2e test sets up or checks beside the UI.
import type { Page } from 'playwright-core';

/** One call; the JSON answer. An answer other than 2xx throws with its status and body. */
export async function call<T = any>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const { token } = JSON.parse(localStorage.getItem('root') ?? '{}') as { token?: string };
      const res = await fetch(`/1/api${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
      return res.json();
    },
    { method, path, body },
  ) as Promise<T>;
}

/** The calls of one signed-in page, for setups that take no page (the accessibility walk's routes). */
export type Api = {
  /** GET; the JSON answer. */
  get: (path: string) => Promise<any>;
  /** A list answer's rows, paged ({results}) or plain. */
  rows: (path: string) => Promise<any[]>;
  /** POST of a JSON body; the JSON answer. */
  post: (path: string, body?: unknown) => Promise<any>;
  /** PATCH of a JSON body; the JSON answer. */
  patch: (path: string, body: unknown) => Promise<any>;
};

export function apiOf(page: Page): Api {
  const get = (path: string) => call(page, 'GET', path);
  return {
    get,
    rows: async (path) => ((d) => (Array.isArray(d) ? d : d.results))(await get(path)),
    post: (path, body) => call(page, 'POST', path, body),
    patch: (path, body) => call(page, 'PATCH', path, body),
  };
}
