// Every error leaves in DRF's shape; only real bugs are 500s.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, unsupportedMediaType } from './errors';
import { MB } from './uploads';
import { toFieldErrors } from '../openapi/validation-errors';
import { isDatabaseUnreachable } from '../db/database';

/** The answer to every call while the database server is away (stopped, restarting, failing over). */
export const DATABASE_AWAY = 'The database is not reachable. Try again shortly.';

/** JSON bodies larger than this answer 413 (uploads are multipart, with their own limits). */
export const MAX_JSON_BYTES = 1 * MB;

// PostgreSQL error classes a client's input can cause (a safety net behind handler validation).
function fromDatabase(err: { code?: string }): { status: number; body: object } | null {
  const code = err.code ?? '';
  if (code === '23505') return { status: 400, body: { non_field_errors: ['An object with these values already exists.'] } };
  if (code === '23503') return { status: 400, body: { non_field_errors: ['A related object does not exist or is still in use.'] } };
  if (code === '23502' || code === '23514') return { status: 400, body: { non_field_errors: ['A value is missing or out of range.'] } };
  if (code.startsWith('22')) return { status: 400, body: { non_field_errors: ['A value is not valid.'] } };
  // program_limit_exceeded: e.g. a value too long for its unique index.
  if (code === '54000') return { status: 400, body: { non_field_errors: ['A value is too long.'] } };
  return null;
}

export function errorHandler(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  if (err instanceof HttpError) return reply.code(err.statusCode).headers(err.headers).send(err.body);
  if (err.validation) {
    // A malformed path id names nothing that exists.
    if (err.validationContext === 'params') return reply.code(404).send({ detail: 'Not found.' });
    return reply.code(400).send(toFieldErrors(err.validation as any));
  }
  if (isDatabaseUnreachable(err)) {
    req.log.warn({ err }, 'database not reachable');
    return reply.code(503).header('retry-after', '5').send({ detail: DATABASE_AWAY });
  }
  const db = fromDatabase(err as { code?: string });
  if (db) return reply.code(db.status).send(db.body);
  const status = err.statusCode ?? 500;
  if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return reply.code(413).send({ detail: `Request body too large. Max ${(MAX_JSON_BYTES / MB).toFixed(1)}MB.` });
  if (status === 413 || err.code === 'FST_REQ_FILE_TOO_LARGE') return reply.code(413).send({ detail: 'The upload is too large.' });
  if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return reply.code(415).send(unsupportedMediaType(req.headers['content-type']).body);
  if (status >= 400 && status < 500) return reply.code(status).send({ detail: err.message });
  req.log.error({ err }, 'unhandled error');
  return reply.code(500).send({ detail: 'A server error occurred.' });
}
