// Logout on a shared device (issue 25): the sign-out machine with this member's device data (the
// count sheets' kept edits and the worker's cached sheets), and its warning dialog when unsaved
// lines would be lost.
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { forgetDeviceCounts, flushOpenSheets, storedLineCount } from '../../areas/inventory/stored-edits';
import { useActorRef } from '../../lib/inspection';
import { SIGN_OUT_TEXT, signOutMachine } from '../../machines/session/sign-out.machine';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import type { Member } from '../../ui/member';
import type { SessionActor } from '../../app/session';

type SignOutActor = ActorRefFrom<typeof signOutMachine>;

/** The sign-out machine for `member`; the session is logged out once the device data is gone. */
export function useSignOut(member: Member | null, session: SessionActor): SignOutActor {
  const logic = useMemo(
    () =>
      signOutMachine.provide({
        actors: {
          countKept: fromPromise(async () => {
            flushOpenSheets();
            return storedLineCount(member);
          }),
          forget: fromPromise(() => forgetDeviceCounts(member)),
        },
        actions: { signOut: () => session.send({ type: 'logout' }) },
      }),
    [member, session],
  );
  return useActorRef(logic, { input: { member: member !== null } });
}

export function SignOutWarning({ signOut }: { signOut: SignOutActor }) {
  const open = useSelector(signOut, (s) => s.hasTag('warning'));
  const busy = useSelector(signOut, (s) => s.hasTag('busy'));
  const lines = useSelector(signOut, (s) => s.context.lines);
  return (
    <ConfirmDialog
      open={open}
      busy={busy}
      title={SIGN_OUT_TEXT.title}
      message={SIGN_OUT_TEXT.message(lines)}
      confirmLabel={SIGN_OUT_TEXT.confirm}
      cancelLabel={SIGN_OUT_TEXT.cancel}
      onConfirm={() => signOut.send({ type: 'signOut.confirm' })}
      onCancel={() => signOut.send({ type: 'signOut.cancel' })}
    />
  );
}
