// GET /health/: whether this process can reach its database (for load balancers).
import type { Handlers } from '../../openapi/register';

export const HEALTH_TIMEOUT_MS = 3000;
export const UNREACHABLE = 'The database is not reachable.';

/** Resolves when `promise` settles in time; rejects after `ms` (a hung connection is no answer). */
export function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export const handlers: Handlers = {
  async getHealth(req, reply) {
    try {
      await within(req.server.db.query('SELECT 1'), HEALTH_TIMEOUT_MS);
      return { status: 'ok' };
    } catch (err) {
      req.log.warn({ err }, 'health check: database not reachable');
      return reply.code(503).send({ detail: UNREACHABLE });
    }
  },
};
