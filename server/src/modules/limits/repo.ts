// A client's own limits (public.tenant_limits: a superadmin's overrides and the one-off recipients
// setting) and what it has used of each limit now.
import type { Tx } from '../../db/database';
import { busiestCount, usedCount } from '../../lib/throttle';
import { LIMIT_NAMES, LIMIT_RULES, type LimitName, type Limits } from '../../lib/limits';
import { rateRule, tenantKey } from './rules';

export type Overrides = Partial<Record<LimitName, number | null>>;

export interface TenantLimitsRow {
  allow_one_off_recipients: boolean;
  overrides: Overrides;
}

export async function findTenantLimits(tx: Tx, tenantId: number): Promise<TenantLimitsRow> {
  const [row] = await tx.query<Record<string, unknown>>('SELECT * FROM public.tenant_limits WHERE tenant_id = $1', [tenantId]);
  const overrides: Overrides = {};
  for (const name of LIMIT_NAMES) if (typeof row?.[name] === 'number') overrides[name] = row[name] as number;
  return { allow_one_off_recipients: row?.allow_one_off_recipients === true, overrides };
}

/** The limits in force for a client: its overrides over the server's defaults. */
export async function limitsInForce(tx: Tx, defaults: Limits, tenantId: number): Promise<{ limits: Limits; allowOneOff: boolean }> {
  const own = await findTenantLimits(tx, tenantId);
  return { limits: withOverrides(defaults, own.overrides), allowOneOff: own.allow_one_off_recipients };
}

export function withOverrides(defaults: Limits, overrides: Overrides): Limits {
  const limits = { ...defaults };
  for (const name of LIMIT_NAMES) limits[name] = overrides[name] ?? defaults[name];
  return limits;
}

/** Stores the given overrides (null: back to the default) and the setting; omitted ones stay. */
export async function saveTenantLimits(tx: Tx, tenantId: number, change: { allow_one_off_recipients?: boolean; overrides?: Overrides }): Promise<void> {
  await tx.query('INSERT INTO public.tenant_limits (tenant_id) VALUES ($1) ON CONFLICT DO NOTHING', [tenantId]);
  // Column names come from LIMIT_NAMES only, never from the request.
  const entries: [string, unknown][] = LIMIT_NAMES.filter((name) => change.overrides?.[name] !== undefined).map((name) => [name, change.overrides![name]]);
  if (change.allow_one_off_recipients !== undefined) entries.push(['allow_one_off_recipients', change.allow_one_off_recipients]);
  if (entries.length === 0) return;
  const sets = entries.map(([column], i) => `${column} = $${i + 2}`).join(', ');
  await tx.query(`UPDATE public.tenant_limits SET ${sets} WHERE tenant_id = $1`, [tenantId, ...entries.map(([, v]) => v)]);
}

/** Rows a client stores under each row quota (run in the client's schema). */
export async function storedRows(tx: Tx, name: 'cycle_count_lines' | 'products'): Promise<number> {
  const sql =
    name === 'cycle_count_lines'
      ? 'SELECT count(*)::int AS n FROM cycle_count_lines'
      : // A merchant's products and a supplier's products: each client has rows in one of them.
        'SELECT ((SELECT count(*) FROM products) + (SELECT count(*) FROM supplier_products))::int AS n';
  return (await tx.query<{ n: number }>(sql))[0].n;
}

/** What the client has used of each rate limit now (per user: its busiest member). */
export async function rateUsage(tx: Tx, tenantId: number, limits: Limits, now: Date): Promise<Partial<Record<LimitName, number>>> {
  const used: Partial<Record<LimitName, number>> = {};
  for (const name of LIMIT_NAMES) {
    const rule = LIMIT_RULES[name];
    if (rule.windowSeconds === null) continue;
    const throttle = rateRule(name, limits);
    used[name] = rule.per === 'user' ? await busiestCount(tx, throttle, `${tenantKey(tenantId)}:`, now) : await usedCount(tx, throttle, tenantKey(tenantId), now);
  }
  return used;
}
