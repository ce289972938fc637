// Path coverage of sign-in and tenant selection. The flow model is a small pure machine of what a
// user does and sees; xstate/graph generates its paths, and each path drives the real app (login
// screen, session machine with its real actors, router, shell) in jsdom with msw as the API.
// While the paths run, the session machine's inspection events record every state it entered, and
// the last test checks that together the paths reached all of them.
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { hostCheckMachine } from '../../src/machines/session/host-check.machine';
import { sessionMachine } from '../../src/machines/session/session.machine';
import { PASSWORD, RECOVERY_CODES, TENANTS, TOTP_CODE, USERS, authFor } from '../msw/fixtures';
import { FAKE_TOTP_SECRET, TWO_FACTOR_MESSAGES } from '../msw/two-factor';
import { createFakeApi, createMswServer } from '../msw/handlers';
import { machineCoverage } from './coverage';
import { findToast, preloadRoutes, renderApp, type RenderAppOptions } from './render-app';

/**
 * What the user does (events) and where they are (states). Each path starts with a fresh browser
 * (empty storage) and ends with the session it opened.
 */
export const signInFlow = createMachine({
  id: 'signInFlow',
  initial: 'start',
  states: {
    start: {
      on: {
        OPEN_LOGIN_ON_ADMIN_HOST: 'adminLogin',
        OPEN_LOGIN_ON_BISTRO: 'bistroLogin',
        OPEN_LOGIN_ON_BISTRO_WITH_SAVED_TENANT: 'bistroLoginRemembering',
        FOLLOW_HANDOFF_LINK_TO_HARBOR: 'harborArea',
        FOLLOW_USED_HANDOFF_LINK: 'handoffRefused',
        RETURN_AS_SUPPLIER_ON_ADMIN_HOST: 'leftForTenantDomain',
        RETURN_AFTER_SESSION_EXPIRED: 'adminLogin',
        OPEN_ON_UNKNOWN_HOST: 'unauthorized',
        // The host check fails for want of a network: no refusal; it is asked again once online.
        OPEN_LOGIN_ON_BISTRO_OFFLINE: 'bistroLoginOffline',
      },
    },
    bistroLoginOffline: { on: { BACK_ONLINE: 'bistroLogin' } },
    adminLogin: {
      on: {
        SUBMIT_SUPERADMIN: 'superadminArea',
        // A superadmin without two-factor sign-in: its set-up comes before anything else.
        SUBMIT_NEW_SUPERADMIN: 'twoFactorSetup',
        SUBMIT_WRONG_PASSWORD: 'badCredentials',
        SUBMIT_SUPPLIER: 'leftForTenantDomain',
      },
    },
    badCredentials: { on: { SUBMIT_SUPERADMIN: 'superadminArea' } },
    twoFactorSetup: { on: { ENTER_FIRST_CODE: 'recoveryCodesShown' } },
    recoveryCodesShown: { on: { SAVE_RECOVERY_CODES: 'superadminArea' } },
    bistroLogin: {
      on: {
        SUBMIT_MERCHANT: 'bistroArea',
        // The owner of two tenants: the domain names the tenant, no picker (docs/decisions.md).
        SUBMIT_OWNER: 'ownerInBistro',
        SUBMIT_SUPPLIER_ON_WRONG_DOMAIN: 'domainRefused',
        // Two-factor sign-in on: the code comes after the password.
        SUBMIT_GUARDED: 'codeStep',
      },
    },
    codeStep: { on: { ENTER_CODE: 'guardedInBistro', ENTER_WRONG_CODE: 'codeRefused', BACK_TO_SIGN_IN: 'backAtLogin' } },
    codeRefused: { on: { ENTER_RECOVERY_CODE: 'guardedInBistro' } },
    guardedInBistro: {},
    backAtLogin: {},
    bistroLoginRemembering: { on: { SUBMIT_OWNER: 'bistroArea' } },
    bistroArea: {
      on: {
        OPEN_TENANT_PICKER: 'headerPicker',
        LOGOUT: 'loggedOut',
      },
    },
    headerPicker: { on: { CLOSE_PICKER: 'bistroArea' } },
    ownerInBistro: { on: { OPEN_TENANT_PICKER: 'ownerPicker' } },
    ownerPicker: { on: { CHOOSE_HARBOR_CAFE: 'leftForTenantDomain' } },
    harborArea: { on: { LOGOUT: 'loggedOut', SIGN_OUT_EVERYWHERE: 'signedOutEverywhere' } },
    superadminArea: { on: { LOGOUT: 'loggedOut' } },
    domainRefused: {},
    handoffRefused: {},
    leftForTenantDomain: {},
    unauthorized: {},
    loggedOut: {},
    signedOutEverywhere: {},
  },
});

