// Path coverage of the connection and invitation machines on the merchant supplier form. The flow
// model is a small pure machine of what a merchant does in the form's connection panel and sees
// there; xstate/graph generates its paths, and each path drives the real screen (the connection
// and invitation machines with their real actors) in jsdom with msw as the API. The machines'
// inspection events record what they covered; the last test checks that nothing is missing.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { setInspector } from '../../src/lib/inspection';
import { connectionMachine } from '../../src/machines/connections/connection.machine';
import { invitationMachine } from '../../src/machines/connections/invitation.machine';
import { renderCatalogueAt, setupCatalogueApi } from '../catalogue-screens';
import { connection } from '../msw/connections';
import { API } from '../msw/merchant-catalogue';
import { machineCoverage } from './coverage';

/** What the merchant does (events) and where they are (states); each path starts on a fresh store. */
export const connectionFlow = createMachine({
  id: 'connectionFlow',
  initial: 'start',
  states: {
    start: {
      on: {
        OPEN_OFF_SYSTEM: 'offSystem',
        OPEN_ACTIVE: 'active',
        OPEN_ASKED: 'asked',
        OPEN_WITH_EMAIL: 'invitable',
        OPEN_INVITATION_FAILING: 'invitationLoadFailed',
      },
    },
    // Connections
    offSystem: { on: { CHOOSE: 'choosing' } },
    choosing: { on: { CLOSE: 'searchClosed', REQUEST_REFUSED: 'requestRefused', REQUEST_TAKEN: 'requestConflict', REQUEST: 'requested' } },
    searchClosed: {},
    requestRefused: { on: { REQUEST: 'requested' } },
    requestConflict: {},
    requested: { on: { CANCEL_REQUEST: 'confirmingCancel' } },
    confirmingCancel: { on: { BACK: 'requestKept', CONFIRM_REFUSED: 'cancelRefused', CONFIRM: 'cancelled' } },
    requestKept: {},
    cancelRefused: { on: { CONFIRM: 'cancelled' } },
    cancelled: {},
    active: { on: { PAUSE: 'paused', PAUSE_TAKEN: 'pauseConflict', PAUSE_TAKEN_RELOAD_FAILING: 'reloadFailed', PAUSE_REFUSED: 'pauseRefused', ARCHIVE: 'confirmingArchive' } },
    paused: { on: { RESUME: 'resumed' } },
    resumed: {},
    pauseConflict: {},
    reloadFailed: {},
    pauseRefused: {},
    confirmingArchive: { on: { CONFIRM: 'archived' } },
    archived: {},
    asked: { on: { ACCEPT: 'accepted', DECLINE: 'confirmingDecline' } },
    accepted: {},
    confirmingDecline: { on: { CONFIRM: 'declined' } },
    declined: {},
    // Invitations
    invitationLoadFailed: { on: { RETRY: 'invitable' } },
    invitable: { on: { INVITE: 'inviteDialog' } },
    inviteDialog: { on: { SEND_WITHOUT_NAME: 'inviteInvalid', SEND_BAD_EMAIL: 'inviteRefused', SEND_TAKEN: 'inviteConflict', SEND: 'invited', CANCEL: 'inviteClosed' } },
    inviteInvalid: { on: { SEND: 'invited' } },
    inviteRefused: {},
    inviteConflict: {},
    inviteClosed: {},
    invited: { on: { RESEND: 'resent', RESEND_TAKEN: 'resendConflict', RESEND_FAILING: 'resendFailed', REVOKE: 'revoked', REVOKE_TAKEN: 'revokeConflict', REVOKE_FAILING: 'revokeFailed' } },
    resent: {},
    resendConflict: {},
    resendFailed: {},
    revoked: {},
    revokeConflict: {},
    revokeFailed: {},
  },
});

const coverage = machineCoverage({ connection: connectionMachine, invitation: invitationMachine });

/**
 * Transitions no path can take: these actors read their call with answerOf, which resolves with
 * every answer (a refusal is an outcome), so their onError is only a guard against a bug. The
 * machine tests take them with stubbed actors.
 */
const NEVER_REJECT = [
  'connection.choosing.requesting|xstate.error.actor.0.connection.choosing.requesting|0',
  'connection.stepping|xstate.error.actor.0.connection.stepping|0',
  'connection.stepping|xstate.error.actor.0.connection.stepping|1',
  'invitation.inviting.sending|xstate.error.actor.0.invitation.inviting.sending|0',
  'invitation.resending|xstate.error.actor.0.invitation.resending|0',
  'invitation.revoking|xstate.error.actor.0.invitation.revoking|0',
];

