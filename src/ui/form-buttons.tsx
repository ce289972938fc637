// The Cancel / submit row at the foot of a form in a dialog: FormDialog's, and a dialog's whose form
// is only one of its states (the supplier product dialog also shows its loading and load failure).
// While the form saves, Cancel is disabled and the submit button shows a spinner. Also the Save /
// Cancel / Edit foot of a page form that is viewed, then edited (client and lead details).
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

export interface EditFormButtonsProps {
  /** The form is being edited (or saved): Save and Cancel; otherwise Edit, when `canEdit`. */
  editing: boolean;
  saving: boolean;
  canEdit: boolean;
  onEdit: () => void;
  onCancel: () => void;
}

/** The foot of a page form that is viewed, then edited: Save and Cancel while editing, else Edit. */
export function EditFormButtons({ editing, saving, canEdit, onEdit, onCancel }: EditFormButtonsProps) {
  return (
    <div className="flex gap-2">
      {editing || saving ? (
        <>
          <Button type="submit" loading={saving}>
            Save
          </Button>
          <Button variant="secondary" disabled={saving} onClick={onCancel}>
            Cancel
          </Button>
        </>
      ) : (
        canEdit && <Button onClick={onEdit}>Edit</Button>
      )}
    </div>
  );
}
