// One-time hand-off codes: only a hash is stored; a code lives 60 s and works once.
import { createHash, randomBytes } from 'node:crypto';
import type { Tx } from '../../db/database';

export const HANDOFF_TTL_SECONDS = 60;
const hash = (code: string) => createHash('sha256').update(code).digest('hex');

export async function issueHandoffCode(tx: Tx, userId: number, tenantId: number): Promise<string> {
  const code = randomBytes(24).toString('base64url');
  await tx.query(
    `INSERT INTO public.handoff_codes (code_hash, user_id, tenant_id, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
    [hash(code), userId, tenantId, HANDOFF_TTL_SECONDS],
  );
  return code;
}

/** Marks the code used and returns whom it was for; null when unknown, used or expired. */
export async function consumeHandoffCode(tx: Tx, code: string, tenantId: number) {
  const rows = await tx.query<{ user_id: number }>(
    `UPDATE public.handoff_codes SET used_at = now()
      WHERE code_hash = $1 AND tenant_id = $2 AND used_at IS NULL AND expires_at > now()
      RETURNING user_id`,
    [hash(code), tenantId],
  );
  return rows[0] ?? null;
}
