// Client mistakes are thrown as HttpError and answered in Django REST framework's shapes.
export type ErrorBody = { detail: string; [key: string]: unknown } | Record<string, string[]>;

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: ErrorBody,
    /** Headers that go with the answer (Retry-After of a 429). */
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.detail === 'string' ? body.detail : JSON.stringify(body));
  }
}

export const badRequest = (body: ErrorBody) => new HttpError(400, body);
export const unauthorized = (detail = 'Authentication credentials were not provided.') => new HttpError(401, { detail });
export const forbidden = (detail = 'You do not have permission to perform this action.', extra: object = {}) => new HttpError(403, { detail, ...extra });
export const notFound = (detail = 'Not found.') => new HttpError(404, { detail });
/** A state conflict: the resource's state does not allow this (e.g. an illegal transition). */
export const conflict = (detail: string, extra: object = {}) => new HttpError(409, { detail, ...extra });

/** Django REST framework's UnsupportedMediaType, naming the media type without its parameters. */
export const unsupportedMediaType = (contentType = '') => new HttpError(415, { detail: `Unsupported media type "${contentType.split(';')[0].trim()}" in request.` });

/** Django REST framework's Throttled: the wait in whole seconds, in the message and in Retry-After. */
export const throttled = (waitSeconds: number) =>
  new HttpError(429, { detail: `Request was throttled. Expected available in ${waitSeconds} second${waitSeconds === 1 ? '' : 's'}.` }, { 'retry-after': String(waitSeconds) });

/** Postgres unique violations become field errors instead of 500s. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const e = err as { code?: string; constraint?: string; message?: string };
  if (e?.code !== '23505') return false;
  return !constraint || e.constraint === constraint || (e.message ?? '').includes(constraint);
}

/** DRF's message for an id that names no row (a foreign key field). */
export const invalidPk = (id: unknown) => `Invalid pk "${String(id)}" - object does not exist.`;

/** PostgreSQL ended the transaction for another's sake (a deadlock, or a serialization failure): running it again is safe. */
export function isTransientConflict(err: unknown): boolean {
  const code = (err as { code?: string })?.code;
  return code === '40P01' || code === '40001';
}

/** Runs a transaction, again (up to 3 runs in all) when a racing one made it fail (`retryable`, by default a deadlock or a
 * serialization failure); the next run sees what that one committed. */
export async function retryOnConflict<T>(run: () => Promise<T>, retryable: (err: unknown) => boolean = isTransientConflict): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (err) {
      if (attempt >= 3 || !retryable(err)) throw err;
    }
  }
}
