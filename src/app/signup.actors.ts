// The sign-up machine with its real call; the screen adds the toasts and the way to /login.
import { fromPromise } from 'xstate';
import { readInvitation, signup } from '../api/auth';
import { SIGNUP_MESSAGES, signupMachine } from '../machines/session/signup.machine';

export const liveSignupMachine = signupMachine.provide({
  actors: {
    // An ApiError carries the message and field errors the machine reads (SignupFailure).
    signUp: fromPromise(({ input }) => signup(input, SIGNUP_MESSAGES.failed)),
    readInvitation: fromPromise(({ input }) => readInvitation(input.token, SIGNUP_MESSAGES.invitationFailed)),
  },
});
