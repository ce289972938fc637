// Client mistakes are thrown as HttpError and answered in Django REST framework's shapes.
export type ErrorBody = { detail: string; [key: string]: unknown } | Record<string, string[]>;

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: ErrorBody,
  ) {
    super(typeof body.detail === 'string' ? body.detail : JSON.stringify(body));
  }
}

export const badRequest = (body: ErrorBody) => new HttpError(400, body);
export const unauthorized = (detail = 'Authentication credentials were not provided.') =>
  new HttpError(401, { detail });
export const forbidden = (detail = 'You do not have permission to perform this action.', extra: object = {}) =>
  new HttpError(403, { detail, ...extra });
export const notFound = (detail = 'Not found.') => new HttpError(404, { detail });
/** A state conflict: the resource's state does not allow this (e.g. an illegal transition). */
export const conflict = (detail: string, extra: object = {}) => new HttpError(409, { detail, ...extra });

/** Postgres unique violations become field errors instead of 500s. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const e = err as { code?: string; constraint?: string; message?: string };
  if (e?.code !== '23505') return false;
  return !constraint || e.constraint === constraint || (e.message ?? '').includes(constraint);
}

/** DRF's message for an id that names no row (a foreign key field). */
export const invalidPk = (id: unknown) => `Invalid pk "${String(id)}" - object does not exist.`;
