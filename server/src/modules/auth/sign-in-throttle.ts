// Sign-in throttling without lock-outs (issue 24): failures count per (email, address) with a
// growing wait, per address whatever the email, and per email from anywhere; the last only slows
// each attempt down, so the owner's right password from their own address always gets through.
import type { Database } from '../../db/database';
import { throttled } from '../../lib/errors';
import { addHit, backoffWait, lockKey, resetCount, takeCounts, uncount, usedCount, THROTTLES } from '../../lib/throttle';

/** The wait after n failures of one (email, address): none for the first 5, then 2 s doubling to 15 minutes. */
export function signInDelaySeconds(failures: number): number {
  const free = THROTTLES.signInPair.limit;
  return failures < free ? 0 : Math.min(2 ** (failures - free + 1), 15 * 60);
}

/** How long each attempt on an email past its hourly ceiling waits before its password is checked. */
export const CEILING_PAUSE_MS = 2_000;

export interface SignInAttempt {
  /** Past the email's ceiling: the caller pauses before checking the password. */
  slow: boolean;
  /** The attempt proved right: forget the pair's failures and take this attempt's counts back. */
  succeeded(): Promise<void>;
}

/** Counts one attempt as a failure until it proves right; 429 when the pair or the address must wait. */
export async function countSignIn(db: Database, email: string, address: string, now: Date): Promise<SignInAttempt> {
  const pair = `${email} ${address}`;
  const { ids, slow } = await db.transaction(async (tx) => {
    await lockKey(tx, THROTTLES.signInPair, pair);
    const wait = await backoffWait(tx, THROTTLES.signInPair, pair, now, signInDelaySeconds);
    if (wait > 0) throw throttled(wait);
    const [addressId] = await takeCounts(tx, [{ rule: THROTTLES.signInAddress, key: address }], now);
    const slow = (await usedCount(tx, THROTTLES.signInEmail, email, now)) >= THROTTLES.signInEmail.limit;
    const emailId = await addHit(tx, THROTTLES.signInEmail, email, now);
    await addHit(tx, THROTTLES.signInPair, pair, now);
    return { ids: [addressId, emailId], slow };
  });
  return {
    slow,
    succeeded: () =>
      db.transaction(async (tx) => {
        await resetCount(tx, THROTTLES.signInPair, pair);
        await uncount(tx, ids);
      }),
  };
}
