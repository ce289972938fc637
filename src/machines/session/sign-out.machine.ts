// Signing out on a shared device (issue 25): the next person must not find this member's count
// data. Before signing out, the open count sheets back up their edits and the member's unsaved
// lines kept on the device are counted; if there are any, a dialog says how many would be lost
// ('Sign out anyway' / 'Cancel'). Signing out deletes them and the cached count sheets, then ends
// the session. Supply `countKept` (flush, then count), `forget` and `signOut` with `.provide()`.
import { assign, fromPromise, setup } from 'xstate';

export const SIGN_OUT_TEXT = {
  title: 'Unsaved counts on this device',
  message: (lines: number) =>
    `Counts or notes on ${lines} ${lines === 1 ? 'line' : 'lines'} have not been saved yet. Signing out deletes them from this device, and they cannot be saved later.`,
  confirm: 'Sign out anyway',
  cancel: 'Cancel',
} as const;

export type SignOutEvent = { type: 'signOut.request' } | { type: 'signOut.confirm' } | { type: 'signOut.cancel' };

export const signOutMachine = setup({
  types: { context: {} as { lines: number; member: boolean }, events: {} as SignOutEvent, input: {} as { member?: boolean } | undefined },
  actors: {
    /** How many lines hold unsaved edits kept on this device for the member. */
    countKept: fromPromise<number>(async () => 0),
    /** Deletes the member's kept edits and the cached count sheets. */
    forget: fromPromise<void>(async () => {}),
  },
  actions: { signOut: () => {} },
}).createMachine({
  id: 'signOut',
  context: ({ input }) => ({ lines: 0, member: input?.member ?? true }),
  initial: 'idle',
  states: {
    // Only a tenant's member can have counts kept on the device; anyone else (a superadmin) signs out at once.
    idle: { on: { 'signOut.request': [{ guard: ({ context }) => context.member, target: 'counting' }, { target: 'signedOut' }] } },
    counting: {
      tags: 'busy',
      invoke: {
        src: 'countKept',
        onDone: [{ guard: ({ event }) => event.output > 0, target: 'warning', actions: assign({ lines: ({ event }) => event.output }) }, { target: 'forgetting' }],
        // The device's storage cannot be read: nothing readable would be lost.
        onError: 'forgetting',
      },
    },
    warning: { tags: 'warning', on: { 'signOut.confirm': 'forgetting', 'signOut.cancel': 'idle' } },
    forgetting: {
      tags: ['busy', 'warning'],
      invoke: { src: 'forget', onDone: 'signedOut', onError: 'signedOut' },
    },
    signedOut: { entry: 'signOut', always: 'idle' },
  },
});
