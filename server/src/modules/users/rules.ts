// The superadmin's edit of a user: what may change, and the messages when it may not.
import type { UserPatch, UserRow } from './repo';
import type { FormFields } from '../../openapi/multipart';

export const USER_MESSAGES = {
  oneRole: 'A user can be only one of supplier, merchant or superadmin.',
  ownSuperadmin: 'You cannot remove your own superadmin rights.',
  ownActive: 'You cannot deactivate your own account.',
  usernameTaken: 'A user with that username already exists.',
  emailTaken: 'A user with that email already exists.',
  badUsername: 'Enter a valid username. This value may contain only letters, numbers, and @/./+/-/_ characters.',
  blank: 'This field may not be blank.',
  unknownTenant: (id: number) => `Invalid pk "${id}" - object does not exist.`,
  notAMember: 'The user is not a member of this tenant.',
};

/** Django's username rule: letters, digits and @.+-_, at most 150 characters. */
export const USERNAME = /^[\w.@+-]{1,150}$/;

/** The edit's text fields as the contract's updateUser form declares them (the image is a file). */
export type UserUpdateInput = FormFields<'updateUser', 'profile_image'>;

/**
 * The patch for a user edit, or the field errors (uniqueness is checked by the caller).
 * Omitted fields keep their value. Supplier, merchant and superadmin exclude each other in the
 * resulting user. The superadmin flag carries the staff flag with it (sign-in on the admin host
 * needs staff). Nobody can take away their own superadmin flag or deactivate themselves.
 */
export function planUserUpdate(target: UserRow, actorId: number, input: UserUpdateInput): { patch: UserPatch; errors: Record<string, string[]> | null } {
  const errors: Record<string, string[]> = {};
  const add = (field: string, msg: string) => (errors[field] ??= []).push(msg);
  const patch: UserPatch = {};

  if (input.username !== undefined) {
    const username = input.username.trim();
    if (!username) add('username', USER_MESSAGES.blank);
    else if (!USERNAME.test(username)) add('username', USER_MESSAGES.badUsername);
    else patch.username = username;
  }
  if (input.email !== undefined) {
    const email = input.email.trim().toLowerCase();
    if (!email) add('email', USER_MESSAGES.blank);
    else patch.email = email;
  }
  if (input.first_name !== undefined) patch.first_name = input.first_name.trim();
  if (input.last_name !== undefined) patch.last_name = input.last_name.trim();
  for (const flag of ['is_active', 'is_supplier', 'is_merchant', 'is_superadmin', 'is_admin'] as const) {
    if (input[flag] !== undefined) patch[flag] = input[flag];
  }
  if (patch.is_superadmin !== undefined) patch.is_staff = patch.is_superadmin;

  const after = { ...target, ...patch };
  if ([after.is_supplier, after.is_merchant, after.is_superadmin].filter(Boolean).length > 1) add('non_field_errors', USER_MESSAGES.oneRole);
  if (target.id === actorId) {
    if (target.is_superadmin && !after.is_superadmin) add('is_superadmin', USER_MESSAGES.ownSuperadmin);
    if (!after.is_active) add('is_active', USER_MESSAGES.ownActive);
  }
  return { patch, errors: Object.keys(errors).length ? errors : null };
}
