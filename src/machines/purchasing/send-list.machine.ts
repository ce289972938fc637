// Sending an order list by email or text (merchant-operations.md "Place Orders screen" and section
// 5): the email and phone boxes with Send Email and Send Text, each needing its box filled; a phone
// is normalised before it is sent. The Review & Send modal queues through the messaging calls, the
// two order list dialogs through their send calls: each supplies `send` and its toast texts. A
// refused send (a 4xx) also says the server's reason ('Enter a valid email address.').
import { assign, fromPromise, setup } from 'xstate';
import { normalizePhone } from '../../lib/phone';
import { failedWith, type Notice } from '../failure';

export type Channel = 'email' | 'sms';

export interface SendTexts {
  emailSent: string;
  emailFailed: string;
  textSent: string;
  textFailed: string;
}

/** The Review & Send modal's texts (messages are queued). */
export const QUEUED_TEXTS: SendTexts = {
  emailSent: 'Email queued for delivery.',
  emailFailed: 'Failed to queue email.',
  textSent: 'Text queued for delivery.',
  textFailed: 'Failed to queue text.',
};

/** The order list dialogs' texts. */
export const SENT_TEXTS: SendTexts = {
  emailSent: 'Email sent.',
  emailFailed: 'Failed to send email.',
  textSent: 'Text sent.',
  textFailed: 'Failed to send text.',
};

export interface SendListContext {
  email: string;
  phone: string;
  texts: SendTexts;
}

export type SendListEvent = { type: 'email.change'; value: string } | { type: 'phone.change'; value: string } | { type: 'email.send' } | { type: 'text.send' };

export const sendListMachine = setup({
  types: {
    context: {} as SendListContext,
    events: {} as SendListEvent,
    input: {} as { texts: SendTexts },
  },
  actors: {
    send: fromPromise<unknown, { channel: Channel; to: string }>(async () => {
      throw new Error('send is not provided');
    }),
  },
  actions: {
    notify: (_, _notice: Notice) => {},
  },
  guards: {
    emailFilled: ({ context }) => context.email.trim() !== '',
    phoneFilled: ({ context }) => context.phone.trim() !== '',
  },
}).createMachine({
  id: 'sendList',
  context: ({ input }) => ({ email: '', phone: '', texts: input.texts }),
  on: {
    'email.change': { actions: assign({ email: ({ event }) => event.value }) },
    'phone.change': { actions: assign({ phone: ({ event }) => event.value }) },
  },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'email.send': { guard: 'emailFilled', target: 'sendingEmail' },
        'text.send': { guard: 'phoneFilled', target: 'sendingText' },
      },
    },
    sendingEmail: {
      tags: ['sending', 'sendingEmail'],
      invoke: {
        src: 'send',
        input: ({ context }) => ({ channel: 'email' as const, to: context.email.trim() }),
        onDone: { target: 'idle', actions: { type: 'notify', params: ({ context }) => ({ message: context.texts.emailSent, variant: 'success' }) } },
        onError: { target: 'idle', actions: { type: 'notify', params: ({ context, event }) => ({ message: failedWith(context.texts.emailFailed, event.error), variant: 'error' }) } },
      },
    },
    sendingText: {
      tags: ['sending', 'sendingText'],
      invoke: {
        src: 'send',
        input: ({ context }) => ({ channel: 'sms' as const, to: normalizePhone(context.phone) }),
        onDone: { target: 'idle', actions: { type: 'notify', params: ({ context }) => ({ message: context.texts.textSent, variant: 'success' }) } },
        onError: { target: 'idle', actions: { type: 'notify', params: ({ context, event }) => ({ message: failedWith(context.texts.textFailed, event.error), variant: 'error' }) } },
      },
    },
  },
});
