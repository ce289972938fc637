// /forgot-password: one email field; the server answers the same for every email, so the screen
// always says a link may be on its way (decisions.md "Account security"). Supply `save`
// (`requestResetWith(post)`) and the notices with `.provide()`.
import { fromPromise } from 'xstate';
import { createFormMachine, type FieldErrors, type FormInput, type SaveInput } from '../form.machine';

export interface ForgotPasswordValues {
  email: string;
}

export const PASSWORD_MESSAGES = {
  emailRequired: 'Email is required.',
  passwordRequired: 'Password is required.',
  mismatch: 'Passwords do not match.',
  requested: 'If an account uses this email, we have sent it a link to choose a new password.',
  requestFailed: 'Could not send the link. Please try again.',
  resetDone: 'Your password has been reset. You can now sign in.',
  resetFailed: 'Could not reset the password. Please try again.',
  changed: 'Your password has been changed. Please sign in again.',
  changeFailed: 'Could not change the password. Please try again.',
};

export const forgotPasswordInput = (): FormInput<ForgotPasswordValues> => ({ initial: { email: '' } });

/** The `save` actor: posts the email, lower-cased and trimmed as the login sends it. */
export const requestResetWith = (post: (email: string) => Promise<unknown>) =>
  fromPromise<ForgotPasswordValues | void, SaveInput<ForgotPasswordValues>>(async ({ input }) => void (await post(input.values.email.trim().toLowerCase())));

export const forgotPasswordMachine = createFormMachine<ForgotPasswordValues>({
  validate: (v): FieldErrors => (v.email.trim() ? {} : { email: [PASSWORD_MESSAGES.emailRequired] }),
  shownFields: ['email'],
});
