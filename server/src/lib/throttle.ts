// Throttling in the database (Django REST framework's behaviour and wording): each counted
// attempt is a row of public.throttle_hits (counting one or more), so counts survive a restart and hold in every server
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
  /** Failed sign-ins for one email from one address: `limit` free, then a growing wait (signInDelaySeconds). */
  signInPair: { scope: 'sign-in-pair', limit: 5, windowSeconds: 60 * 60 },
  /** Failed sign-ins for one email from anywhere: past the limit each attempt is slowed down, never refused. */
  signInEmail: { scope: 'sign-in-email-ceiling', limit: 100, windowSeconds: 60 * 60 },
  /** Failed sign-ins from one address, whatever the email. */
  signInAddress: { scope: 'sign-in-address', limit: 20, windowSeconds: 15 * 60 },
  /** Sign-up attempts from one address. */
  signUpAddress: { scope: 'sign-up-address', limit: 20, windowSeconds: 60 * 60 },
  /** Password reset links asked for from one address. */
  passwordResetAddress: { scope: 'password-reset-address', limit: 20, windowSeconds: 60 * 60 },
  /** Invitation links read from one address that did not work (unknown, used, revoked or expired). */
  invitationAddress: { scope: 'invitation-address', limit: 20, windowSeconds: 60 * 60 },
} satisfies Record<string, ThrottleRule>;

export interface Counted {
  rule: ThrottleRule;
  key: string;
  /** How many this attempt counts (one place/ call counts each order it creates); default 1. */
  n?: number;
}

// Advisory locks of this class (two-int form) never meet the migrations' single-bigint lock.
const LOCK_CLASS = 7254002;

/** Seconds until `key` has room for `n` more under `rule` (0: it has now). */
async function waitSeconds(tx: Tx, rule: ThrottleRule, key: string, n: number, now: Date): Promise<number> {
  const since = new Date(now.getTime() - rule.windowSeconds * 1000);
  const [{ used }] = await tx.query<{ used: number }>('SELECT coalesce(sum(n), 0)::int AS used FROM public.throttle_hits WHERE scope = $1 AND key = $2 AND at > $3', [
    rule.scope,
    key,
    since,
  ]);
  if (used + n <= rule.limit) return 0;
  // A sliding window: there is room again when enough of the oldest attempts have left it.
  const recent = await tx.query<{ at: Date; n: number }>('SELECT at, n FROM public.throttle_hits WHERE scope = $1 AND key = $2 AND at > $3 ORDER BY at, id', [rule.scope, key, since]);
  let over = used + n - rule.limit;
  let freeAt = now.getTime() + rule.windowSeconds * 1000;
  for (const hit of recent) {
    over -= hit.n;
    if (over <= 0) {
      freeAt = new Date(hit.at).getTime() + rule.windowSeconds * 1000;
      break;
    }
  }
  return Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
}

/**
 * Counts each (rule, key) in the caller's transaction, or throws 429 with the longest wait when any
 * of them has no room left (counting nothing then). The keys are locked until the transaction ends,
 * in one order, so two transactions counting the same keys never wait on each other in a circle.
 * Answers the ids of the counted rows.
 */
export async function takeCounts(tx: Tx, counted: Counted[], now: Date): Promise<number[]> {
  const sortKey = (c: Counted) => `${c.rule.scope}:${c.key}`;
  const ordered = [...counted].sort((a, b) => (sortKey(a) < sortKey(b) ? -1 : sortKey(a) > sortKey(b) ? 1 : 0));
  let wait = 0;
  for (const c of ordered) {
    await lockKey(tx, c.rule, c.key);
    wait = Math.max(wait, await waitSeconds(tx, c.rule, c.key, c.n ?? 1, now));
  }
  if (wait > 0) throw throttled(wait);
  const ids: number[] = [];
  for (const { rule, key, n = 1 } of counted) ids.push(await addHit(tx, rule, key, now, n));
  return ids;
}

/** Locks `key` under `rule` until the transaction ends (see takeCounts for the order). */
export async function lockKey(tx: Tx, rule: ThrottleRule, key: string): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [LOCK_CLASS, `${rule.scope}:${key}`]);
}

/** Counts `n` for `key` without any check (and forgets the rule's hits older than its window); answers the row's id. */
export async function addHit(tx: Tx, rule: ThrottleRule, key: string, now: Date, n = 1): Promise<number> {
  const [row] = await tx.query<{ id: number }>('INSERT INTO public.throttle_hits (scope, key, at, n) VALUES ($1, $2, $3, $4) RETURNING id', [rule.scope, key, now, n]);
  await tx.query('DELETE FROM public.throttle_hits WHERE scope = $1 AND at <= $2', [rule.scope, new Date(now.getTime() - rule.windowSeconds * 1000)]);
  return row.id;
}

/**
 * Seconds `key` must still wait under a growing delay: `delay(n)` seconds after its latest hit,
 * n its hits in the window (0: it may go now). Call with the key locked.
 */
export async function backoffWait(tx: Tx, rule: ThrottleRule, key: string, now: Date, delay: (hits: number) => number): Promise<number> {
  const since = new Date(now.getTime() - rule.windowSeconds * 1000);
  const [{ used, last }] = await tx.query<{ used: number; last: Date | null }>(
    'SELECT coalesce(sum(n), 0)::int AS used, max(at) AS last FROM public.throttle_hits WHERE scope = $1 AND key = $2 AND at > $3',
    [rule.scope, key, since],
  );
  if (!last) return 0;
  const freeAt = new Date(last).getTime() + delay(used) * 1000;
  return freeAt > now.getTime() ? Math.ceil((freeAt - now.getTime()) / 1000) : 0;
}

/** Counts one attempt for each (rule, key) in a transaction of its own (see takeCounts). */
export async function countAttempt(db: Database, counted: Counted[], now: Date): Promise<number[]> {
  return db.transaction((tx) => takeCounts(tx, counted, now));
}

/** How much of `rule` the key has used in the window that ends now. */
export async function usedCount(tx: Tx, rule: ThrottleRule, key: string, now: Date): Promise<number> {
  const since = new Date(now.getTime() - rule.windowSeconds * 1000);
  const [{ used }] = await tx.query<{ used: number }>('SELECT coalesce(sum(n), 0)::int AS used FROM public.throttle_hits WHERE scope = $1 AND key = $2 AND at > $3', [
    rule.scope,
    key,
    since,
  ]);
  return used;
}

/** The most any key starting with `prefix` has used of `rule` in the window that ends now. */
export async function busiestCount(tx: Tx, rule: ThrottleRule, prefix: string, now: Date): Promise<number> {
  const since = new Date(now.getTime() - rule.windowSeconds * 1000);
  const [{ used }] = await tx.query<{ used: number }>(
    `SELECT coalesce(max(s), 0)::int AS used FROM (
       SELECT sum(n) AS s FROM public.throttle_hits WHERE scope = $1 AND starts_with(key, $2) AND at > $3 GROUP BY key) k`,
    [rule.scope, prefix, since],
  );
  return used;
}

/** Takes counted attempts back (an attempt that turned out not to be a failure). */
export async function uncount(db: Tx, ids: number[]): Promise<void> {
  await db.query('DELETE FROM public.throttle_hits WHERE id = ANY($1::bigint[])', [ids]);
}

/** Forgets every attempt of `key` under `rule` (a successful sign-in resets its email's count). */
export async function resetCount(db: Tx, rule: ThrottleRule, key: string): Promise<void> {
  await db.query('DELETE FROM public.throttle_hits WHERE scope = $1 AND key = $2', [rule.scope, key]);
}
