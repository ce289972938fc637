// The team screen's calls (owners only) and accepting an invitation signed in.
import { fromPromise } from 'xstate';
import { api } from '../../api/client';
import { answerOf, dataOf, type Answer } from '../../api/errors';
import type { Role } from '../../lib/roles';
import { readInvitation } from '../../api/auth';
import { ACCEPT_MESSAGES, acceptInvitationMachine } from '../../machines/team/accept-invitation.machine';
import { INVITE_MESSAGES, inviteMemberMachine, saveInviteWith } from '../../machines/team/invite-member.machine';
import { TEAM_MESSAGES, teamMachine, type ChangeOutcome, type Team, type TeamChange } from '../../machines/team/team.machine';

export async function loadTeam(): Promise<Team> {
  const [members, invitations] = await Promise.all([dataOf(api.GET('/team/members/'), TEAM_MESSAGES.loadFailed), dataOf(api.GET('/team/invitations/'), TEAM_MESSAGES.loadFailed)]);
  return { members, invitations };
}

function changeCall(change: TeamChange): Promise<Answer<unknown>> {
  switch (change.kind) {
    case 'role':
      return answerOf(api.PATCH('/team/members/{user_id}/', { params: { path: { user_id: change.userId } }, body: { role: change.role } }), TEAM_MESSAGES.failed);
    case 'remove':
      return answerOf(api.DELETE('/team/members/{user_id}/', { params: { path: { user_id: change.userId } } }), TEAM_MESSAGES.failed, { empty: true });
    case 'resend':
      return answerOf(api.POST('/team/invitations/{id}/resend/', { params: { path: { id: change.id } } }), TEAM_MESSAGES.failed);
    case 'revoke':
      return answerOf(api.DELETE('/team/invitations/{id}/', { params: { path: { id: change.id } } }), TEAM_MESSAGES.failed);
  }
}

export async function changeTeam(change: TeamChange): Promise<ChangeOutcome> {
  const answer = await changeCall(change);
  return answer.ok ? { outcome: 'done' } : { outcome: 'refused', message: answer.message };
}

export const inviteMember = (body: { email: string; role: Role }) => dataOf(api.POST('/team/invitations/', { body }), INVITE_MESSAGES.failed);

/** The team machine with its calls; the screen adds `notify`. */
export const teamMachineWithCalls = teamMachine.provide({
  actors: {
    load: fromPromise(() => loadTeam()),
    change: fromPromise(({ input }) => changeTeam(input)),
    inviteForm: inviteMemberMachine.provide({ actors: { save: saveInviteWith(inviteMember) } }),
  },
});

/** The accept page's machine with its calls; the page adds `renewSession`. */
export const acceptInvitationWithCalls = acceptInvitationMachine.provide({
  actors: {
    read: fromPromise(({ input }) => readInvitation(input.token, ACCEPT_MESSAGES.readFailed)),
    accept: fromPromise(({ input }) => dataOf(api.POST('/auth/invitations/{token}/accept/', { params: { path: { token: input.token } } }), ACCEPT_MESSAGES.failed)),
  },
});
