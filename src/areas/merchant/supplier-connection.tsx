// The connection panel of a saved merchant supplier (decisions.md "Connections"): the read-only
// relationship status, the connection's state with the actions it allows (Request connection
// through the on-system search, Cancel request, Accept, Decline, Pause, Resume, Archive), and the
// invitation to join Tradepost while the supplier is off-system and has an email. The connection
// and invitation machines do the behaviour, with the merchant side's calls.
import { useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { relationshipStatusOf } from '../../lib/connection-rules';
import { useActorRef } from '../../lib/inspection';
import { CONNECTION_MESSAGES, connectionMachine, type ConnectionSummary } from '../../machines/connections/connection.machine';
import { INVITATION_MESSAGES, invitationMachine } from '../../machines/connections/invitation.machine';
import { createListMachine, type ListQuery } from '../../machines/list.machine';
import { toast } from '../../ui/toasts';
import { ConnectionActions } from '../connections/connection-actions';
import { CONNECTION_TEXT, relationshipText } from '../connections/connection-text';
import { createInvitation, loadInvitation, resendInvitation, revokeInvitation, stepConnection } from '../connections/connections.actors';
import { InvitationPanel } from '../connections/invitation-panel';
import { SupplierLinkDialog } from './supplier-link-dialog';
import { reloadSupplierConnection, requestSupplierConnection, searchOnSystemPage } from './suppliers.actors';
import { useRole } from '../../ui/role';

const supplierConnectionMachine = connectionMachine.provide({
  actors: {
    partners: createListMachine<{ id: number; name: string; domain: string }>().provide({
      actors: { fetchPage: fromPromise(({ input, signal }: { input: ListQuery; signal: AbortSignal }) => searchOnSystemPage(input, signal)) },
    }),
    request: fromPromise(({ input }) => requestSupplierConnection(input)),
    step: fromPromise(({ input }) => stepConnection(input)),
    reload: fromPromise(({ input }) => reloadSupplierConnection(input)),
  },
  actions: { notifyDone: (_, { action }) => void toast(CONNECTION_MESSAGES.done[action], 'success') },
});

const supplierInvitationMachine = invitationMachine.provide({
  actors: {
    load: fromPromise(({ input }) => loadInvitation(input)),
    create: fromPromise(({ input }) => createInvitation(input)),
    resend: fromPromise(({ input }) => resendInvitation(input)),
    revoke: fromPromise(({ input }) => revokeInvitation(input)),
  },
  actions: { notifyDone: (_, { action }) => void toast(INVITATION_MESSAGES.done[action], 'success') },
});

export interface SupplierConnectionProps {
  id: number;
  /** As loaded: the machines start from it. */
  connection: ConnectionSummary | null;
  partnerName: string | null;
  /** The supplier's name and email as the form holds them: the invitation's prefill. */
  name: string;
  email: string;
}

export function SupplierConnection({ id, connection: loaded, partnerName, name, email }: SupplierConnectionProps) {
  const role = useRole();
  const connection = useActorRef(supplierConnectionMachine, { input: { side: 'merchant', connection: loaded, recordId: id, partnerName, role } });
  const invitation = useActorRef(supplierInvitationMachine, { input: { side: 'merchant', recordId: id, role } });
  const now = useSelector(connection, (s) => s.context.connection);
  const offSystem = relationshipStatusOf(now?.status ?? null) === 'OFF_SYSTEM';

  return (
    <div className="space-y-3">
      <dl className="flex gap-2 text-sm">
        <dt className="font-medium text-slate-700">{CONNECTION_TEXT.relationship}</dt>
        <dd className="text-slate-900">{relationshipText(now, 'merchant')}</dd>
      </dl>
      <ConnectionActions connection={connection} canRequest />
      {offSystem && <InvitationPanel invitation={invitation} draft={{ email: email.trim(), name: name.trim() }} offer={email.trim() !== ''} />}
      <SupplierLinkDialog connection={connection} />
    </div>
  );
}
