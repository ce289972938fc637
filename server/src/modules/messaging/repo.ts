// The message queue (public.messages): enqueue in the caller's transaction, claim under a lease,
// and record each attempt's outcome. Times of the worker come from its clock, never from now().
import type { Tx } from '../../db/database';
import type { MessageStatus, MessageType } from './rules';

export interface MessageRow {
  id: number;
  /** Null for a platform notice (no tenant sends it). */
  tenant_id: number | null;
  message_type: MessageType;
  send_to: string;
  subject: string | null;
  body: string;
  status: MessageStatus;
  attempts: number;
  last_error: string | null;
  next_attempt_at: Date | null;
  lease_until: Date | null;
  purchase_order_id: number | null;
  /** The user who queued it (the tenant's contact for its replies); null once that user is deleted. */
  sent_by: number | null;
  created_at: Date;
  sent_at: Date | null;
}

/** A message claimed for delivery, with what names its sender: the tenant's name and the queuing user's email. */
export interface ClaimedMessage extends MessageRow {
  tenant_name: string | null;
  reply_to: string | null;
}

export interface NewMessage {
  /** Null for a platform notice (no tenant sends it). */
  tenant_id: number | null;
  message_type: MessageType;
  send_to: string;
  subject: string | null;
  body: string;
  purchase_order_id?: number | null;
  sent_by?: number | null;
}

/** Queues a message; inside the caller's transaction, so it exists exactly when the caller's data does. */
export async function enqueueMessage(tx: Tx, m: NewMessage): Promise<MessageRow> {
  const [row] = await tx.query<MessageRow>(
    `INSERT INTO public.messages (tenant_id, message_type, send_to, subject, body, purchase_order_id, sent_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *`,
    [m.tenant_id, m.message_type, m.send_to, m.subject, m.body, m.purchase_order_id ?? null, m.sent_by ?? null],
  );
  return row;
}

/**
 * Takes the oldest due message for one delivery attempt: counts the attempt and leases it until
 * `leaseUntil`. One statement, so the claim is committed before the delivery starts; SKIP LOCKED
 * lets two workers claim different messages at the same moment, and the lease keeps a claimed
 * message from every other worker until it expires. It comes with its tenant's name and the
 * queuing user's email, read at delivery.
 */
export async function claimDueMessage(tx: Tx, now: Date, leaseUntil: Date): Promise<ClaimedMessage | null> {
  const rows = await tx.query<ClaimedMessage>(
    `UPDATE public.messages m SET attempts = m.attempts + 1, lease_until = $2
      WHERE m.id = (
        SELECT id FROM public.messages
         WHERE status = 'queued'
           AND (next_attempt_at IS NULL OR next_attempt_at <= $1)
           AND (lease_until IS NULL OR lease_until <= $1)
         ORDER BY id LIMIT 1
         FOR UPDATE SKIP LOCKED)
      RETURNING m.*,
        (SELECT t.name FROM public.tenants t WHERE t.id = m.tenant_id) AS tenant_name,
        (SELECT u.email FROM public.users u WHERE u.id = m.sent_by) AS reply_to`,
    [now, leaseUntil],
  );
  return rows[0] ?? null;
}

// Each outcome applies only to the attempt that was claimed: a worker that comes back after its
// lease ran out (and another worker took the message over) changes nothing.
const SAME_ATTEMPT = `id = $1 AND attempts = $2 AND status = 'queued'`;

export async function markSent(tx: Tx, claimed: Pick<MessageRow, 'id' | 'attempts'>, now: Date): Promise<void> {
  await tx.query(`UPDATE public.messages SET status = 'sent', sent_at = $3, lease_until = NULL, last_error = NULL WHERE ${SAME_ATTEMPT}`, [claimed.id, claimed.attempts, now]);
}

export async function markAttemptFailed(
  tx: Tx,
  claimed: Pick<MessageRow, 'id' | 'attempts'>,
  error: string,
  outcome: { status: 'queued'; nextAttemptAt: Date } | { status: 'failed' },
): Promise<void> {
  await tx.query(`UPDATE public.messages SET status = $3, last_error = $4, next_attempt_at = $5, lease_until = NULL WHERE ${SAME_ATTEMPT}`, [
    claimed.id,
    claimed.attempts,
    outcome.status,
    error,
    outcome.status === 'queued' ? outcome.nextAttemptAt : null,
  ]);
}

/** How many of a tenant's messages of one type wait to be sent. */
export async function countQueued(tx: Tx, tenantId: number, type: MessageType): Promise<number> {
  const [{ n }] = await tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM public.messages WHERE tenant_id = $1 AND message_type = $2 AND status = 'queued'`, [tenantId, type]);
  return n;
}

/** The messages that carried a tenant's purchase orders, oldest first. */
export async function messagesOfOrders(tx: Tx, tenantId: number, orderIds: number[]): Promise<MessageRow[]> {
  if (orderIds.length === 0) return [];
  return tx.query<MessageRow>(`SELECT * FROM public.messages WHERE tenant_id = $1 AND purchase_order_id = ANY($2::int[]) ORDER BY id`, [tenantId, orderIds]);
}
