// Fair use (decisions.md "Fair use"): every rate limit and row quota, its window and whom it
// counts, and its default, which the environment may change (LIMIT_<NAME>, e.g. LIMIT_TEXTS_PER_DAY).
// A superadmin may override any of them for one client (public.tenant_limits).
import type { Schemas } from '../openapi/operations';

export type LimitName = Schemas['LimitName'];
export type Limits = Record<LimitName, number>;

export interface LimitRule {
  /** Seconds of the sliding window; null: a quota of stored rows. */
  windowSeconds: number | null;
  window: Schemas['ClientLimit']['window'];
  per: Schemas['ClientLimit']['per'];
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const rate = (windowSeconds: number, window: LimitRule['window'], per: LimitRule['per']): LimitRule => ({ windowSeconds, window, per });
const stored: LimitRule = { windowSeconds: null, window: 'stored', per: 'client' };

export const LIMIT_RULES: Record<LimitName, LimitRule> = {
  messages_per_minute: rate(MINUTE, 'minute', 'client'),
  messages_per_minute_per_user: rate(MINUTE, 'minute', 'user'),
  emails_per_day: rate(DAY, 'day', 'client'),
  texts_per_day: rate(DAY, 'day', 'client'),
  orders_per_minute: rate(MINUTE, 'minute', 'client'),
  orders_per_minute_per_user: rate(MINUTE, 'minute', 'user'),
  cycle_counts_per_hour: rate(HOUR, 'hour', 'client'),
  cycle_counts_per_hour_per_user: rate(HOUR, 'hour', 'user'),
  cycle_count_lines: stored,
  products: stored,
};

export const LIMIT_NAMES = Object.keys(LIMIT_RULES) as LimitName[];

/**
 * Generous for a real business (and the demo data and test suites), tight enough that one client
 * cannot relay mail to the world or fill the disk.
 */
export const DEFAULT_LIMITS: Limits = {
  messages_per_minute: 60,
  messages_per_minute_per_user: 30,
  emails_per_day: 1000,
  texts_per_day: 200,
  // One place/ call may hold 200 orders (a cart of every supplier): it must fit in one user's minute.
  orders_per_minute: 300,
  orders_per_minute_per_user: 200,
  // The stored-lines quota is what bounds the disk; this only stops a runaway script.
  cycle_counts_per_hour: 600,
  cycle_counts_per_hour_per_user: 300,
  cycle_count_lines: 500_000,
  products: 50_000,
};

/** The environment variable of a limit: LIMIT_ and its name in capitals. */
export const limitEnvName = (name: LimitName) => `LIMIT_${name.toUpperCase()}`;

/** The defaults with the environment's values; a value that is not a whole number above 0 stops the start. */
export function limitsFromEnv(env: NodeJS.ProcessEnv): Limits {
  const limits = { ...DEFAULT_LIMITS };
  for (const name of LIMIT_NAMES) {
    const raw = env[limitEnvName(name)]?.trim();
    if (!raw) continue;
    if (!/^\d+$/.test(raw) || Number(raw) < 1) throw new Error(`${limitEnvName(name)} must be a whole number above 0 (got "${raw}").`);
    limits[name] = Number(raw);
  }
  return limits;
}

/** SMS_COUNTRY_CODES: the calling codes texts may go to, comma-separated (default +1). */
export function smsCountryCodes(raw: string | undefined): string[] {
  const codes = (raw?.trim() || '+1').split(',').map((c) => c.trim().replace(/^\+?/, '+'));
  const bad = codes.find((c) => !/^\+\d{1,4}$/.test(c));
  if (bad !== undefined) throw new Error(`SMS_COUNTRY_CODES must be calling codes such as +1,+44 (got "${bad}").`);
  return codes;
}
