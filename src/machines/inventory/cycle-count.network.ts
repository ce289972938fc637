// An OPEN batch's connection and backup (issue 25), two regions of the cycle-count machine's `open`
// state. Offline, edits wait (Save is off); when the connection returns, what waits is saved through
// the work region's save ('Syncing...', then 'Saved'). Unsaved edits are backed up once typing
// pauses, and at once on a flush (leaving the page).
import { raise } from 'xstate';
import { BACK_UP, countSetup, EDITED } from './cycle-count.setup';

/** The connection: offline, edits wait; when it returns, what waits is saved ('Syncing...', then 'Saved'). */
export const networkRegion = countSetup.createStateConfig({
  invoke: { src: 'connectivity' },
  initial: 'online',
  states: {
    // The connectivity actor reports at once: kept edits that waited for the connection are sent now.
    online: { on: { 'connection.offline': 'offline', 'connection.online': { guard: 'waitsForSync', target: 'syncing' } } },
    offline: {
      tags: 'offline',
      entry: 'waitForConnection',
      // (An edit typed offline waits too, even if a save ended meanwhile.)
      on: {
        ...Object.fromEntries(EDITED.map((type) => [type, { actions: 'waitForConnection' }])),
        'connection.online': [{ guard: 'hasEdits', target: 'syncing' }, { target: 'online' }],
      },
    },
    syncing: {
      tags: 'syncing',
      entry: raise({ type: 'counts.save' }),
      // A refused save (a 409 included) is the work region's to show; the edits stay.
      on: { 'counts.saved': 'synced', 'counts.saveFailed': 'online', 'connection.offline': 'offline' },
    },
    synced: { tags: 'synced', on: { 'connection.offline': 'offline', ...Object.fromEntries(EDITED.map((type) => [type, 'online'])) } },
  },
});

/** Unsaved edits are backed up once typing pauses, and at once on a flush (leaving the page). */
export const backupRegion = countSetup.createStateConfig({
  initial: 'idle',
  states: {
    idle: { on: Object.fromEntries(EDITED.map((type) => [type, 'pending'])) },
    pending: {
      tags: 'backupPending',
      after: { backupDelay: { target: 'idle', actions: BACK_UP } },
      on: {
        ...Object.fromEntries(EDITED.map((type) => [type, { target: 'pending', reenter: true }])),
        'backup.flush': { target: 'idle', actions: BACK_UP },
      },
    },
  },
});
