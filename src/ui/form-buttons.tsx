// The Cancel / submit row at the foot of a form in a dialog: FormDialog's, and a dialog's whose form
// is only one of its states (the supplier product dialog also shows its loading and load failure).
// While the form saves, Cancel is disabled and the submit button shows a spinner.
import { Button } from './button';

export interface FormButtonsProps {
  onCancel: () => void;
  submitLabel: string;
  busy?: boolean;
  /** The submit button is disabled (also while busy). */
  submitDisabled?: boolean;
  /** A red submit button, for a form that refuses or removes something. */
  danger?: boolean;
}

export function FormButtons({ onCancel, submitLabel, busy = false, submitDisabled, danger = false }: FormButtonsProps) {
  return (
    <div className="flex justify-end gap-2">
      <Button variant="secondary" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      <Button type="submit" variant={danger ? 'danger' : 'primary'} loading={busy} disabled={submitDisabled}>
        {submitLabel}
      </Button>
    </div>
  );
}
