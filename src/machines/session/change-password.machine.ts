// 'Change password' in the Account menu: the current password and the new one twice. Every
// session ends with it, so `notifySaved` signs the user out. Supply `save` (`changePasswordWith(post)`).
import { fromPromise } from 'xstate';
import { createFormMachine, type FieldErrors, type FormInput, type SaveInput } from '../form.machine';
import { PASSWORD_MESSAGES } from './forgot-password.machine';
import { newPasswordErrors, type NewPasswordValues } from './reset-password.machine';

export interface ChangePasswordValues extends NewPasswordValues {
  current_password: string;
}

export const changePasswordInput = (): FormInput<ChangePasswordValues> => ({ initial: { current_password: '', password: '', password2: '' } });

export const changePasswordWith = (post: (body: ChangePasswordValues) => Promise<unknown>) =>
  fromPromise<ChangePasswordValues | void, SaveInput<ChangePasswordValues>>(async ({ input }) => void (await post(input.values)));

export const changePasswordMachine = createFormMachine<ChangePasswordValues>({
  validate: (v): FieldErrors => ({ ...(v.current_password ? {} : { current_password: [PASSWORD_MESSAGES.passwordRequired] }), ...newPasswordErrors(v) }),
  shownFields: ['current_password', 'password', 'password2'],
});
