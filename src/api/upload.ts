// Multipart uploads that report their progress. fetch cannot tell how much of a body has been
// sent, so this one call goes through XMLHttpRequest, against the same base URL and with the same
// bearer token and 401 rule as `api` (client.ts). Like `api`, it never throws on an HTTP error:
// it resolves with the status and the parsed body. It rejects only when no answer came (network
// failure, or an abort through `signal`).
import { apiBinding } from './client';

export interface UploadRequest {
  method: 'POST' | 'PUT' | 'PATCH';
  /** A path under the API prefix, with its parameters filled in: `/accounts/sm/update-user/7`. */
  path: string;
  body: FormData;
  /** The share of the body sent so far, from 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

export interface UploadResult<T = unknown> {
  status: number;
  /** The JSON answer, else its text; null for an empty answer. */
  data: T | null;
}

function parseBody(xhr: XMLHttpRequest): unknown {
  const text = xhr.responseText;
  if (!text) return null;
  if ((xhr.getResponseHeader('Content-Type') ?? '').includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

export function uploadWithProgress<T = unknown>({ method, path, body, onProgress, signal }: UploadRequest): Promise<UploadResult<T>> {
  const { baseUrl, session } = apiBinding();
  return new Promise((resolve, reject) => {
    const aborted = () => new DOMException('The upload was aborted.', 'AbortError');
    if (signal?.aborted) {
      reject(aborted());
      return;
    }
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', abort);
      fn();
    };
    const xhr = new XMLHttpRequest();
    xhr.open(method, `${baseUrl}${path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    // No Content-Type: the browser sets multipart/form-data with its boundary.
    const token = session.token();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);

    xhr.upload.addEventListener('progress', (e) => {
      if (e.lengthComputable && e.total > 0) onProgress?.(Math.min(1, e.loaded / e.total));
    });
    xhr.upload.addEventListener('load', () => onProgress?.(1));
    xhr.addEventListener('load', () =>
      settle(() => {
        // A 401 to a request that carried a token: the session is over (client.ts's rule).
        if (xhr.status === 401 && token) session.onUnauthorized();
        resolve({ status: xhr.status, data: parseBody(xhr) as T | null });
      }),
    );
    xhr.addEventListener('error', () => settle(() => reject(new TypeError('Network request failed.'))));
    xhr.addEventListener('abort', () => settle(() => reject(aborted())));

    function abort() {
      settle(() => reject(aborted()));
      xhr.abort();
    }
    signal?.addEventListener('abort', abort, { once: true });
    onProgress?.(0);
    xhr.send(body);
  });
}

/** An upload in openapi-fetch's shape (`data` on a 2xx, else `error`), so answerOf/dataOf read it like any call. */
export async function uploadCall<T>(request: UploadRequest): Promise<{ data?: T; error?: unknown; response: Response }> {
  const { status, data } = await uploadWithProgress<T>(request);
  const response = new Response(null, { status });
  return response.ok ? { data: data ?? undefined, response } : { error: data ?? undefined, response };
}