const api = setupCatalogueApi();
beforeAll(() => setInspector(coverage.record));
afterAll(() => setInspector(undefined));

const user = userEvent.setup();
const panel = () => within(screen.getByRole('region', { name: 'Connection' }));
const status = () => panel().getByRole('definition');
const button = (name: string) => panel().getByRole('button', { name });
const dialog = (name: string) => screen.findByRole('dialog', { name });
/** Opens the supplier's form and waits for its connection panel. */
async function open(id: number) {
  renderCatalogueAt(`/merchant/suppliers/${id}`);
  await screen.findByRole('region', { name: 'Connection' });
}
const answerOnce = (method: 'get' | 'post', path: string, body: object, status: number) =>
  api.server.use(http[method](`${API}${path}`, () => HttpResponse.json(body, { status }), { once: true }));
const GREEN = { id: 4, name: 'Green Valley', domain: 'green-valley.localhost', type: 'supplier' as const };

async function requestGreenValley() {
  const search = await dialog('Request a connection');
  await user.click(await within(search).findByRole('button', { name: 'Request a connection with Green Valley' }));
}
async function confirmIn(title: string, label: string) {
  await user.click(within(await dialog(title)).getByRole('button', { name: label }));
}
async function sendInvitation() {
  const invite = await dialog('Invite to Tradepost');
  await user.click(within(invite).getByRole('button', { name: 'Send invitation' }));
}
const model = createTestModel(connectionFlow);
const paths = model.getSimplePaths();

