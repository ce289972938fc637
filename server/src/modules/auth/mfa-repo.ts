// Two-factor sign-in's rows: the user's secrets and last accepted step, recovery codes (hashed),
// and the challenges between a right password and the code (hashed, 5 minutes, once).
import { createHash, randomBytes } from 'node:crypto';
import type { Tx } from '../../db/database';
import type { SecretBox } from '../../lib/secret-box';
import { hashRecoveryCode } from './totp';

export const MFA_CHALLENGE_TTL_SECONDS = 5 * 60;
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

export async function issueChallenge(tx: Tx, userId: number, now: Date): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await tx.query('INSERT INTO public.mfa_challenges (user_id, token_hash, expires_at) VALUES ($1, $2, $3)', [
    userId,
    sha256(token),
    new Date(now.getTime() + MFA_CHALLENGE_TTL_SECONDS * 1000),
  ]);
  // Old challenges of anyone are no use to anybody.
  await tx.query('DELETE FROM public.mfa_challenges WHERE expires_at < $1', [now]);
  return token;
}

/** The live challenge of `token` (locked: one code completes it), or null. */
export async function findChallenge(tx: Tx, token: string, now: Date): Promise<{ id: number; user_id: number } | null> {
  const rows = await tx.query<{ id: number; user_id: number }>('SELECT id, user_id FROM public.mfa_challenges WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2 FOR UPDATE', [
    sha256(token),
    now,
  ]);
  return rows[0] ?? null;
}

export async function endChallenge(tx: Tx, id: number, now: Date): Promise<void> {
  await tx.query('UPDATE public.mfa_challenges SET used_at = $2 WHERE id = $1', [id, now]);
}

/** Takes `step` as used when it is later than the last accepted one; false for a replay. */
export async function acceptStep(tx: Tx, userId: number, step: number): Promise<boolean> {
  const rows = await tx.query('UPDATE public.users SET totp_last_step = $2 WHERE id = $1 AND (totp_last_step IS NULL OR totp_last_step < $2) RETURNING id', [userId, step]);
  return rows.length > 0;
}

/** Marks an unused recovery code used; false when it is not one of the user's unused codes. */
export async function useRecoveryCode(tx: Tx, userId: number, code: string, now: Date): Promise<boolean> {
  const rows = await tx.query('UPDATE public.mfa_recovery_codes SET used_at = $3 WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL RETURNING id', [
    userId,
    hashRecoveryCode(code),
    now,
  ]);
  return rows.length > 0;
}

export async function recoveryCodesLeft(tx: Tx, userId: number): Promise<number> {
  const [row] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM public.mfa_recovery_codes WHERE user_id = $1 AND used_at IS NULL', [userId]);
  return row.n;
}

export async function setPendingSecret(tx: Tx, userId: number, secret: string): Promise<void> {
  await tx.query('UPDATE public.users SET totp_pending_secret = $2 WHERE id = $1', [userId, secret]);
}

/** Turns two-factor sign-in on with `secret` (its first code's step already used) and new recovery codes. */
export async function enableTotp(tx: Tx, userId: number, secret: string, step: number, codes: string[]): Promise<void> {
  await tx.query('UPDATE public.users SET totp_secret = $2, totp_pending_secret = NULL, totp_last_step = $3 WHERE id = $1', [userId, secret, step]);
  await tx.query('DELETE FROM public.mfa_recovery_codes WHERE user_id = $1', [userId]);
  await tx.query('INSERT INTO public.mfa_recovery_codes (user_id, code_hash) SELECT $1, unnest($2::text[])', [userId, codes.map(hashRecoveryCode)]);
}

export async function disableTotp(tx: Tx, userId: number): Promise<void> {
  await tx.query('UPDATE public.users SET totp_secret = NULL, totp_pending_secret = NULL, totp_last_step = NULL WHERE id = $1', [userId]);
  await tx.query('DELETE FROM public.mfa_recovery_codes WHERE user_id = $1', [userId]);
}

/**
 * Seals the TOTP secrets still stored plain (written before sealing, by the demo seed, or brought
 * by an import) with `box`; run when a server starts. Reads stay able to take a plain one meanwhile.
 */
export async function sealPlainTotpSecrets(db: Tx, box: SecretBox): Promise<number> {
  const rows = await db.query<{ id: number; totp_secret: string | null; totp_pending_secret: string | null }>(
    "SELECT id, totp_secret, totp_pending_secret FROM public.users WHERE totp_secret NOT LIKE 'enc:%' OR totp_pending_secret NOT LIKE 'enc:%'",
  );
  const sealed = (value: string | null) => (value === null || box.isSealed(value) ? value : box.seal(value));
  for (const row of rows) {
    // Only if unchanged meanwhile: another process may be sealing (or the user enrolling) at the same time.
    await db.query(
      'UPDATE public.users SET totp_secret = $2, totp_pending_secret = $3 WHERE id = $1 AND totp_secret IS NOT DISTINCT FROM $4 AND totp_pending_secret IS NOT DISTINCT FROM $5',
      [row.id, sealed(row.totp_secret), sealed(row.totp_pending_secret), row.totp_secret, row.totp_pending_secret],
    );
  }
  return rows.length;
}
