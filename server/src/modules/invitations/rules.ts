// Invitations to join Tradepost: their tokens, their status on the server's clock, and their email.
import { createHash, randomBytes } from 'node:crypto';
import type { Schemas } from '../../openapi/operations';

export type TenantType = Schemas['TenantType'];
export type InvitationStatus = Schemas['InvitationStatus'];

/** How long a link works. */
export const INVITATION_TTL_DAYS = 14;

export const INVITATION_MESSAGES = {
  used: 'This invitation has already been used.',
  revoked: 'This invitation has been revoked.',
  expired: 'This invitation has expired. Ask the business that invited you to send it again.',
  unknown: 'This invitation link is not valid.',
  pending: 'This record already has a pending invitation: resend it instead.',
  connected: 'This record is already connected to a business on Tradepost.',
  notPending: (status: InvitationStatus) => `This invitation was ${status}: it cannot be sent again or revoked.`,
  needsBusiness: 'Enter your business name to accept the invitation.',
  wrongRole: (role: TenantType) => `This invitation is for a ${role}.`,
};

/** A new link's token (the email carries it) and its hash (the database keeps only that). */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function expiryFrom(now: Date): Date {
  return new Date(now.getTime() + INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000);
}

/** The type an invitee signs up as: the inviter's other type. */
export const otherType = (type: TenantType): TenantType => (type === 'merchant' ? 'supplier' : 'merchant');

export function invitationStatus(i: { accepted_at: Date | null; revoked_at: Date | null; expires_at: Date }, now: Date): InvitationStatus {
  if (i.accepted_at) return 'accepted';
  if (i.revoked_at) return 'revoked';
  return new Date(i.expires_at).getTime() <= now.getTime() ? 'expired' : 'pending';
}

/** Why a token cannot be used (null: it can), in the words of readInvitation and sign-up. */
export function invitationRefusal(status: InvitationStatus): string | null {
  if (status === 'accepted') return INVITATION_MESSAGES.used;
  if (status === 'revoked') return INVITATION_MESSAGES.revoked;
  if (status === 'expired') return INVITATION_MESSAGES.expired;
  return null;
}

/** The sign-up link: on the platform's admin origin, where the public sign-up page lives. */
export function signupLink(publicUrl: string, token: string): string {
  return `${publicUrl}/signup?invitation=${encodeURIComponent(token)}`;
}

/** The email: who invites, as what the invitee joins, and the link. */
export function invitationEmail(v: { inviter: string; inviterType: TenantType; name: string; role: TenantType; link: string; expiresAt: Date }): { subject: string; body: string } {
  return {
    subject: `${v.inviter} invited you to Tradepost`,
    body: [
      'Hello,',
      '',
      `${v.inviter} (a ${v.inviterType} on Tradepost) invited ${v.name} to join Tradepost as a ${v.role}, to trade with them there.`,
      '',
      'Sign up with your business name here:',
      v.link,
      '',
      `The link works once and expires on ${v.expiresAt.toISOString().slice(0, 10)}.`,
    ].join('\n'),
  };
}
