// The team screen's calls and staff invitations, end to end through the API on a simulated clock:
// invite, accept signed in or by signing up, expiry, single use, hashing, resend, revoke, roles
// and the tenant's last owner.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, DEMO, HOSTS, NEW_USER_PASSWORD, simulatedClock, type TestContext } from '../../../test/helpers';
import { hashToken, INVITATION_MESSAGES } from '../invitations/rules';
import { addMembership, findTenantByDomain, lastOwnerMessage } from '../tenants/repo';
import { insertUser } from '../users/repo';
import { hashPassword } from '../../lib/passwords';
import { TEAM_MESSAGES } from './rules';

const clock = simulatedClock();
const DAY = 24 * 60 * 60;
let t: TestContext;
let owner = '';
let bistro = 0;
let ip = 0;

beforeAll(async () => {
  t = await createTestContext({}, { clock });
  owner = await t.login(DEMO.merchant, HOSTS.bistro);
  bistro = (await t.db.query<{ id: number }>('SELECT id FROM public.tenants WHERE domain = $1', [HOSTS.bistro]))[0].id;
});
afterAll(() => t.close());

type Member = { user_id: number; email: string; role: string };
const api = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, token = owner) =>
  t.request({ method, url: `/1/api${url}`, host: HOSTS.bistro, token, ...(payload ? { payload } : {}) });
const invite = (email: string, role = 'staff') => api('POST', '/team/invitations/', { email, role });
const accept = (token: string, access: string) => t.request({ method: 'POST', url: `/1/api/auth/invitations/${encodeURIComponent(token)}/accept/`, host: HOSTS.admin, token: access });
// Each sign-up from its own address, so the sign-up throttle never counts across tests.
const signup = (payload: object) => t.request({ method: 'POST', url: '/1/api/auth/signup/', payload, remoteAddress: `127.0.2.${++ip}` });
const person = (name: string, more: object = {}) => ({ username: name, email: `${name}@example.com`, password: NEW_USER_PASSWORD, password2: NEW_USER_PASSWORD, role: 'merchant', ...more });
const members = async () => (await api('GET', '/team/members/')).json() as Member[];
const invitationStatus = async (id: number) => (await api('GET', '/team/invitations/')).json().find((i: { id: number }) => i.id === id).status;
const events = async () =>
  (await t.db.query<{ event: string; detail: string }>('SELECT event, detail FROM public.audit_events WHERE tenant_id = $1 ORDER BY id', [bistro])).map((e) => `${e.event}: ${e.detail}`);

/** The newest email to `to` and the token its links carry. */
async function emailTo(to: string) {
  const [m] = await t.db.query<{ subject: string; body: string }>('SELECT subject, body FROM public.messages WHERE send_to = $1 ORDER BY id DESC LIMIT 1', [to]);
  return { ...m, token: /\/signup\?invitation=([A-Za-z0-9_-]+)/.exec(m?.body ?? '')?.[1] ?? '' };
}

describe('members', () => {
  it('lists the members with their roles', async () => {
    expect(await members()).toEqual(
      expect.arrayContaining([expect.objectContaining({ email: DEMO.merchant, role: 'owner' }), expect.objectContaining({ email: DEMO.staff, role: 'staff' })]),
    );
  });

  it('changes a role and records it; the last owner can neither step down nor be removed', async () => {
    const all = await members();
    const me = all.find((m) => m.email === DEMO.merchant)!;
    const staff = all.find((m) => m.email === DEMO.staff)!;
    const otherOwners = all.filter((m) => m.role === 'owner' && m.user_id !== me.user_id);
    const res = await api('PATCH', `/team/members/${staff.user_id}/`, { role: 'manager' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: DEMO.staff, role: 'manager' });
    expect(await events()).toContain(`role_changed: ${DEMO.staff}: Staff → Manager`);
    for (const o of otherOwners) expect((await api('PATCH', `/team/members/${o.user_id}/`, { role: 'manager' })).statusCode).toBe(200);
    const refused = await api('PATCH', `/team/members/${me.user_id}/`, { role: 'staff' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: lastOwnerMessage('Corner Bistro') });
    expect((await api('DELETE', `/team/members/${me.user_id}/`)).statusCode).toBe(409);
    for (const o of otherOwners) await api('PATCH', `/team/members/${o.user_id}/`, { role: 'owner' });
    await api('PATCH', `/team/members/${staff.user_id}/`, { role: 'staff' });
  });

  it('answers 404 for someone who is not a member, and 400 for a role that does not exist', async () => {
    const [admin] = await t.db.query<{ id: number }>('SELECT id FROM public.users WHERE email = $1', [DEMO.superadmin]);
    expect((await api('PATCH', `/team/members/${admin.id}/`, { role: 'staff' })).statusCode).toBe(404);
    expect((await api('DELETE', `/team/members/${admin.id}/`)).statusCode).toBe(404);
    expect((await api('PATCH', `/team/members/${admin.id}/`, { role: 'boss' })).statusCode).toBe(400);
  });

  it('is owners only: a staff member gets 403', async () => {
    const staff = await t.login(DEMO.staff, HOSTS.bistro);
    expect((await api('GET', '/team/members/', undefined, staff)).statusCode).toBe(403);
    expect((await api('POST', '/team/invitations/', { email: 'x@example.com', role: 'owner' }, staff)).statusCode).toBe(403);
  });
});

