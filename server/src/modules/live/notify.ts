// The one way a change reaches the live streams (openLiveStream): a row in public.live_events, written
// in the caller's transaction (so a rolled-back change is never announced), and a NOTIFY that
// PostgreSQL delivers to every listening server process only when that transaction commits.
import type { Tx } from '../../db/database';
import type { Schemas } from '../../openapi/operations';

export const LIVE_CHANNEL = 'tradepost_live';

/** Tell the tenant's open screens that one of its orders (its own id and number) changed. */
export async function notifyOrderChanged(tx: Tx, tenantId: number, orderId: number, number: string): Promise<void> {
  const [row] = await tx.query<{ id: number }>(`INSERT INTO public.live_events (tenant_id, type, order_id, number) VALUES ($1, 'order.changed', $2, $3) RETURNING id`, [
    tenantId,
    orderId,
    number,
  ]);
  await tx.query('SELECT pg_notify($1, $2)', [LIVE_CHANNEL, `${tenantId}:${row!.id}`]);
}

/** Saves of more lines than this carry no lines: the sheets read their lines again. */
export const MAX_LIVE_LINES = 1000;

/** Tell the tenant's open count sheets that lines of cycle count `cycleCountId` were saved (issue 25). */
export async function notifyCountLines(tx: Tx, tenantId: number, cycleCountId: number, lines: Schemas['SavedCountLine'][]): Promise<void> {
  const payload = { cycle_count_id: cycleCountId, ...(lines.length <= MAX_LIVE_LINES ? { lines } : {}) };
  const [row] = await tx.query<{ id: number }>(`INSERT INTO public.live_events (tenant_id, type, payload) VALUES ($1, 'count.lines', $2::jsonb) RETURNING id`, [
    tenantId,
    JSON.stringify(payload),
  ]);
  await tx.query('SELECT pg_notify($1, $2)', [LIVE_CHANNEL, `${tenantId}:${row!.id}`]);
}
