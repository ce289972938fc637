// The password forms with their real calls; the screens add the toasts and where to go next.
import { changePassword, confirmPasswordReset, requestPasswordReset } from '../api/auth';
import { PASSWORD_MESSAGES, forgotPasswordMachine, requestResetWith } from '../machines/session/forgot-password.machine';
import { confirmResetWith, resetPasswordMachine } from '../machines/session/reset-password.machine';
import { changePasswordMachine, changePasswordWith } from '../machines/session/change-password.machine';

export const liveForgotPasswordMachine = forgotPasswordMachine.provide({
  actors: { save: requestResetWith((email) => requestPasswordReset(email, PASSWORD_MESSAGES.requestFailed)) },
});

export const liveResetPasswordMachine = resetPasswordMachine.provide({
  actors: { save: confirmResetWith((body) => confirmPasswordReset(body, PASSWORD_MESSAGES.resetFailed)) },
});

export const liveChangePasswordMachine = changePasswordMachine.provide({
  actors: { save: changePasswordWith((body) => changePassword(body, PASSWORD_MESSAGES.changeFailed)) },
});
