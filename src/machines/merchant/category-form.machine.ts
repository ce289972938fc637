// The category create/edit form of the categories screen (merchant-operations.md sections 2, 3, 5):
// name (required), description, active. The generic form machine does the behaviour; supply `load`
// (edit), `save` and the notify actions with `.provide()`.
import { trimToNull } from '../../lib/text';
import { createFormMachine, type FieldErrors } from '../form.machine';

export interface CategoryFormValues {
  id?: number;
  category_name: string;
  description: string;
  is_active: boolean;
}

export interface CategoryBody {
  category_name: string;
  description: string | null;
  is_active: boolean;
}

export const CATEGORY_MESSAGES = {
  nameRequired: 'Category name is required.',
  saved: 'Category saved.',
  saveFailed: 'Failed to save category.',
  loadFailed: 'Failed to load category.',
  deleted: 'Category deleted.',
  deleteFailed: 'Failed to delete category.',
} as const;

export const NEW_CATEGORY: CategoryFormValues = { category_name: '', description: '', is_active: true };

export const categoryBody = (values: CategoryFormValues): CategoryBody => ({
  category_name: values.category_name.trim(),
  description: trimToNull(values.description),
  is_active: values.is_active,
});

export const validateCategory = (values: CategoryFormValues): FieldErrors => (values.category_name.trim() === '' ? { category_name: [CATEGORY_MESSAGES.nameRequired] } : {});

export const categoryFormMachine = createFormMachine<CategoryFormValues>({
  validate: validateCategory,
  shownFields: ['category_name', 'description', 'is_active'],
  alwaysOpen: true,
});
