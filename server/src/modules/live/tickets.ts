// Tickets that open a live stream: random, only their sha256 stored in PostgreSQL (so a ticket made
// by one server process opens a stream on another), 60 seconds, single use.
import type { Tx } from '../../db/database';
import { HttpError } from '../../lib/errors';
import { hashToken, newToken } from '../invitations/rules';

export const TICKET_TTL_SECONDS = 60;
/** Unused, unexpired tickets one user may hold: a page asks for one per (re)connection. */
export const MAX_OPEN_TICKETS = 20;

export const LIVE_MESSAGES = {
  tooManyTickets: `Too many live tickets asked for in the last ${TICKET_TTL_SECONDS} seconds. Try again in a minute.`,
  badTicket: 'The live ticket is not valid: it is unknown, expired, already used or for another tenant.',
} as const;

export async function createTicket(tx: Tx, userId: number, tenantId: number, now: Date): Promise<{ ticket: string; expires_at: Date }> {
  // Expired tickets of anyone are dropped here: the table holds at most a minute of them.
  await tx.query('DELETE FROM public.live_tickets WHERE expires_at <= $1', [now]);
  const [{ count }] = await tx.query<{ count: number }>('SELECT count(*)::int AS count FROM public.live_tickets WHERE user_id = $1', [userId]);
  if (count >= MAX_OPEN_TICKETS) throw new HttpError(429, { detail: LIVE_MESSAGES.tooManyTickets }, { 'retry-after': String(TICKET_TTL_SECONDS) });
  const { token, hash } = newToken();
  const expires_at = new Date(now.getTime() + TICKET_TTL_SECONDS * 1000);
  await tx.query('INSERT INTO public.live_tickets (ticket_hash, user_id, tenant_id, expires_at) VALUES ($1, $2, $3, $4)', [hash, userId, tenantId, expires_at]);
  return { ticket: token, expires_at };
}

/** Uses the ticket up (whatever the answer) and returns whom and which tenant it was for; null when unknown, used or expired. */
export async function useTicket(tx: Tx, ticket: string, now: Date): Promise<{ user_id: number; tenant_id: number } | null> {
  const [row] = await tx.query<{ user_id: number; tenant_id: number; expires_at: Date }>('DELETE FROM public.live_tickets WHERE ticket_hash = $1 RETURNING user_id, tenant_id, expires_at', [
    hashToken(ticket),
  ]);
  if (!row || new Date(row.expires_at) <= now) return null;
  return { user_id: row.user_id, tenant_id: row.tenant_id };
}
