// Password reset links (public.password_resets): 32 random bytes in the emailed link, only their
// sha256 stored; one hour; single use; a newer link (or a reset) ends every older one.
import type { Tx } from '../../db/database';
import { newToken, hashToken } from '../invitations/rules';

export const RESET_TTL_SECONDS = 60 * 60;

export const RESET_MESSAGES = {
  requested: 'If an account uses this email, we have sent it a link to choose a new password.',
  done: 'Your password has been reset. You can now sign in.',
  badToken: 'This password reset link is invalid or has expired.',
  wrongCurrent: 'Your old password was entered incorrectly. Please enter it again.',
};

/** A new link for the user (older ones die); answers the token for the email. */
export async function issueResetToken(tx: Tx, userId: number, now: Date): Promise<string> {
  const { token, hash } = newToken();
  await tx.query('DELETE FROM public.password_resets WHERE user_id = $1', [userId]);
  await tx.query('INSERT INTO public.password_resets (user_id, token_hash, created_at, expires_at) VALUES ($1, $2, $3, $4)', [
    userId,
    hash,
    now,
    new Date(now.getTime() + RESET_TTL_SECONDS * 1000),
  ]);
  return token;
}

/** The user a working token names, its link locked and used up; null for an unknown, used or expired token. */
export async function useResetToken(tx: Tx, token: string, now: Date): Promise<number | null> {
  const [row] = await tx.query<{ id: number; user_id: number; expires_at: Date; used_at: Date | null }>(
    'SELECT id, user_id, expires_at, used_at FROM public.password_resets WHERE token_hash = $1 FOR UPDATE',
    [hashToken(token)],
  );
  if (!row || row.used_at || new Date(row.expires_at).getTime() <= now.getTime()) return null;
  await tx.query('UPDATE public.password_resets SET used_at = $2 WHERE id = $1', [row.id, now]);
  return row.user_id;
}

/** Every link of the user ends (a reset or a change of password). */
export async function endResetTokens(tx: Tx, userId: number, now: Date): Promise<void> {
  await tx.query('UPDATE public.password_resets SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL', [userId, now]);
}

export function resetEmail(publicUrl: string, token: string): { subject: string; body: string } {
  return {
    subject: 'Reset your Tradepost password',
    body: [
      'Someone asked to reset the password of your Tradepost account.',
      '',
      `Choose a new password here (the link works once, for 1 hour): ${publicUrl}/reset-password?token=${encodeURIComponent(token)}`,
      '',
      'If it was not you, you can ignore this email: your password stays as it is.',
    ].join('\n'),
  };
}
