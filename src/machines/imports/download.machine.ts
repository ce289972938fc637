// A file fetched with the bearer token and saved by the browser (exports and import templates):
// one download at a time; a failure is a toast. The `download` actor and the `save` and `notify`
// actions are provided by src/areas/imports/imports.actors.ts and the view.
import { fromPromise, setup } from 'xstate';
import type { Notice } from '../failure';
import type { components } from '../../api/schema';

export type SheetFormat = components['schemas']['SheetFormat'];
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

export const DOWNLOAD_MESSAGES = { failed: 'The download failed.' } as const;

export const downloadMachine = setup({
  types: {
    events: {} as { type: 'download.start'; format: SheetFormat },
  },
  actors: {
    download: fromPromise<DownloadedFile, { format: SheetFormat }>(async () => {
      throw new Error('download is not provided');
    }),
  },
  actions: {
    save: (_, _file: DownloadedFile) => {},
    notify: (_, _notice: Notice) => {},
  },
}).createMachine({
  id: 'download',
  initial: 'idle',
  states: {
    idle: {
      on: { 'download.start': 'downloading' },
    },
    downloading: {
      tags: 'downloading',
      invoke: {
        src: 'download',
        input: ({ event }) => ({ format: (event as { format: SheetFormat }).format }),
        onDone: { target: 'idle', actions: { type: 'save', params: ({ event }) => event.output } },
        onError: { target: 'idle', actions: { type: 'notify', params: { message: DOWNLOAD_MESSAGES.failed, variant: 'error' } } },
      },
    },
  },
});