// ---------------------------------------------------------------------------------------------
// Coverage of the production machines, from their inspection events.

const coverage = machineCoverage({ session: sessionMachine, hostCheck: hostCheckMachine });

// ---------------------------------------------------------------------------------------------
// The system under test.

const fake = createFakeApi({ otherCallsPending: true });
const msw = createMswServer(...fake.handlers);
beforeAll(msw.listen);
beforeAll(preloadRoutes, 60_000);
afterAll(msw.close);

let app: ReturnType<typeof renderApp> | null = null;
afterEach(() => {
  app?.stop();
  app = null;
  fake.codes.clear();
  fake.invalidHosts.clear();
  setOnline(true);
  fake.restoreTokens();
  // A path may have set up two-factor sign-in or used a recovery code: the next starts afresh.
  fake.users.splice(0, fake.users.length, ...Object.values(USERS).map((u) => ({ ...u })));
  fake.usedRecoveryCodes.clear();
});
const codeForm = () => screen.findByRole('form', { name: 'Two-factor sign-in' });
async function enterCode(code: string) {
  const form = await codeForm();
  const box = within(form).getByRole('textbox', { name: 'Code' });
  await current().user.clear(box);
  await current().user.type(box, code);
  await current().user.click(within(form).getByRole('button', { name: 'Verify' }));
}

const hostChecks = () => fake.log.filter((l) => l.startsWith('GET /clients/get-client-from-domain/')).length;
let hostChecksBefore = 0;

/** The browser's offline switch: navigator.onLine, the host check's requests, and the 'online' event. */
function setOnline(online: boolean) {
  fake.hostCheckOffline = !online;
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  if (online) window.dispatchEvent(new Event('online'));
}

function open(options: RenderAppOptions & { host: string }) {
  fake.host = options.host;
  app = renderApp({ ...options, inspect: coverage.record });
  return app;
}
const current = () => {
  if (!app) throw new Error('no app open');
  return app;
};
const loginForm = () => screen.findByRole('form', { name: 'Sign in' });
const formError = async () => within(await loginForm()).findByRole('alert');
const picker = () => screen.findByRole('dialog', { name: 'Select Tenant' });

const model = createTestModel(signInFlow);
const paths = model.getSimplePaths();

