// The gate's question (the user, the Host's tenant, the membership). On PGlite, a database this
// process owns alone, the answers are kept for a short while and forgotten at any change to users,
// tenants or memberships (a trigger's notice, heard before the write resolves). On PostgreSQL
// other processes write too, so every request asks the database: a user deactivated by one
// process is refused by every other on the very next request.
import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { findCaller, type Caller } from './repo';

/** How long an answer is kept at most. */
export const CALLER_TTL_MS = 10_000;
/** Answers kept at most (one per user and Host); beyond that the memory starts over. */
const MAX_CALLERS = 10_000;

export interface Callers {
  find(userId: number, domain: string | null): Promise<Caller | null>;
  stop(): void;
}

export function watchCallers(db: Database, clock: Clock): Callers {
  const kept = new Map<string, { caller: Caller | null; until: number }>();
  // Counts the changes, so an answer read before a change is never kept after it.
  let changes = 0;
  const stop = db.watchChanges(() => {
    changes++;
    kept.clear();
  });
  if (!stop) return { find: async (userId, domain) => frozen(await findCaller(db, userId, domain)), stop: () => {} };
  return {
    async find(userId, domain) {
      const key = `${userId}@${domain ?? ''}`;
      const now = clock.now().getTime();
      const hit = kept.get(key);
      if (hit && hit.until > now) return hit.caller;
      const before = changes;
      const caller = frozen(await findCaller(db, userId, domain));
      if (changes === before) {
        if (kept.size >= MAX_CALLERS) kept.clear();
        kept.set(key, { caller, until: now + CALLER_TTL_MS });
      }
      return caller;
    },
    stop,
  };
}

/** One answer may serve many requests: none may change it. */
function frozen(caller: Caller | null): Caller | null {
  if (!caller) return null;
  Object.freeze(caller.user);
  if (caller.tenant) Object.freeze(caller.tenant);
  return Object.freeze(caller);
}
