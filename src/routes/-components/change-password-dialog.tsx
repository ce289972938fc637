import { useActorRef } from '../../lib/inspection';
import { liveChangePasswordMachine } from '../../app/password.actors';
import { changePasswordInput } from '../../machines/session/change-password.machine';
import { FormDialog } from '../../ui/form-dialog';
import { NewPasswordFields } from './new-password-fields';
import { useFormView } from '../../ui/use-form-view';

/** 'Change password' from the Account menu; `onChanged` runs once the server has ended every session. */
export function ChangePasswordDialog({ onClose, onChanged }: { onClose: () => void; onChanged: () => void }) {
  const form = useActorRef(liveChangePasswordMachine.provide({ actions: { notifySaved: onChanged } }), { input: changePasswordInput() });
  const view = useFormView(form);
  const { error, saving, submit } = view;
  return (
    <FormDialog
      open
      title="Change password"
      description="Every session of your account ends, here and on other devices: you then sign in with the new password."
      onSubmit={submit}
      onClose={onClose}
      submitLabel="Change password"
      busy={saving}
      error={error}
    >
      <NewPasswordFields view={view} withCurrent />
    </FormDialog>
  );
}
