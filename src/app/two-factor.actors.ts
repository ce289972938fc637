// The two-factor screen's calls, and its QR code drawn here from the otpauth:// URL (never by a third party).
import { fromPromise } from 'xstate';
import QRCode from 'qrcode';
import { confirmTotpEnrolment, disableTotp, getTotpStatus, startTotpEnrolment } from '../api/auth';
import { TWO_FACTOR_TEXT, twoFactorMachine } from '../machines/session/two-factor.machine';

export const liveTwoFactorMachine = twoFactorMachine.provide({
  actors: {
    loadStatus: fromPromise(() => getTotpStatus(TWO_FACTOR_TEXT.loadFailed)),
    start: fromPromise(async () => {
      const enrolment = await startTotpEnrolment(TWO_FACTOR_TEXT.startFailed);
      // SVG text, no canvas: the same in every browser and in tests.
      const svg = await QRCode.toString(enrolment.otpauth_url, { type: 'svg', margin: 1, width: 200 });
      return { ...enrolment, qr: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` };
    }),
    confirm: fromPromise(({ input }) => confirmTotpEnrolment(input.code, TWO_FACTOR_TEXT.confirmFailed)),
    disable: fromPromise(({ input }) => disableTotp(input.code, TWO_FACTOR_TEXT.disableFailed)),
  },
});
