// The invitations to join Tradepost that the supplier sent (issue 21): each with its status, and
// Resend / Revoke while it is pending or expired, both after a confirmation. Resend sends a new
// link (the old one stops working); the row shows what the server answered. A refusal toasts the
// server's detail; a 409 (the invitation changed meanwhile) also reloads the list.
import { useSelector } from '@xstate/react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { useActorRef } from '../../lib/inspection';
import { createConfirmMachine } from '../../machines/confirm.machine';
import { INVITATION_MESSAGES, type InvitationOutcome } from '../../machines/connections/invitation.machine';
import type { ConnectionsListMachine, Invitation } from '../../machines/supplier/connections-list.machine';
import { Button } from '../../ui/button';
import { PlainTable } from '../../ui/plain-table';
import { ConfirmDialog, useConfirmDialog } from '../../ui/confirm-dialog';
import { toast } from '../../ui/toasts';
import { resendInvitation, revokeInvitation } from '../connections/connections.actors';
import { INVITATION_TEXT } from '../connections/invitation-panel';
import { CONNECTION_TEXT } from '../connections/connection-text';
import { CONNECTIONS_TEXT, shortDate } from './connections-text';
import { StatusBadge } from '../../ui/status-badge';
import { useRole } from '../../ui/role';

type InvitationStep = { invitation: Invitation; action: 'resend' | 'revoke' };

const STEP_TEXT = {
  resend: {
    label: INVITATION_TEXT.resend,
    title: 'Resend invitation',
    question: (i: Invitation) => `Send the invitation to ${i.name} (${i.email}) again? The link sent before stops working.`,
  },
  revoke: { label: INVITATION_TEXT.revoke, title: 'Revoke invitation', question: (i: Invitation) => `Revoke the invitation to ${i.name}? Its link stops working.` },
} as const;

const invitationStepMachine = createConfirmMachine<InvitationStep, InvitationOutcome>().provide({
  actors: { perform: fromPromise(({ input: { target } }) => (target.action === 'resend' ? resendInvitation(target.invitation) : revokeInvitation(target.invitation))) },
  actions: { onFailed: ({ context }) => void toast(context.error ?? INVITATION_MESSAGES.failed, 'error') },
});

const open = (i: Invitation) => i.status === 'pending' || i.status === 'expired';

export function InvitationsTable({ invitations, list }: { invitations: Invitation[]; list: ActorRefFrom<ConnectionsListMachine> }) {
  const confirm = useActorRef(
    invitationStepMachine.provide({
      actions: {
        onDone: (_, { target, output }) => {
          if (output.outcome === 'done') {
            toast(INVITATION_MESSAGES.done[target.action], 'success');
            list.send({ type: 'invitation.changed', invitation: output.invitation });
            return;
          }
          toast(output.message, 'error');
          if (output.outcome === 'conflict') list.send({ type: 'reload' });
        },
      },
    }),
    { input: { role: useRole(), operation: 'resendInvitation' } },
  );
  const { target, dialog } = useConfirmDialog(confirm);
  // A role that may not invite (staff) sees the invitations, without Resend or Revoke.
  const manage = useSelector(confirm, (s) => s.context.allowed);

  return (
    <>
      <PlainTable
        caption={CONNECTIONS_TEXT.invitations}
        headers={['Business', 'Email', 'Status', 'Sent', 'Expires', 'Actions']}
        empty={invitations.length === 0 ? CONNECTIONS_TEXT.invitationsEmpty : null}
      >
        {invitations.map((i) => (
          <tr key={i.id}>
            <th scope="row" className="px-3 py-2 text-left font-medium text-slate-900">
              {i.name}
            </th>
            <td className="px-3 py-2 text-slate-800">{i.email}</td>
            <td className="px-3 py-2 text-slate-800">
              <StatusBadge kind="invitation" status={i.status} />
            </td>
            <td className="px-3 py-2 text-slate-800">{shortDate(i.created_at)}</td>
            <td className="px-3 py-2 text-slate-800">{open(i) ? shortDate(i.expires_at) : '-'}</td>
            <td className="px-3 py-2">
              {manage && open(i) && (
                <div className="flex flex-wrap gap-2">
                  {(['resend', 'revoke'] as const).map((action) => (
                    <Button
                      key={action}
                      variant={action === 'revoke' ? 'quiet' : 'secondary'}
                      aria-label={`${STEP_TEXT[action].label} the invitation to ${i.name}`}
                      onClick={() => confirm.send({ type: 'confirm.open', target: { invitation: i, action } })}
                    >
                      {STEP_TEXT[action].label}
                    </Button>
                  ))}
                </div>
              )}
            </td>
          </tr>
        ))}
      </PlainTable>
      <ConfirmDialog
        {...dialog}
        title={target ? STEP_TEXT[target.action].title : ''}
        message={target ? STEP_TEXT[target.action].question(target.invitation) : ''}
        confirmLabel={target ? STEP_TEXT[target.action].label : undefined}
        cancelLabel={CONNECTION_TEXT.back}
        danger={target?.action === 'revoke'}
      />
    </>
  );
}
