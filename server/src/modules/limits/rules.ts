// Pure rules of fair use: how a limit is counted in public.throttle_hits, and its messages.
import type { ThrottleRule } from '../../lib/throttle';
import { LIMIT_RULES, type LimitName, type Limits } from '../../lib/limits';

/** The throttle rule of a rate limit at the value in force for a client. */
export function rateRule(name: LimitName, limits: Limits): ThrottleRule {
  return { scope: `limit:${name}`, limit: limits[name], windowSeconds: LIMIT_RULES[name].windowSeconds ?? 0 };
}

export const tenantKey = (tenantId: number) => String(tenantId);
export const userKey = (tenantId: number, userId: number) => `${tenantId}:${userId}`;

const NOUNS: Record<LimitName, string> = {
  messages_per_minute: 'messages',
  messages_per_minute_per_user: 'messages',
  emails_per_day: 'emails',
  texts_per_day: 'texts',
  orders_per_minute: 'orders',
  orders_per_minute_per_user: 'orders',
  cycle_counts_per_hour: 'cycle counts',
  cycle_counts_per_hour_per_user: 'cycle counts',
  cycle_count_lines: 'cycle-count lines',
  products: 'products',
};

const WINDOW_WORDS = { minute: 'a minute', hour: 'an hour', day: 'a day', stored: '' } as const;

/** One request that asks for more than a whole window allows: waiting would never help. */
export function tooManyAtOnce(name: LimitName, limit: number): string {
  const { window, per } = LIMIT_RULES[name];
  return `This would be more than the limit of ${limit.toLocaleString('en-US')} ${NOUNS[name]} ${WINDOW_WORDS[window]}${per === 'user' ? ' per user' : ''}; do it in smaller parts.`;
}

/** A row quota that a write would pass. */
export function rowQuotaReached(name: 'cycle_count_lines' | 'products', limit: number, wouldBe: number): string {
  return `This client may store at most ${limit.toLocaleString('en-US')} ${NOUNS[name]} (this would make ${wouldBe.toLocaleString('en-US')}). Ask the platform administrator to raise the limit.`;
}
