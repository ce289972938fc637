// Team invitations: their lifetime, messages and email. Tokens and status are the partner
// invitations' own (invitations/rules.ts): one mechanism, two tables.
import type { Role } from '@shared/roles';

/** How long a link works. */
export const TEAM_INVITATION_TTL_DAYS = 7;

export const TEAM_MESSAGES = {
  member: (tenant: string) => `This person is already a member of ${tenant}.`,
  pending: 'This email already has a pending invitation: resend it instead.',
  alreadyMember: (tenant: string) => `You are already a member of ${tenant}.`,
  noBusiness: 'An invitation to join a team needs no business name.',
  notMember: 'Not a member of this team.',
};

export const ROLE_NAMES: Record<Role, string> = { owner: 'Owner', manager: 'Manager', staff: 'Staff' };

export function teamExpiryFrom(now: Date): Date {
  return new Date(now.getTime() + TEAM_INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000);
}

/** The page where a signed-in user accepts (the sign-up link is the partner invitations' own). */
export function acceptLink(publicUrl: string, token: string): string {
  return `${publicUrl}/accept-invitation?token=${encodeURIComponent(token)}`;
}

/** The email: who invites, with what role, and a link for a new person and one for an existing user. */
export function teamInvitationEmail(v: { tenant: string; role: Role; signupLink: string; acceptLink: string; expiresAt: Date }): { subject: string; body: string } {
  return {
    subject: `Join ${v.tenant} on Tradepost`,
    body: [
      'Hello,',
      '',
      `${v.tenant} invited you to join their team on Tradepost as ${ROLE_NAMES[v.role].toLowerCase()}.`,
      '',
      'New to Tradepost? Create your account here:',
      v.signupLink,
      '',
      'Already have an account? Sign in and accept here:',
      v.acceptLink,
      '',
      `The link works once and expires on ${v.expiresAt.toISOString().slice(0, 10)}.`,
    ].join('\n'),
  };
}
