// What the msw fakes of the API share: the base path, the 404 answer and the request log.
import { HttpResponse } from 'msw';
import type { components } from '../../src/api/schema';

/** Any origin's API: the app calls /1/api on its own origin. */
export const API = '*/1/api';

type Schemas = components['schemas'];

// Error answers typed as the contract's error bodies, so they fit any operation's answers.
export const notFound = () => HttpResponse.json<Schemas['Detail']>({ detail: 'Not found.' }, { status: 404 });
export const detail = (message: string, status: number) => HttpResponse.json<Schemas['Detail']>({ detail: message }, { status });
export const fieldErrors = (errors: Record<string, string[]>, status = 400) => HttpResponse.json<Schemas['ValidationErrors']>(errors as Schemas['ValidationErrors'], { status });
export const noContent = () => new HttpResponse<null>(null, { status: 204 });

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
