// Lead detail (platform.md section 2): the lead's read-only fields, its status and sales rep, and
// its attachment, which needs the bearer token: it is fetched and handed to `saveFile` (the screen
// saves it through an object URL). A failed load shows its error with a retry. Supply `loadLead`,
// `fetchAttachment` and the `saveFile` and `notify` actions with `.provide()`.
import { assign, fromPromise, setup } from 'xstate';
import type { components } from '../../api/schema';
import { messageOf, type Notice } from '../failure';

export type Lead = components['schemas']['Lead'];

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

export const MESSAGES = {
  loadFailed: 'Failed to load lead.',
  downloadFailed: 'Failed to download attachment.',
};

export interface LeadDetailContext {
  id: number;
  lead: Lead | null;
  error: string | null;
}

export type LeadDetailEvent = { type: 'retry' } | { type: 'attachment.download' };

export const leadDetailMachine = setup({
  types: {
    context: {} as LeadDetailContext,
    events: {} as LeadDetailEvent,
    input: {} as { id: number },
  },
  actors: {
    loadLead: fromPromise<Lead, { id: number }>(async () => {
      throw new Error('loadLead is not provided');
    }),
    fetchAttachment: fromPromise<DownloadedFile, { id: number; fileName: string }>(async () => {
      throw new Error('fetchAttachment is not provided');
    }),
  },
  actions: {
    saveFile: (_, _file: DownloadedFile) => {},
    notify: (_, _notice: Notice) => {},
  },
  guards: {
    hasAttachment: ({ context }) => !!context.lead?.attachments,
  },
}).createMachine({
  id: 'leadDetail',
  context: ({ input }) => ({ id: input.id, lead: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'loading',
      invoke: {
        src: 'loadLead',
        input: ({ context }) => ({ id: context.id }),
        onDone: { target: 'ready', actions: assign({ lead: ({ event }) => event.output, error: null }) },
        onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => messageOf(event.error, MESSAGES.loadFailed) }) },
      },
    },
    loadFailed: {
      tags: 'loadFailed',
      on: { retry: 'loading' },
    },
    ready: {
      tags: 'ready',
      initial: 'idle',
      states: {
        idle: {
          on: { 'attachment.download': { guard: 'hasAttachment', target: 'downloading' } },
        },
        downloading: {
          tags: 'downloading',
          invoke: {
            src: 'fetchAttachment',
            input: ({ context }) => ({ id: context.id, fileName: context.lead?.attachment_name || 'attachment' }),
            onDone: { target: 'idle', actions: { type: 'saveFile', params: ({ event }) => event.output } },
            onError: {
              target: 'idle',
              actions: { type: 'notify', params: { message: MESSAGES.downloadFailed, variant: 'error' } },
            },
          },
        },
      },
    },
  },
});

export type LeadDetailMachine = typeof leadDetailMachine;