describe('sign-in and tenant selection, path by path', () => {
  for (const path of paths) {
    it(path.description, async () => {
      await path.test({
        events: {
          OPEN_LOGIN_ON_ADMIN_HOST: () => void open({ url: '/login', host: 'localhost' }),
          OPEN_LOGIN_ON_BISTRO: () => void open({ url: '/login', host: 'bistro.localhost' }),
          OPEN_LOGIN_ON_BISTRO_WITH_SAVED_TENANT: () => void open({ url: '/login', host: 'bistro.localhost', tenant: TENANTS.bistro }),
          FOLLOW_HANDOFF_LINK_TO_HARBOR: () => {
            fake.codes.set('owner-harbor', { userId: USERS.owner.user_id, tenantId: TENANTS.harbor.id });
            open({ url: '/handoff?code=owner-harbor', host: 'harbor.localhost' });
          },
          FOLLOW_USED_HANDOFF_LINK: () => void open({ url: '/handoff?code=used-already', host: 'harbor.localhost' }),
          RETURN_AS_SUPPLIER_ON_ADMIN_HOST: () => void open({ url: '/supplier', host: 'localhost', auth: authFor(USERS.supplier) }),
          RETURN_AFTER_SESSION_EXPIRED: () => void open({ url: '/superadmin/clients', host: 'localhost', auth: authFor(USERS.admin, { now: Date.now() - 13 * 3600_000 }) }),
          OPEN_LOGIN_ON_BISTRO_OFFLINE: () => {
            hostChecksBefore = hostChecks();
            setOnline(false);
            open({ url: '/login', host: 'bistro.localhost' });
          },
          BACK_ONLINE: () => setOnline(true),
          OPEN_ON_UNKNOWN_HOST: () => {
            fake.invalidHosts.add('nowhere.localhost');
            open({ url: '/login', host: 'nowhere.localhost' });
          },
          SUBMIT_SUPERADMIN: () => current().signIn('admin@example.com', PASSWORD),
          SUBMIT_WRONG_PASSWORD: () => current().signIn('admin@example.com', 'not-the-password'),
          SUBMIT_SUPPLIER: () => current().signIn('supplier@example.com', PASSWORD),
          SUBMIT_MERCHANT: () => current().signIn('merchant@example.com', PASSWORD),
          SUBMIT_OWNER: () => current().signIn('Owner@Example.com', PASSWORD),
          SUBMIT_SUPPLIER_ON_WRONG_DOMAIN: () => current().signIn('supplier@example.com', PASSWORD),
          SUBMIT_GUARDED: () => current().signIn('guarded@example.com', PASSWORD),
          SUBMIT_NEW_SUPERADMIN: () => current().signIn('newadmin@example.com', PASSWORD),
          ENTER_CODE: () => enterCode(TOTP_CODE),
          ENTER_WRONG_CODE: () => enterCode('000000'),
          ENTER_RECOVERY_CODE: () => enterCode(RECOVERY_CODES[0]),
          BACK_TO_SIGN_IN: async () => current().user.click(within(await codeForm()).getByRole('button', { name: 'Back to sign in' })),
          ENTER_FIRST_CODE: async () => {
            const form = await screen.findByRole('form', { name: 'Set up two-factor sign-in' });
            await current().user.type(within(form).getByRole('textbox', { name: 'Code' }), TOTP_CODE);
            await current().user.click(within(form).getByRole('button', { name: 'Turn on' }));
          },
          SAVE_RECOVERY_CODES: async () => current().user.click(await screen.findByRole('button', { name: 'I have saved my recovery codes' })),
          CHOOSE_HARBOR_CAFE: async () => current().user.click(within(await picker()).getByRole('button', { name: 'Harbor Cafe' })),
          CLOSE_PICKER: async () => current().user.click(within(await picker()).getByRole('button', { name: 'Close' })),
          OPEN_TENANT_PICKER: async () => current().user.click(await screen.findByRole('button', { name: 'Corner Bistro' })),
          LOGOUT: async () => current().user.click(await screen.findByRole('button', { name: 'Logout' })),
          SIGN_OUT_EVERYWHERE: async () => {
            await current().user.click(await screen.findByRole('button', { name: 'Account' }));
            await current().user.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
          },
        },
        states: {
          codeStep: async () => {
            await current().at('/login');
            expect(await codeForm()).toBeInTheDocument();
          },
          codeRefused: async () => {
            expect(await within(await codeForm()).findByRole('alert')).toHaveTextContent(TWO_FACTOR_MESSAGES.badCode);
          },
          guardedInBistro: async () => {
            await findToast('Using Corner Bistro');
            await current().at('/merchant');
          },
          backAtLogin: async () => {
            expect(await loginForm()).toBeInTheDocument();
            expect(screen.queryByRole('form', { name: 'Two-factor sign-in' })).toBeNull();
          },
          twoFactorSetup: async () => {
            await current().at('/two-factor');
            expect(await screen.findByText('Your account requires two-factor sign-in. Set it up to continue.')).toBeInTheDocument();
            expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/));
            expect(screen.getByText(FAKE_TOTP_SECRET)).toBeInTheDocument();
          },
          recoveryCodesShown: async () => {
            const list = await screen.findByRole('list', { name: 'Recovery codes' });
            expect(
              within(list)
                .getAllByRole('listitem')
                .map((li) => li.textContent),
            ).toEqual(RECOVERY_CODES);
            await current().at('/two-factor');
          },
          adminLogin: async () => {
            await current().at('/login');
            expect(await screen.findByText('Superadmin sign-in. Tenant users sign in on their tenant domain.')).toBeInTheDocument();
          },
          bistroLogin: async () => {
            await current().at('/login');
            expect(await screen.findByText('Sign in to manage your business.')).toBeInTheDocument();
          },
          bistroLoginOffline: async () => {
            // The check was asked and failed, and the sign-in page stays.
            await waitFor(() => expect(hostChecks()).toBe(hostChecksBefore + 1));
            await current().at('/login');
            expect(await screen.findByText('Sign in to manage your business.')).toBeInTheDocument();
          },
          bistroLoginRemembering: async () => {
            await current().at('/login');
            expect(await loginForm()).toBeInTheDocument();
          },
          superadminArea: async () => {
            await findToast('Welcome, superadmin!');
            await current().at('/superadmin');
            expect(await screen.findByRole('heading', { name: 'Clients' })).toBeInTheDocument();
          },
          badCredentials: async () => {
            expect(await formError()).toHaveTextContent('No active account found with the given credentials');
            await findToast('No active account found with the given credentials');
          },
          domainRefused: async () => {
            expect(await formError()).toHaveTextContent('You do not have access to this tenant domain. Please use your assigned tenant URL.');
          },
          handoffRefused: async () => {
            await current().at('/login');
            expect(await formError()).toHaveTextContent('This sign-in link is invalid or has expired.');
          },
          leftForTenantDomain: async () => {
            await waitFor(() => expect(current().leftFor).toEqual([expect.stringMatching(/^http:\/\/(freshfarms|harbor)\.localhost:5173\/handoff\?code=code-\d+$/)]));
          },
          ownerInBistro: async () => {
            await findToast('Using Corner Bistro');
            await current().at('/merchant');
            expect(await screen.findByRole('button', { name: 'Corner Bistro' })).toBeInTheDocument();
            expect(screen.queryByRole('dialog', { name: 'Select Tenant' })).toBeNull();
          },
          ownerPicker: async () => {
            const dialog = await picker();
            await waitFor(() =>
              expect(
                within(dialog)
                  .getAllByRole('button')
                  .map((b) => b.textContent),
              ).toEqual(['Corner Bistro', 'Harbor Cafe', 'Close']),
            );
          },
          headerPicker: async () => {
            expect(within(await picker()).getByRole('button', { name: 'Corner Bistro' })).toBeInTheDocument();
          },
          bistroArea: async () => {
            await findToast(/^(Using|You are now managing) Corner Bistro$/);
            await current().at('/merchant');
            expect(await screen.findByRole('button', { name: 'Corner Bistro' })).toBeInTheDocument();
            await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
          },
          harborArea: async () => {
            await findToast('You are now managing Harbor Cafe');
            await current().at('/merchant');
            expect(await screen.findByRole('button', { name: 'Harbor Cafe' })).toBeInTheDocument();
          },
          loggedOut: async () => {
            await current().at('/login');
            expect(await loginForm()).toBeInTheDocument();
            expect(localStorage.getItem('root')).toBeNull();
          },
          signedOutEverywhere: async () => {
            await current().at('/login');
            expect(await screen.findByText('You have been signed out on every device.')).toBeInTheDocument();
            expect(localStorage.getItem('root')).toBeNull();
          },
          unauthorized: async () => {
            await current().at('/unauthorized');
            expect(await screen.findByText('You do not have permission to access this page.')).toBeInTheDocument();
          },
        },
      });
      coverage.recordPath(signInFlow, path.steps);
    });
  }
});

describe('coverage', () => {
  it('the paths together reached every state of the session machine', () => {
    console.log(coverage.report(signInFlow, paths.length));
    expect(coverage.missingStates('session')).toEqual([]);
    expect(coverage.missingStates('hostCheck')).toEqual([]);
    expect(coverage.missingFlowTransitions(signInFlow)).toEqual([]);
  });
});
