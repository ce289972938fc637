// Throttling in the database (Django REST framework's behaviour and wording): each counted
// attempt is a row of public.throttle_hits, so counts survive a restart and hold in every server
// process. An attempt is counted before the work it guards (a password check), under a lock on
// its key, so a burst of parallel attempts cannot slip past the limit.
import type { Database, Tx } from '../db/database';
import { throttled } from './errors';

export interface ThrottleRule {
  scope: string;
  limit: number;
  windowSeconds: number;
}

export const THROTTLES = {
  /** Failed sign-ins for one email. */
  signInEmail: { scope: 'sign-in-email', limit: 5, windowSeconds: 15 * 60 },
  /** Failed sign-ins from one address, whatever the email. */
  signInAddress: { scope: 'sign-in-address', limit: 20, windowSeconds: 15 * 60 },
  /** Sign-up attempts from one address. */
  signUpAddress: { scope: 'sign-up-address', limit: 20, windowSeconds: 60 * 60 },
  /** Invitation links read from one address that did not work (unknown, used, revoked or expired). */
  invitationAddress: { scope: 'invitation-address', limit: 20, windowSeconds: 60 * 60 },
} satisfies Record<string, ThrottleRule>;

export interface Counted {
  rule: ThrottleRule;
  key: string;
}

// Advisory locks of this class (two-int form) never meet the migrations' single-bigint lock.
const LOCK_CLASS = 7254002;

/** Seconds until `key` has an attempt left under `rule` (0: it has one now). */
async function waitSeconds(tx: Tx, rule: ThrottleRule, key: string, now: Date): Promise<number> {
  const since = new Date(now.getTime() - rule.windowSeconds * 1000);
  const recent = await tx.query<{ at: Date }>('SELECT at FROM public.throttle_hits WHERE scope = $1 AND key = $2 AND at > $3 ORDER BY at DESC LIMIT $4', [
    rule.scope,
    key,
    since,
    rule.limit,
  ]);
  if (recent.length < rule.limit) return 0;
  // A sliding window: an attempt is free again when the limit-th newest one leaves it.
  const freeAt = new Date(recent[recent.length - 1].at).getTime() + rule.windowSeconds * 1000;
  return Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
}

/**
 * Counts one attempt for each (rule, key), or throws 429 with the longest wait when any of them
 * has none left (counting nothing then). Answers the ids of the counted rows.
 */
export async function countAttempt(db: Database, counted: Counted[], now: Date): Promise<number[]> {
  return db.transaction(async (tx) => {
    let wait = 0;
    for (const { rule, key } of counted) {
      await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [LOCK_CLASS, `${rule.scope}:${key}`]);
      wait = Math.max(wait, await waitSeconds(tx, rule, key, now));
    }
    if (wait > 0) throw throttled(wait);
    const ids: number[] = [];
    for (const { rule, key } of counted) {
      const [row] = await tx.query<{ id: number }>('INSERT INTO public.throttle_hits (scope, key, at) VALUES ($1, $2, $3) RETURNING id', [rule.scope, key, now]);
      ids.push(row.id);
      await tx.query('DELETE FROM public.throttle_hits WHERE scope = $1 AND at <= $2', [rule.scope, new Date(now.getTime() - rule.windowSeconds * 1000)]);
    }
    return ids;
  });
}

/** Takes counted attempts back (an attempt that turned out not to be a failure). */
export async function uncount(db: Tx, ids: number[]): Promise<void> {
  await db.query('DELETE FROM public.throttle_hits WHERE id = ANY($1::bigint[])', [ids]);
}

/** Forgets every attempt of `key` under `rule` (a successful sign-in resets its email's count). */
export async function resetCount(db: Tx, rule: ThrottleRule, key: string): Promise<void> {
  await db.query('DELETE FROM public.throttle_hits WHERE scope = $1 AND key = $2', [rule.scope, key]);
}
