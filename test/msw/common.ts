// What the msw fakes of the API share: the base path, the 404 answer and the request log.
import { HttpResponse } from 'msw';

/** Any origin's API: the app calls /1/api on its own origin. */
export const API = '*/1/api';

export const notFound = () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 });

export interface LoggedRequest {
  /** 'METHOD /path?query' under the API prefix. */
  call: string;
  body?: unknown;
}

/** Records each handled request in `requests`, for tests that check what was sent. */
export const requestLogger = (requests: LoggedRequest[]) => (request: Request, body?: unknown) => {
  const url = new URL(request.url);
  requests.push({ call: `${request.method} ${url.pathname.replace(/^.*\/1\/api/, '')}${url.search}`, body });
};

/** Multipart fields as strings; files as `{file: name, type}`. */
export async function formFields(request: Request): Promise<Record<string, string | { file: string; type: string }>> {
  const out: Record<string, string | { file: string; type: string }> = {};
  (await request.formData()).forEach((v, k) => (out[k] = typeof v === 'string' ? v : { file: (v as File).name, type: (v as File).type }));
  return out;
}
