// The invite dialog of the team screen: an email and a role (staff by default). A child of the
// team machine: a sent invitation is reported to it (`invite.sent`). Supply `save`
// (`saveInviteWith(create)`) with `.provide()`.
import { fromPromise, sendParent } from 'xstate';
import type { Role } from '../../lib/roles';
import { createFormMachine, type FieldErrors, type SaveInput } from '../form.machine';

export interface InviteValues {
  id?: number;
  email: string;
  role: Role;
}

export const INVITE_MESSAGES = { emailRequired: 'Email is required.', failed: 'Failed to send the invitation.' };

export const emptyInvite = (): InviteValues => ({ email: '', role: 'staff' });

export const validateInvite = (v: InviteValues): FieldErrors => (v.email.trim() ? {} : { email: [INVITE_MESSAGES.emailRequired] });

/** The `save` actor: sends the invitation; its id becomes the form's. */
export const saveInviteWith = (create: (body: { email: string; role: Role }) => Promise<{ id: number }>) =>
  fromPromise<InviteValues | void, SaveInput<InviteValues>>(async ({ input }) => {
    const created = await create({ email: input.values.email.trim(), role: input.values.role });
    return { ...input.values, id: created.id };
  });

export const inviteMemberMachine = createFormMachine<InviteValues>({ validate: validateInvite, shownFields: ['email', 'role'] }).provide({
  actions: { notifySaved: sendParent(({ context }) => ({ type: 'invite.sent', email: context.values.email.trim() })) },
});

export type InviteMemberMachine = typeof inviteMemberMachine;
