// User Details (platform.md sections 2 and 4, decisions.md): view mode, edit mode, saving, saved,
// back to the view. Email, username and names are read-only; in edit mode the role checkboxes and
// the profile image change (`field.change` with a flag name and a boolean, or 'image' and a File).
// Ticking supplier, merchant or superadmin sets it and clears the other two; admin affects none of
// them. A chosen image is checked at once (jpeg/png/webp, at most 5 MB). A failed load shows an
// error with a retry. The generic form machine does the behaviour: supply `load` and `save`
// (`loadUserWith`, `saveUserWith`) and the `notifySaved` / `notifyFailed` actions with `.provide()`.
import { fromPromise } from 'xstate';
import type { components } from '../../api/schema';
import { imageFileError } from '../../lib/image-file';
import { createFormMachine, type SaveInput } from '../form.machine';

export const ROLE_FLAGS = ['is_supplier', 'is_merchant', 'is_superadmin', 'is_admin'] as const;
export type RoleFlag = (typeof ROLE_FLAGS)[number];
/** At most one of these is set. */
export const EXCLUSIVE_ROLES: readonly RoleFlag[] = ['is_supplier', 'is_merchant', 'is_superadmin'];
export type RoleFlags = Record<RoleFlag, boolean>;

/** Narrower than the contract's Tenant on purpose: 'Add tenant' lists clients as tenants too. */
/** A tenant on User Details; a membership carries the user's role in it. */
export type UserTenant = Pick<components['schemas']['Tenant'], 'id' | 'name'> & { role?: components['schemas']['Role'] };

export type User = components['schemas']['User'];
/** The form: the user as loaded or saved, and a newly chosen profile image (null keeps the current one). */
export type UserFormValues = User & { image: File | null };

/** What the save call gets: the values and where to report the upload's progress. */
export interface SaveUserInput {
  id: number;
  values: User;
  image: File | null;
  onProgress: (fraction: number) => void;
}

export const SAVE_FAILED = 'Error updating user';
export const LOAD_FAILED = 'Failed to load user.';

const isRoleFlag = (name: string): name is RoleFlag => (ROLE_FLAGS as readonly string[]).includes(name);

/** The role checkbox rule: ticking supplier, merchant or superadmin clears the other two. */
export function applyRoleFlag<F extends RoleFlags>(flags: F, flag: RoleFlag, checked: boolean): F {
  const next = { ...flags, [flag]: checked };
  if (checked && EXCLUSIVE_ROLES.includes(flag)) for (const other of EXCLUSIVE_ROLES) if (other !== flag) next[other] = false;
  return next;
}

const toValues = (user: User): UserFormValues => ({ ...user, image: null });

/** The `load` actor: the user, with no new image chosen. */
export const loadUserWith = (load: (id: number) => Promise<User>) => fromPromise<UserFormValues, { id: string | number }>(async ({ input }) => toValues(await load(Number(input.id))));

/** The `save` actor: the values and the chosen image go up with progress; the answer becomes the values. */
export const saveUserWith = (save: (input: SaveUserInput) => Promise<User>) =>
  fromPromise<UserFormValues | void, SaveInput<UserFormValues>>(async ({ input }) => {
    const { image, ...values } = input.values;
    return toValues(await save({ id: Number(input.id), values, image, onProgress: input.onProgress }));
  });

export const userFormMachine = createFormMachine<UserFormValues>({
  change: (values, name, value) => (isRoleFlag(name) ? applyRoleFlag(values, name, value === true) : { ...values, [name]: value }),
  fileChecks: { image: imageFileError },
});

export type UserFormMachine = typeof userFormMachine;
