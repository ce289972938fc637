// The unit create/edit form of the units screen (merchant-operations.md sections 2, 5, 8): unit
// choice (required, trimmed) and description. A failed save shows the server's unit_choice error
// under the field, else the non-field error, else 'Save failed.' (the save actor rejects with an
// ApiError whose fallback is UNIT_MESSAGES.saveFailed). Supply `load`, `save` and actions with `.provide()`.
import { trimToNull } from '../../lib/text';
import { createFormMachine, type FieldErrors } from '../form.machine';

export interface UnitFormValues {
  id?: number;
  unit_choice: string;
  description: string;
}

export interface UnitBody {
  unit_choice: string;
  description: string | null;
}

export const UNIT_MESSAGES = {
  required: 'Unit choice is required.',
  saveFailed: 'Save failed.',
  saved: 'Unit saved.',
  deleted: 'Unit deleted.',
  deleteFailed: 'Failed to delete unit.',
  confirm: (unit: string) => `Delete unit "${unit}"?`,
} as const;

export const NEW_UNIT: UnitFormValues = { unit_choice: '', description: '' };

export const unitBody = (values: UnitFormValues): UnitBody => ({ unit_choice: values.unit_choice.trim(), description: trimToNull(values.description) });

export const validateUnit = (values: UnitFormValues): FieldErrors => (values.unit_choice.trim() === '' ? { unit_choice: [UNIT_MESSAGES.required] } : {});

export const unitFormMachine = createFormMachine<UnitFormValues>({
  validate: validateUnit,
  // Only unit_choice errors show under a field; any other failure is the form's message.
  shownFields: ['unit_choice'],
  alwaysOpen: true,
});
