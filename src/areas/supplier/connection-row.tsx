// One connection on the supplier's Connections screen: a table row over its own connection machine
// (side supplier), so its status, buttons, 409 and confirmation follow that one connection. A
// request offers Accept (the accept-mapping dialog picks the merchant record) and Decline; a live
// connection the steps the rules allow (Pause, Resume, Archive; a request the supplier made:
// Cancel request). A step done updates the screen's list: an accept reloads it (the row moves, its
// merchant record may be new), any other step puts the new status in place.
import { useSelector } from '@xstate/react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { useActorRef } from '../../lib/inspection';
import { CONNECTION_MESSAGES, type ConnectionAction } from '../../machines/connections/connection.machine';
import type { Connection, ConnectionsListMachine } from '../../machines/supplier/connections-list.machine';
import { acceptMappingMachine } from '../../machines/supplier/accept-mapping.machine';
import { Button } from '../../ui/button';
import { StepConfirmDialog } from '../connections/connection-actions';
import { FormError } from '../../ui/form-error';
import { toast } from '../../ui/toasts';
import { AcceptDialog } from './accept-dialog';
import { loadMerchantRecords, supplierConnectionMachine } from './connections.actors';
import { CONNECTION_TEXT } from '../connections/connection-text';
import { shortDate, supplierConfirmation } from './connections-text';
import { StatusBadge } from '../../ui/status-badge';
import { useRole } from '../../ui/role';

const STEPS = [
  { action: 'decline', variant: 'secondary' },
  { action: 'pause', variant: 'secondary' },
  { action: 'resume', variant: 'primary' },
  { action: 'archive', variant: 'quiet' },
] as const satisfies readonly { action: ConnectionAction; variant: string }[];

const liveAcceptMachine = acceptMappingMachine.provide({ actors: { loadMerchants: fromPromise(({ signal }) => loadMerchantRecords(signal)) } });

export interface ConnectionRowProps {
  connection: Connection;
  /** Requests show when they came; connections show their status and since when. */
  kind: 'request' | 'connection';
  list: ActorRefFrom<ConnectionsListMachine>;
}

export function ConnectionRow({ connection: row, kind, list }: ConnectionRowProps) {
  const actor = useActorRef(
    supplierConnectionMachine.provide({
      actions: {
        notifyDone: (_, { action, connection }) => {
          toast(CONNECTION_MESSAGES.done[action], 'success');
          list.send(action === 'accept' ? { type: 'reload' } : { type: 'connection.changed', connection });
        },
      },
    }),
    {
      input: { side: 'supplier', connection: { id: row.id, status: row.status, requested_by: row.requested_by }, recordId: row.merchant_id, partnerName: row.partner.name, role: useRole() },
    },
  );
  const accept = useActorRef(liveAcceptMachine.provide({ actions: { confirmed: (_, { recordId }) => actor.send({ type: 'connection.accept', recordId }) } }), {
    input: { partnerName: row.partner.name },
  });
  const status = useSelector(actor, (s) => s.context.connection?.status ?? row.status);
  const ownRequest = useSelector(actor, (s) => s.context.connection?.status === 'INVITED' && s.context.connection.requested_by === 'supplier');
  const working = useSelector(actor, (s) => s.hasTag('working'));
  const confirming = useSelector(actor, (s) => s.hasTag('confirming'));
  const error = useSelector(actor, (s) => s.context.error);
  const conflict = useSelector(actor, (s) => s.context.conflict);
  const pending = useSelector(actor, (s) => s.context.pending?.action ?? null);
  const mayAccept = useSelector(actor, (s) => s.can({ type: 'connection.accept' }));
  // A request is answered by Accept or Decline (the rules would also let it be archived).
  const offered = useSelector(actor, (s) =>
    STEPS.filter((step) => !(kind === 'request' && step.action === 'archive') && s.can({ type: `connection.${step.action}` })).map((step) => step.action),
  );
  const name = row.partner.name;
  const confirmation = pending && supplierConfirmation(pending, ownRequest, name);

  return (
    <tr>
      <th scope="row" className="px-3 py-2 text-left font-medium text-slate-900">
        {name}
      </th>
      <td className="px-3 py-2 text-slate-800">{row.partner.domain}</td>
      {kind === 'connection' && (
        <td className="px-3 py-2">
          <StatusBadge kind="connection" status={status} />
        </td>
      )}
      <td className="px-3 py-2 text-slate-800">{shortDate(row.created_at)}</td>
      <td className="space-y-2 px-3 py-2">
        <div className="flex flex-wrap gap-2">
          {mayAccept && (
            <Button disabled={working} aria-label={`Accept ${name}`} onClick={() => accept.send({ type: 'accept.open' })}>
              {CONNECTION_TEXT.actions.accept}
            </Button>
          )}
          {STEPS.filter((step) => offered.includes(step.action)).map(({ action, variant }) => {
            const label = action === 'archive' && ownRequest ? CONNECTION_TEXT.cancelRequest : CONNECTION_TEXT.actions[action];
            return (
              <Button key={action} variant={variant} disabled={working} aria-label={`${label} ${name}`} onClick={() => actor.send({ type: `connection.${action}` })}>
                {label}
              </Button>
            );
          })}
        </div>
        <FormError message={conflict} />
        {!confirming && <FormError message={error} />}
        <AcceptDialog accept={accept} partnerName={name} />
        <StepConfirmDialog connection={actor} confirmation={confirmation || null} />
      </td>
    </tr>
  );
}