describe('the connection panel, path by path', () => {
  for (const path of paths) {
    it(path.description, async () => {
      await path.test({
        events: {
          OPEN_OFF_SYSTEM: () => open(2),
          OPEN_ACTIVE: () => open(1),
          OPEN_ASKED: async () => {
            api.db.connections.push(connection({ id: 5, status: 'INVITED', requested_by: 'supplier', partner: GREEN, merchant_supplier_id: 2 }));
            Object.assign(api.db.suppliers[1], { relationship_status: 'INVITED', connection: { id: 5, status: 'INVITED', requested_by: 'supplier' }, supplier_client_name: 'Green Valley' });
            await open(2);
          },
          OPEN_WITH_EMAIL: async () => {
            api.db.suppliers[1].email = 'sales@metro.example';
            await open(2);
          },
          OPEN_INVITATION_FAILING: async () => {
            api.db.suppliers[1].email = 'sales@metro.example';
            answerOnce('get', '/connections/invitations/', { detail: 'Server error.' }, 503);
            await open(2);
          },
          CHOOSE: () => user.click(button('Request connection')),
          CLOSE: async () => user.click(within(await dialog('Request a connection')).getByRole('button', { name: 'Close' })),
          REQUEST: requestGreenValley,
          REQUEST_REFUSED: async () => {
            answerOnce('post', '/merchant-products/suppliers/:id/link_client/', { detail: 'Green Valley cannot take requests now.' }, 400);
            await requestGreenValley();
          },
          REQUEST_TAKEN: async () => {
            answerOnce('post', '/merchant-products/suppliers/:id/link_client/', { detail: 'A live connection with this supplier already exists.' }, 409);
            await requestGreenValley();
          },
          CANCEL_REQUEST: () => user.click(button('Cancel request')),
          BACK: () => confirmIn('Cancel connection request', 'Back'),
          CONFIRM_REFUSED: async () => {
            answerOnce('post', '/connections/:id/archive/', { detail: 'Server error.' }, 503);
            await confirmIn('Cancel connection request', 'Cancel request');
          },
          CONFIRM: async () => {
            const open = await screen.findByRole('dialog');
            await user.click(within(open).getAllByRole('button').at(-1)!);
          },
          PAUSE: () => user.click(button('Pause')),
          PAUSE_TAKEN: async () => {
            answerOnce('post', '/connections/:id/pause/', { detail: 'A connection that is archived cannot be paused.' }, 409);
            await user.click(button('Pause'));
          },
          PAUSE_TAKEN_RELOAD_FAILING: async () => {
            answerOnce('post', '/connections/:id/pause/', { detail: 'A connection that is archived cannot be paused.' }, 409);
            answerOnce('get', '/merchant-products/suppliers/:id/', { detail: 'Server error.' }, 503);
            await user.click(button('Pause'));
          },
          PAUSE_REFUSED: async () => {
            answerOnce('post', '/connections/:id/pause/', { detail: 'Server error.' }, 503);
            await user.click(button('Pause'));
          },
          RESUME: () => user.click(button('Resume')),
          ARCHIVE: () => user.click(button('Archive')),
          ACCEPT: () => user.click(button('Accept')),
          DECLINE: () => user.click(button('Decline')),
          RETRY: () => user.click(panel().getByRole('button', { name: 'Retry' })),
          INVITE: () => user.click(button('Invite to Tradepost')),
          SEND_WITHOUT_NAME: async () => {
            await user.clear(within(await dialog('Invite to Tradepost')).getByRole('textbox', { name: /Business name/ }));
            await sendInvitation();
          },
          SEND_BAD_EMAIL: async () => {
            const email = within(await dialog('Invite to Tradepost')).getByRole('textbox', { name: /Email/ });
            await user.clear(email);
            await user.type(email, 'not-an-email');
            await sendInvitation();
          },
          SEND_TAKEN: async () => {
            answerOnce('post', '/connections/invitations/', { detail: 'This supplier is already connected.' }, 409);
            await sendInvitation();
          },
          SEND: async () => {
            const name = within(await dialog('Invite to Tradepost')).getByRole('textbox', { name: /Business name/ });
            if (!(name as HTMLInputElement).value) await user.type(name, 'Metro Foods');
            await sendInvitation();
          },
          CANCEL: async () => user.click(within(await dialog('Invite to Tradepost')).getByRole('button', { name: 'Cancel' })),
          RESEND: () => user.click(button('Resend')),
          RESEND_TAKEN: async () => {
            answerOnce('post', '/connections/invitations/:id/resend/', { detail: 'An invitation that is accepted cannot be sent again.' }, 409);
            await user.click(button('Resend'));
          },
          RESEND_FAILING: async () => {
            answerOnce('post', '/connections/invitations/:id/resend/', { detail: 'Server error.' }, 503);
            await user.click(button('Resend'));
          },
          REVOKE: () => user.click(button('Revoke')),
          REVOKE_TAKEN: async () => {
            answerOnce('post', '/connections/invitations/:id/revoke/', { detail: 'An invitation that is accepted cannot be revoked.' }, 409);
            await user.click(button('Revoke'));
          },
          REVOKE_FAILING: async () => {
            answerOnce('post', '/connections/invitations/:id/revoke/', { detail: 'Server error.' }, 503);
            await user.click(button('Revoke'));
          },
        },
        states: {
          start: () => {},
          offSystem: async () => {
            expect(await panel().findByText('Not connected on Tradepost.')).toBeInTheDocument();
            expect(status()).toHaveTextContent('Off system');
          },
          choosing: async () => {
            expect(await within(await dialog('Request a connection')).findByText('Green Valley')).toBeInTheDocument();
          },
          searchClosed: async () => {
            await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
            expect(button('Request connection')).toBeInTheDocument();
          },
          requestRefused: async () => {
            expect(await within(await dialog('Request a connection')).findByRole('alert')).toHaveTextContent('Green Valley cannot take requests now.');
          },
          requestConflict: async () => {
            expect(await panel().findByRole('alert')).toHaveTextContent('A live connection with this supplier already exists.');
            await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
          },
          requested: async () => {
            expect(await panel().findByText('Connection requested: waiting for Green Valley to accept.')).toBeInTheDocument();
            expect(status()).toHaveTextContent('Requested');
          },
          confirmingCancel: async () => {
            expect(await dialog('Cancel connection request')).toHaveTextContent('Cancel your connection request to Green Valley?');
          },
          requestKept: async () => {
            await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
            expect(status()).toHaveTextContent('Requested');
          },
          cancelRefused: async () => {
            expect(await within(await dialog('Cancel connection request')).findByRole('alert')).toHaveTextContent('Server error.');
          },
          cancelled: async () => {
            expect(await panel().findByText('The connection was archived.')).toBeInTheDocument();
            expect(status()).toHaveTextContent('Off system');
          },
          active: async () => {
            expect(await panel().findByText('Connected with Fresh Farms: orders reach their inbox.')).toBeInTheDocument();
          },
          paused: async () => {
            expect(await screen.findByText('Connection paused.')).toBeInTheDocument();
            expect(status()).toHaveTextContent('Paused');
          },
          resumed: async () => {
            expect(await screen.findByText('Connection resumed.')).toBeInTheDocument();
            expect(status()).toHaveTextContent('Active');
          },
          pauseConflict: async () => {
            expect(await panel().findByRole('alert')).toHaveTextContent('A connection that is archived cannot be paused.');
            await waitFor(() => expect(button('Pause')).toBeEnabled());
            expect(api.db.requests.at(-1)?.call).toBe('GET /merchant-products/suppliers/1/');
          },
          reloadFailed: async () => {
            await waitFor(() =>
              expect(
                panel()
                  .getAllByRole('alert')
                  .map((a) => a.textContent),
              ).toEqual(['A connection that is archived cannot be paused.', 'Server error.']),
            );
          },
          pauseRefused: async () => {
            expect(await panel().findByRole('alert')).toHaveTextContent('Server error.');
            expect(status()).toHaveTextContent('Active');
          },
          confirmingArchive: async () => {
            expect(await dialog('Archive connection')).toHaveTextContent('Archive the connection with Fresh Farms?');
          },
          archived: async () => {
            expect(await screen.findByText('Connection archived.')).toBeInTheDocument();
            expect(status()).toHaveTextContent('Off system');
          },
          asked: async () => {
            expect(await panel().findByText('Green Valley asked to connect.')).toBeInTheDocument();
          },
          accepted: async () => {
            expect(await screen.findByText('Connection accepted.')).toBeInTheDocument();
            expect(status()).toHaveTextContent('Active');
          },
          confirmingDecline: async () => {
            expect(await dialog('Decline connection request')).toBeInTheDocument();
          },
          declined: async () => {
            expect(await panel().findByText('The connection request was declined.')).toBeInTheDocument();
          },
          invitationLoadFailed: async () => {
            expect(await panel().findByRole('alert')).toHaveTextContent('Server error.');
          },
          invitable: async () => {
            expect(await panel().findByRole('button', { name: 'Invite to Tradepost' })).toBeInTheDocument();
          },
          inviteDialog: async () => {
            expect(within(await dialog('Invite to Tradepost')).getByRole('textbox', { name: /Email/ })).toHaveValue('sales@metro.example');
          },
          inviteInvalid: async () => {
            expect(within(await dialog('Invite to Tradepost')).getByRole('textbox', { name: /Business name/ })).toHaveAccessibleDescription('Business name is required.');
          },
          inviteRefused: async () => {
            const email = within(await dialog('Invite to Tradepost')).getByRole('textbox', { name: /Email/ });
            await waitFor(() => expect(email).toHaveAccessibleDescription('Enter a valid email address.'));
          },
          inviteConflict: async () => {
            expect(await panel().findByRole('alert')).toHaveTextContent('This supplier is already connected.');
            await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
          },
          inviteClosed: async () => {
            await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
            expect(api.db.invitations).toEqual([]);
          },
          invited: async () => {
            expect(await screen.findByText('Invitation sent.')).toBeInTheDocument();
            expect(await panel().findByText(/^Invitation to sales@metro.example: Pending/)).toBeInTheDocument();
          },
          resent: async () => {
            expect(await screen.findByText('Invitation sent again.')).toBeInTheDocument();
          },
          resendConflict: async () => {
            expect(await panel().findByRole('alert')).toHaveTextContent('An invitation that is accepted cannot be sent again.');
          },
          resendFailed: async () => {
            expect(await panel().findByRole('alert')).toHaveTextContent('Server error.');
          },
          revoked: async () => {
            expect(await screen.findByText('Invitation revoked.')).toBeInTheDocument();
            expect(await panel().findByRole('button', { name: 'Invite to Tradepost' })).toBeInTheDocument();
          },
          revokeConflict: async () => {
            expect(await panel().findByRole('alert')).toHaveTextContent('An invitation that is accepted cannot be revoked.');
          },
          revokeFailed: async () => {
            expect(await panel().findByRole('alert')).toHaveTextContent('Server error.');
          },
        },
      });
      coverage.recordPath(connectionFlow, path.steps);
    });
  }
});

describe('coverage', () => {
  it('the paths together covered every state, transition and event of the connection and invitation machines', () => {
    console.log(coverage.report(connectionFlow, paths.length));
    for (const name of ['connection', 'invitation'] as const) {
      expect(coverage.missingStates(name)).toEqual([]);
      expect(coverage.missingEvents(name)).toEqual([]);
      // Nothing else is missing, and these are the real ids (a renamed state fails here).
      expect(coverage.missingTransitions(name)).toEqual(NEVER_REJECT.filter((t) => t.startsWith(`${name}.`)));
    }
    expect(coverage.missingFlowTransitions(connectionFlow)).toEqual([]);
  });
});
