// Platform notices about an account, sent to the account's own email through the message queue.
// They belong to no tenant, so the tenants' fair-use rules (contacts, message limits) do not apply;
// each kind goes to one address at most once per window, so nobody can flood an inbox with them.
import type { Tx } from '../../db/database';
import { enqueueMessage } from '../messaging/repo';
import { addHit, lockKey, usedCount, type ThrottleRule } from '../../lib/throttle';

const NOTICE_EVERY: Record<'signup' | 'reset', ThrottleRule> = {
  signup: { scope: 'notice-signup', limit: 1, windowSeconds: 60 * 60 },
  reset: { scope: 'notice-reset', limit: 5, windowSeconds: 60 * 60 },
};

/** Queues a notice to `to` unless this kind already reached that address often enough; answers whether it was queued. */
export async function queueNotice(tx: Tx, kind: keyof typeof NOTICE_EVERY, to: string, subject: string, body: string, now: Date): Promise<boolean> {
  const rule = NOTICE_EVERY[kind];
  const key = to.toLowerCase();
  await lockKey(tx, rule, key);
  if ((await usedCount(tx, rule, key, now)) >= rule.limit) return false;
  await addHit(tx, rule, key, now);
  await enqueueMessage(tx, { tenant_id: null, message_type: 'email', send_to: to, subject, body });
  return true;
}

/** The notice to the owner of an email someone tried to sign up with. */
export function takenEmailNotice(publicUrl: string): { subject: string; body: string } {
  return {
    subject: 'Someone tried to sign up with your email',
    body: [
      'Someone just tried to create a Tradepost account with this email address, which already has an account.',
      '',
      `If it was you, sign in at ${publicUrl}/login, or choose a new password at ${publicUrl}/forgot-password.`,
      'If it was not you, you can ignore this email: nothing has changed.',
    ].join('\n'),
  };
}
