// The actions a connection offers one side, over its connection machine: its state in a sentence,
// a button for each step the rules allow now ('Cancel request' for a request this side made),
// the 409's detail or a refusal, and the confirmation of a decline or an archive.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { ConnectionEvent, ConnectionMachine } from '../../machines/connections/connection.machine';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { FormError } from '../../ui/form-error';
import { confirmationText, connectionSentence, CONNECTION_TEXT, isOwnRequest } from './connection-text';

type ConnectionRef = ActorRefFrom<ConnectionMachine>;

/** The steps in the order they show, with the event each sends. */
const STEPS = [
  { event: { type: 'connection.accept' }, label: CONNECTION_TEXT.actions.accept, variant: 'primary' },
  { event: { type: 'connection.decline' }, label: CONNECTION_TEXT.actions.decline, variant: 'secondary' },
  { event: { type: 'connection.pause' }, label: CONNECTION_TEXT.actions.pause, variant: 'secondary' },
  { event: { type: 'connection.resume' }, label: CONNECTION_TEXT.actions.resume, variant: 'primary' },
  { event: { type: 'connection.archive' }, label: CONNECTION_TEXT.actions.archive, variant: 'quiet' },
] as const satisfies readonly { event: ConnectionEvent; label: string; variant: string }[];

/** `canRequest`: offer 'Request connection' (the side can search partners) where the rules allow it. */
export function ConnectionActions({ connection: actor, canRequest = false }: { connection: ConnectionRef; canRequest?: boolean }) {
  const side = useSelector(actor, (s) => s.context.side);
  const connection = useSelector(actor, (s) => s.context.connection);
  const partnerName = useSelector(actor, (s) => s.context.partnerName);
  const working = useSelector(actor, (s) => s.hasTag('working'));
  const confirming = useSelector(actor, (s) => s.hasTag('confirming'));
  const error = useSelector(actor, (s) => s.context.error);
  const conflict = useSelector(actor, (s) => s.context.conflict);
  const pending = useSelector(actor, (s) => s.context.pending?.action ?? null);
  // One string, so an unchanged offer keeps its value between snapshots.
  const offered = useSelector(actor, (s) =>
    STEPS.filter((step) => s.can(step.event))
      .map((step) => step.event.type)
      .join(' '),
  ).split(' ');
  const mayRequest = useSelector(actor, (s) => canRequest && s.can({ type: 'connection.choose' }));
  const ownRequest = isOwnRequest(connection, side);
  const confirmation = pending && confirmationText(pending, ownRequest, partnerName);

  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">{connectionSentence(connection, side, partnerName)}</p>
      <FormError message={conflict} />
      {!confirming && <FormError message={error} />}
      <div className="flex flex-wrap gap-2">
        {mayRequest && (
          <Button variant="secondary" disabled={working} onClick={() => actor.send({ type: 'connection.choose' })}>
            {CONNECTION_TEXT.request}
          </Button>
        )}
        {STEPS.filter((step) => offered.includes(step.event.type)).map((step) => (
          <Button key={step.event.type} variant={step.variant} disabled={working} onClick={() => actor.send(step.event)}>
            {step.event.type === 'connection.archive' && ownRequest ? CONNECTION_TEXT.cancelRequest : step.label}
          </Button>
        ))}
      </div>
      <StepConfirmDialog connection={actor} confirmation={confirmation} />
    </div>
  );
}

/** The confirmation of a decline or an archive, over the connection machine (its words come from the side's screen). */
export function StepConfirmDialog({ connection: actor, confirmation }: { connection: ConnectionRef; confirmation: ReturnType<typeof confirmationText> | null }) {
  const working = useSelector(actor, (s) => s.hasTag('working'));
  const confirming = useSelector(actor, (s) => s.hasTag('confirming'));
  const error = useSelector(actor, (s) => s.context.error);
  return (
    <ConfirmDialog
      open={confirming}
      busy={confirming && working}
      error={confirming ? error : null}
      title={confirmation?.title ?? ''}
      message={confirmation?.message ?? ''}
      confirmLabel={confirmation?.confirmLabel}
      cancelLabel={CONNECTION_TEXT.back}
      onConfirm={() => actor.send({ type: 'confirm.yes' })}
      onCancel={() => actor.send({ type: 'confirm.no' })}
    />
  );
}
