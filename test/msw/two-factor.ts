// The fake's two-factor sign-in: the code step after a right password (TOTP_CODE, once per
// sign-in, or an unused recovery code), the status, enrolment and turning it off.
import { HttpResponse } from 'msw';
import { RECOVERY_CODES, TOTP_CODE, makeToken, type DemoUser } from './fixtures';
import { detail, fieldErrors, noContent } from './common';
import type { components } from '../../src/api/schema';
import { contract } from './contract';
import type { FakeApi } from './auth';

export const TWO_FACTOR_MESSAGES = {
  badCode: 'The code is not valid. Enter the current code from your authenticator app, or a recovery code.',
  badMfaToken: 'This sign-in has expired. Please sign in again.',
};
type HostAnswer = HttpResponse<components['schemas']['TokenResponse'] | components['schemas']['LoginForbidden'] | components['schemas']['Detail']>;

export const FAKE_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';

export function twoFactorHandlers(api: FakeApi, seen: (r: Request) => void, signedIn: (r: Request) => DemoUser | null, hostAnswer: (u: DemoUser) => HostAnswer) {
  const usedRecovery = api.usedRecoveryCodes;
  const badCode = () => fieldErrors({ code: [TWO_FACTOR_MESSAGES.badCode] });
  return [
    contract.post('/auth/token/mfa/', async ({ request }) => {
      seen(request);
      const { mfa_token, code } = (await request.json()) as { mfa_token: string; code: string };
      const user = api.users.find((u) => `mfa-${u.user_id}` === mfa_token && u.totp);
      if (!user) return fieldErrors({ mfa_token: [TWO_FACTOR_MESSAGES.badMfaToken] });
      const recovery = RECOVERY_CODES.includes(code) && !usedRecovery.has(code);
      if (code !== TOTP_CODE && !recovery) return badCode();
      if (recovery) usedRecovery.add(code);
      return hostAnswer(user);
    }),
    contract.get('/auth/mfa/totp/', ({ request }) => {
      seen(request);
      const user = signedIn(request);
      if (!user) return detail('Authentication credentials were not provided.', 401);
      return HttpResponse.json({ enabled: !!user.totp, required: user.is_superadmin, recovery_codes_left: user.totp ? RECOVERY_CODES.length - usedRecovery.size : 0 });
    }),
    contract.post('/auth/mfa/totp/', ({ request }) => {
      seen(request);
      const user = signedIn(request);
      if (!user) return detail('Authentication credentials were not provided.', 401);
      if (user.totp) return detail('Two-factor sign-in is already on.', 400);
      return HttpResponse.json({ secret: FAKE_TOTP_SECRET, otpauth_url: `otpauth://totp/Tradepost:${encodeURIComponent(user.email)}?issuer=Tradepost&secret=${FAKE_TOTP_SECRET}` });
    }),
    contract.post('/auth/mfa/totp/confirm/', async ({ request }) => {
      seen(request);
      const user = signedIn(request);
      if (!user) return detail('Authentication credentials were not provided.', 401);
      const { code } = (await request.json()) as { code: string };
      if (code !== TOTP_CODE) return badCode();
      user.totp = true;
      user.mfa_setup_required = false;
      return HttpResponse.json<components['schemas']['TotpConfirmed']>({ recovery_codes: RECOVERY_CODES, access: makeToken(user) });
    }),
    contract.delete('/auth/mfa/totp/', async ({ request }) => {
      seen(request);
      const user = signedIn(request);
      if (!user) return detail('Authentication credentials were not provided.', 401);
      if (user.is_superadmin) return detail('Two-factor sign-in is required for your account.', 400);
      const { code } = (await request.json()) as { code: string };
      if (code !== TOTP_CODE) return badCode();
      user.totp = false;
      return noContent();
    }),
  ];
}
