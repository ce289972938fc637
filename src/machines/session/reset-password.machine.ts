// /reset-password?token=...: the new password twice; the server checks the token and its rules
// (their messages show under the fields, a dead link's under the form). Supply `save`
// (`confirmResetWith(post)`) and the notices with `.provide()`.
import { fromPromise } from 'xstate';
import { createFormMachine, type FieldErrors, type FormInput, type SaveInput } from '../form.machine';
import { PASSWORD_MESSAGES } from './forgot-password.machine';

export interface NewPasswordValues {
  password: string;
  password2: string;
}

export interface ResetPasswordValues extends NewPasswordValues {
  token: string;
}

/** Both passwords filled and equal (the server checks the rest). */
export function newPasswordErrors(v: NewPasswordValues): FieldErrors {
  const errors: FieldErrors = {};
  if (!v.password) errors.password = [PASSWORD_MESSAGES.passwordRequired];
  if (v.password !== v.password2) errors.password2 = [PASSWORD_MESSAGES.mismatch];
  return errors;
}

export const resetPasswordInput = (token: string): FormInput<ResetPasswordValues> => ({ initial: { token, password: '', password2: '' } });

export const confirmResetWith = (post: (body: ResetPasswordValues) => Promise<unknown>) =>
  fromPromise<ResetPasswordValues | void, SaveInput<ResetPasswordValues>>(async ({ input }) => void (await post(input.values)));

export const resetPasswordMachine = createFormMachine<ResetPasswordValues>({
  validate: newPasswordErrors,
  // A dead link's message ('token') shows above the button, with the way to ask for a new one.
  shownFields: ['token', 'password', 'password2'],
});
