// Sign-up validation with the spec's messages, in DRF's field-error shape.
import type { Tx } from '../../db/database';
import type { Schemas } from '../../openapi/operations';
import { findUserByUsername } from '../users/repo';
import { passwordProblems, PASSWORD_MESSAGES } from './password-rules';
import { USERNAME, USER_MESSAGES } from '../users/rules';
import { takenFields } from '../clients/repo';
import { schemaNameFrom } from '@shared/schema-name';
import { findInvitationByHash } from '../invitations/repo';
import { findTeamInvitationByHash } from '../team/repo';
import { TEAM_MESSAGES } from '../team/rules';
import { findTenantById } from '../tenants/repo';
import { hashToken, INVITATION_MESSAGES, invitationRefusal, invitationStatus } from '../invitations/rules';

export const BUSINESS_MESSAGES = {
  taken: 'A business with this name is already on Tradepost.',
  noSchema: 'Enter a business name with at least one letter or digit.',
};

/** The sign-up's business name (null when blank) and invitation token (null when blank). */
export const businessOf = (input: Schemas['SignupRequest']) => ({ name: input.business_name?.trim() || null, invitation: input.invitation?.trim() || null });

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The rules the contract cannot say (its schema has already checked the shape, the role and the lengths). */
export async function validateSignup(tx: Tx, input: Schemas['SignupRequest'], now: Date): Promise<Record<string, string[]> | null> {
  const errors: Record<string, string[]> = {};
  const add = (field: string, msg: string) => (errors[field] ??= []).push(msg);
  const username = input.username.trim();
  const email = input.email.trim().toLowerCase();
  if (!username) add('username', USER_MESSAGES.blank);
  else if (!USERNAME.test(username)) add('username', USER_MESSAGES.badUsername);
  else if (await findUserByUsername(tx, username)) add('username', USER_MESSAGES.usernameTaken);
  if (!email) add('email', USER_MESSAGES.blank);
  else if (!EMAIL.test(email)) add('email', 'Enter a valid email address.');
  for (const problem of passwordProblems(input.password, { email, username, first_name: input.first_name, last_name: input.last_name })) add('password', problem);
  if (input.password !== input.password2) add('password2', PASSWORD_MESSAGES.mismatch);
  const business = businessOf(input);
  const team = business.invitation ? await findTeamInvitationByHash(tx, hashToken(business.invitation)) : null;
  if (team) {
    // A team invitation: the new user joins the inviting tenant, as its type, with no business of their own.
    const refusal = invitationRefusal(invitationStatus(team, now));
    const tenant = (await findTenantById(tx, team.tenant_id))!;
    if (refusal) add('invitation', refusal);
    else if (tenant.type !== input.role) add('role', INVITATION_MESSAGES.wrongRole(tenant.type));
    if (business.name) add('business_name', TEAM_MESSAGES.noBusiness);
    return Object.keys(errors).length ? errors : null;
  }
  if (business.invitation) {
    const invitation = await findInvitationByHash(tx, hashToken(business.invitation));
    const refusal = invitation ? invitationRefusal(invitationStatus(invitation, now)) : INVITATION_MESSAGES.unknown;
    if (refusal) add('invitation', refusal);
    else if (invitation!.role !== input.role) add('role', INVITATION_MESSAGES.wrongRole(invitation!.role));
    if (!business.name) add('business_name', INVITATION_MESSAGES.needsBusiness);
  }
  if (business.name) {
    if (!schemaNameFrom(business.name)) add('business_name', BUSINESS_MESSAGES.noSchema);
    else if ((await takenFields(tx, { name: business.name })).has('name')) add('business_name', BUSINESS_MESSAGES.taken);
  }
  return Object.keys(errors).length ? errors : null;
}
