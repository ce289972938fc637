// Email and phone boxes with Send Email and Send Text (the send-list machine), used by the Review &
// Send modal and by the two order list dialogs, each with its own send call and texts.
import { useSelector } from '@xstate/react';
import { useRef } from 'react';
import { fromPromise } from 'xstate';
import { useActorRef } from '../../lib/inspection';
import { sendListMachine, type Channel, type SendTexts } from '../../machines/purchasing/send-list.machine';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { toast } from '../../ui/toasts';

export type SendTo = (target: { channel: Channel; to: string }) => Promise<unknown>;

export function SendListForm({ texts, send, disabled = false }: { texts: SendTexts; send: SendTo; disabled?: boolean }) {
  // The machine lives as long as the form; the send call always sees the current list.
  const sendRef = useRef(send);
  sendRef.current = send;
  const actor = useActorRef(
    sendListMachine.provide({
      actors: { send: fromPromise(({ input }: { input: { channel: Channel; to: string } }) => sendRef.current(input)) },
      actions: { notify: (_, { message, variant }) => void toast(message, variant) },
    }),
    { input: { texts } },
  );
  const email = useSelector(actor, (s) => s.context.email);
  const phone = useSelector(actor, (s) => s.context.phone);
  const canEmail = useSelector(actor, (s) => s.can({ type: 'email.send' }));
  const canText = useSelector(actor, (s) => s.can({ type: 'text.send' }));
  const sendingEmail = useSelector(actor, (s) => s.hasTag('sendingEmail'));
  const sendingText = useSelector(actor, (s) => s.hasTag('sendingText'));

  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div className="space-y-2">
        <TextField label="Email" type="email" autoComplete="email" value={email} onChange={(e) => actor.send({ type: 'email.change', value: e.target.value })} />
        <Button variant="secondary" disabled={disabled || !canEmail} loading={sendingEmail} onClick={() => actor.send({ type: 'email.send' })}>
          Send Email
        </Button>
      </div>
      <div className="space-y-2">
        <TextField label="Phone" type="tel" autoComplete="tel" value={phone} onChange={(e) => actor.send({ type: 'phone.change', value: e.target.value })} />
        <Button variant="secondary" disabled={disabled || !canText} loading={sendingText} onClick={() => actor.send({ type: 'text.send' })}>
          Send Text
        </Button>
      </div>
    </div>
  );
}
