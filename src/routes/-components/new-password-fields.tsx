import type { FieldErrors } from '../../machines/form.machine';
import type { NewPasswordValues } from '../../machines/session/reset-password.machine';
import { TextField } from '../../ui/text-field';

/** What the fields read from a password form's view (useFormView). */
interface PasswordFormView {
  values: NewPasswordValues & { current_password?: string };
  fieldErrors: FieldErrors;
  editable: boolean;
  change: (name: string, value: unknown) => void;
}

const FIELDS = [
  { name: 'current_password', label: 'Current password', autoComplete: 'current-password' },
  { name: 'password', label: 'New password', autoComplete: 'new-password' },
  { name: 'password2', label: 'Confirm new password', autoComplete: 'new-password' },
] as const;

/** The new password twice, after the current one when the form asks for it. */
export function NewPasswordFields({ view, withCurrent = false }: { view: PasswordFormView; withCurrent?: boolean }) {
  return FIELDS.filter((f) => withCurrent || f.name !== 'current_password').map((f) => (
    <TextField
      key={f.name}
      label={f.label}
      name={f.name}
      type="password"
      autoComplete={f.autoComplete}
      required
      value={view.values[f.name] ?? ''}
      onChange={(e) => view.change(f.name, e.target.value)}
      errors={view.fieldErrors[f.name]}
      disabled={!view.editable}
    />
  ));
}
