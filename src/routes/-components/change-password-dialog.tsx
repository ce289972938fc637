import { useActorRef } from '../../lib/inspection';
import { liveChangePasswordMachine } from '../../app/password.actors';
import { changePasswordInput } from '../../machines/session/change-password.machine';
import { FormDialog } from '../../ui/form-dialog';
import { TextField } from '../../ui/text-field';
import { useFormView } from '../../ui/use-form-view';

/** 'Change password' from the Account menu; `onChanged` runs once the server has ended every session. */
export function ChangePasswordDialog({ onClose, onChanged }: { onClose: () => void; onChanged: () => void }) {
  const form = useActorRef(liveChangePasswordMachine.provide({ actions: { notifySaved: onChanged } }), { input: changePasswordInput() });
  const { values, fieldErrors, error, saving, editable, text, submit } = useFormView(form);
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
      <TextField
        label="Current password"
        name="current_password"
        type="password"
        autoComplete="current-password"
        required
        value={values.current_password}
        onChange={text('current_password')}
        errors={fieldErrors.current_password}
        disabled={!editable}
      />
      <TextField
        label="New password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        value={values.password}
        onChange={text('password')}
        errors={fieldErrors.password}
        disabled={!editable}
      />
      <TextField
        label="Confirm new password"
        name="password2"
        type="password"
        autoComplete="new-password"
        required
        value={values.password2}
        onChange={text('password2')}
        errors={fieldErrors.password2}
        disabled={!editable}
      />
    </FormDialog>
  );
}