describe('invitations', () => {
  it('invites by email with a role: pending, emailed with the link, only the hash stored, recorded', async () => {
    const res = await invite(' New.Cook@Example.com ', 'staff');
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ email: 'new.cook@example.com', role: 'staff', status: 'pending', accepted_at: null });
    expect(new Date(body.expires_at).getTime() - new Date(body.created_at).getTime()).toBe(7 * DAY * 1000);
    const mail = await emailTo('new.cook@example.com');
    expect(mail.subject).toBe('Join Corner Bistro on Tradepost');
    expect(mail.body).toContain('Corner Bistro invited you to join their team on Tradepost as staff.');
    expect(mail.body).toContain(`http://localhost:8000/accept-invitation?token=${mail.token}`);
    expect(mail.token).toHaveLength(43);
    const dump = JSON.stringify(await t.db.query('SELECT * FROM public.team_invitations'));
    expect(dump).not.toContain(mail.token);
    expect(dump).toContain(hashToken(mail.token));
    expect(await events()).toContain('member_invited: new.cook@example.com as Staff');
    // The public preview tells the sign-up page that this is a team invitation.
    const preview = await t.request({ url: `/1/api/auth/invitations/${mail.token}/` });
    expect(preview.json()).toEqual({ business: 'Corner Bistro', business_type: 'merchant', role: 'merchant', email: 'new.cook@example.com', name: '', team_role: 'staff' });
  });

  it('refuses a member, an email with a pending invitation and an invalid address, on email', async () => {
    expect((await invite(DEMO.staff)).json()).toEqual({ email: [TEAM_MESSAGES.member('Corner Bistro')] });
    expect((await invite('new.cook@example.com', 'manager')).json()).toEqual({ email: [TEAM_MESSAGES.pending] });
    expect((await invite('not-an-email')).json()).toEqual({ email: ['Enter a valid email address.'] });
  });

  it('a new person signs up from the link and becomes a member with the invited role; the link works once', async () => {
    const { token } = await emailTo('new.cook@example.com');
    expect((await signup(person('cook', { email: 'new.cook@example.com', invitation: token, business_name: 'Cook Co' }))).json()).toEqual({ business_name: [TEAM_MESSAGES.noBusiness] });
    expect((await signup(person('cook', { email: 'new.cook@example.com', invitation: token, role: 'supplier' }))).json()).toEqual({ role: ['This invitation is for a merchant.'] });
    const res = await signup(person('cook', { email: 'new.cook@example.com', invitation: token }));
    expect(res.statusCode).toBe(201);
    expect(res.json().tenant).toBeNull();
    expect((await members()).find((m) => m.email === 'new.cook@example.com')?.role).toBe('staff');
    expect((await api('GET', '/team/invitations/')).json()[0]).toMatchObject({ email: 'new.cook@example.com', status: 'accepted' });
    expect(await events()).toContain('invitation_accepted: Staff');
    // Single use: a second sign-up and a signed-in accept are refused.
    expect((await signup(person('cook2', { invitation: token }))).json()).toEqual({ invitation: [INVITATION_MESSAGES.used] });
    const access = await t.login('new.cook@example.com', HOSTS.bistro, NEW_USER_PASSWORD);
    expect((await accept(token, access)).json()).toEqual({ detail: INVITATION_MESSAGES.used });
    // The new member is in Corner Bistro as staff.
    expect((await t.request({ url: '/1/api/team/members/', host: HOSTS.bistro, token: access })).statusCode).toBe(403);
  });

  it('an existing user accepts signed in and joins with the invited role', async () => {
    // A member of Harbor Cafe only.
    const user = await insertUser(t.db, { username: 'harbor-chef', email: 'harbor-chef@example.com', password_hash: await hashPassword(DEMO.password), is_merchant: true });
    await addMembership(t.db, user.id, (await findTenantByDomain(t.db, HOSTS.harbor))!.id);
    expect((await invite('harbor-chef@example.com', 'manager')).statusCode).toBe(201);
    const { token } = await emailTo('harbor-chef@example.com');
    const access = await t.login('harbor-chef@example.com', HOSTS.harbor);
    const res = await accept(token, access);
    expect(res.statusCode).toBe(200);
    expect(res.json().tenant).toMatchObject({ name: 'Corner Bistro', domain: HOSTS.bistro, role: 'manager' });
    // The new token carries the tenant joined: it works there at once.
    expect((await t.request({ url: '/1/api/inventory/areas/', host: HOSTS.bistro, token: res.json().access })).statusCode).toBe(200);
    expect((await members()).find((m) => m.email === 'harbor-chef@example.com')?.role).toBe('manager');
    expect((await accept(token, access)).statusCode).toBe(400);
    expect((await accept('no-such-token', access)).statusCode).toBe(404);
  });

  it('expires after 7 days; resend gives a new link and kills the old one; revoke kills it for good', async () => {
    const id = (await invite('late@example.com')).json().id;
    const first = (await emailTo('late@example.com')).token;
    clock.advance(7 * DAY - 1);
    expect(await invitationStatus(id)).toBe('pending');
    clock.advance(1);
    expect(await invitationStatus(id)).toBe('expired');
    expect((await signup(person('late', { invitation: first }))).json()).toEqual({ invitation: [INVITATION_MESSAGES.expired] });

    const resent = await api('POST', `/team/invitations/${id}/resend/`);
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toMatchObject({ status: 'pending', expires_at: new Date(clock.now().getTime() + 7 * DAY * 1000).toISOString() });
    const second = (await emailTo('late@example.com')).token;
    expect(second).not.toBe(first);
    expect((await signup(person('late', { invitation: first }))).json()).toMatchObject({ invitation: [INVITATION_MESSAGES.unknown] });

    const revoked = await api('DELETE', `/team/invitations/${id}/`);
    expect(revoked.json().status).toBe('revoked');
    expect((await signup(person('late', { invitation: second }))).json()).toEqual({ invitation: [INVITATION_MESSAGES.revoked] });
    expect((await api('POST', `/team/invitations/${id}/resend/`)).statusCode).toBe(409);
    expect((await api('DELETE', `/team/invitations/${id}/`)).statusCode).toBe(409);
    expect(await events()).toEqual(expect.arrayContaining(['invitation_resent: late@example.com', 'invitation_revoked: late@example.com']));
  });

  it('is a wall: another tenant cannot resend or revoke the invitation', async () => {
    const id = (await invite('walled@example.com')).json().id;
    const harbor = await t.login(DEMO.owner, HOSTS.harbor);
    const other = (method: 'POST' | 'DELETE', url: string) => t.request({ method, url: `/1/api${url}`, host: HOSTS.harbor, token: harbor });
    expect((await other('POST', `/team/invitations/${id}/resend/`)).statusCode).toBe(404);
    expect((await other('DELETE', `/team/invitations/${id}/`)).statusCode).toBe(404);
    expect(await invitationStatus(id)).toBe('pending');
  });

  it('removes a member and records it', async () => {
    const cook = (await members()).find((m) => m.email === 'new.cook@example.com')!;
    expect((await api('DELETE', `/team/members/${cook.user_id}/`)).statusCode).toBe(204);
    expect((await members()).some((m) => m.email === 'new.cook@example.com')).toBe(false);
    expect(await events()).toContain('member_removed: new.cook@example.com');
  });
});
