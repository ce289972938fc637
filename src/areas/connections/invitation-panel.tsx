// The invitation to join Tradepost sent from one of the side's records, over its invitation
// machine: 'Invite to Tradepost' (the invite dialog, prefilled from the record) while the partner is
// off-system with an email and nothing is pending, and the invitation's state with Resend and Revoke.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { InvitationDraft, InvitationMachine } from '../../machines/connections/invitation.machine';
import { Button } from '../../ui/button';
import { ErrorRetry } from '../../ui/error-retry';
import { FormError } from '../../ui/form-error';
import { FormDialog } from '../../ui/form-dialog';
import { formatDate } from '../../ui/format-date';
import { LoadingText } from '../../ui/spinner';
import { TextField } from '../../ui/text-field';

export const INVITATION_TEXT = {
  invite: 'Invite to Tradepost',
  dialogTitle: 'Invite to Tradepost',
  dialogDescription: 'They get an email with a link to sign up; once they do, you are connected.',
  email: 'Email',
  name: 'Business name',
  send: 'Send invitation',
  resend: 'Resend',
  revoke: 'Revoke',
  loading: 'Loading invitation...',
  status: { pending: 'Pending', accepted: 'Accepted', expired: 'Expired', revoked: 'Revoked' },
  sentTo: (email: string) => `Invitation to ${email}:`,
} as const;

/** `draft`: the record's email and name, for the dialog; `offer`: the partner is off-system and has an email. */
export function InvitationPanel({ invitation: actor, draft, offer }: { invitation: ActorRefFrom<InvitationMachine>; draft: InvitationDraft; offer: boolean }) {
  const invitation = useSelector(actor, (s) => s.context.invitation);
  const loading = useSelector(actor, (s) => s.hasTag('loading'));
  const loadFailed = useSelector(actor, (s) => s.hasTag('loadFailed'));
  const working = useSelector(actor, (s) => s.hasTag('working'));
  const inviting = useSelector(actor, (s) => s.hasTag('inviting'));
  const error = useSelector(actor, (s) => s.context.error);
  const conflict = useSelector(actor, (s) => s.context.conflict);
  const mayInvite = useSelector(actor, (s) => s.can({ type: 'invite.open', draft }));
  const mayChange = useSelector(actor, (s) => s.can({ type: 'invite.resend' }) || (working && !inviting));

  if (loading) return <LoadingText>{INVITATION_TEXT.loading}</LoadingText>;
  if (loadFailed) return <ErrorRetry message={error ?? ''} onRetry={() => actor.send({ type: 'retry' })} />;
  return (
    <div className="space-y-2">
      <FormError message={conflict} />
      {!inviting && <FormError message={error} />}
      {invitation && (
        <div className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
          <p>
            {INVITATION_TEXT.sentTo(invitation.email)} {INVITATION_TEXT.status[invitation.status]}
            {invitation.status === 'pending' && ` (expires ${formatDate(invitation.expires_at)})`}
          </p>
          {mayChange && (
            <>
              <Button variant="secondary" disabled={working} onClick={() => actor.send({ type: 'invite.resend' })}>
                {INVITATION_TEXT.resend}
              </Button>
              <Button variant="secondary" disabled={working} onClick={() => actor.send({ type: 'invite.revoke' })}>
                {INVITATION_TEXT.revoke}
              </Button>
            </>
          )}
        </div>
      )}
      {offer && mayInvite && (
        <Button variant="secondary" onClick={() => actor.send({ type: 'invite.open', draft })}>
          {INVITATION_TEXT.invite}
        </Button>
      )}
      <InviteDialog invitation={actor} />
    </div>
  );
}

/** The invite dialog: email and business name, then createInvitation. */
export function InviteDialog({ invitation: actor }: { invitation: ActorRefFrom<InvitationMachine> }) {
  const open = useSelector(actor, (s) => s.hasTag('inviting'));
  const busy = useSelector(actor, (s) => s.hasTag('inviting') && s.hasTag('working'));
  const draft = useSelector(actor, (s) => s.context.draft);
  const fieldErrors = useSelector(actor, (s) => s.context.fieldErrors);
  const error = useSelector(actor, (s) => s.context.error);
  const change = (name: keyof InvitationDraft) => (e: { target: { value: string } }) => actor.send({ type: 'invite.change', name, value: e.target.value });
  return (
    <FormDialog
      open={open}
      title={INVITATION_TEXT.dialogTitle}
      description={INVITATION_TEXT.dialogDescription}
      submitLabel={INVITATION_TEXT.send}
      busy={busy}
      error={open ? error : null}
      onClose={() => actor.send({ type: 'invite.close' })}
      onSubmit={(e) => {
        e.preventDefault();
        actor.send({ type: 'invite.submit' });
      }}
    >
      <TextField label={INVITATION_TEXT.email} type="email" required maxLength={254} name="email" value={draft.email} onChange={change('email')} errors={fieldErrors.email} />
      <TextField label={INVITATION_TEXT.name} required maxLength={255} name="name" value={draft.name} onChange={change('name')} errors={fieldErrors.name} />
    </FormDialog>
  );
}
