// The gate's question (the user, the Host's tenant, the membership), answered from memory for a
// short while. Any change to users, tenants or memberships, in any process, empties the memory:
// this process's own changes before their write resolves, another's as soon as its commit is
// heard (a trigger's NOTIFY). While changes cannot be heard, every answer comes from the database.
import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { findCaller, type Caller } from './repo';

/** How long an answer is kept at most, even when no change is heard. */
export const CALLER_TTL_MS = 10_000;
/** Answers kept at most (one per user and Host); beyond that the memory starts over. */
const MAX_CALLERS = 10_000;

export interface Callers {
  find(userId: number, domain: string | null): Promise<Caller | null>;
  stop(): void;
}

export async function watchCallers(db: Database, clock: Clock): Promise<Callers> {
  const kept = new Map<string, { caller: Caller | null; until: number }>();
  // Counts the changes heard, so an answer read before a change is never kept after it.
  let changes = 0;
  const stop = await db.watchChanges(() => {
    changes++;
    kept.clear();
  });
  return {
    async find(userId, domain) {
      const key = `${userId}@${domain ?? ''}`;
      const now = clock.now().getTime();
      const hit = kept.get(key);
      if (hit && hit.until > now) return hit.caller;
      const before = changes;
      const caller = frozen(await findCaller(db, userId, domain));
      if (changes === before && db.hearsChanges()) {
        if (kept.size >= MAX_CALLERS) kept.clear();
        kept.set(key, { caller, until: now + CALLER_TTL_MS });
      }
      return caller;
    },
    stop,
  };
}

/** One answer serves many requests: none may change it. */
function frozen(caller: Caller | null): Caller | null {
  if (!caller) return null;
  Object.freeze(caller.user);
  if (caller.tenant) Object.freeze(caller.tenant);
  return Object.freeze(caller);
}
