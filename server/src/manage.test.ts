import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, HOSTS, type TestContext } from '../test/helpers';
import { createSuperadmin, ManageError } from './manage';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('create-superadmin', () => {
  it('creates a superadmin who can sign in on the admin host', async () => {
    const user = await createSuperadmin(t.db, { email: 'Ops@Example.com', password: 'a-long-secret' });
    expect(user).toMatchObject({ email: 'ops@example.com', username: 'ops', is_superadmin: true, is_admin: true, is_staff: true });
    const res = await t.request({ method: 'POST', url: '/1/api/auth/token/', host: HOSTS.admin, payload: { email: 'ops@example.com', password: 'a-long-secret' } });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a taken email, a bad email and a short password', async () => {
    await expect(createSuperadmin(t.db, { email: 'admin@example.com', password: 'a-long-secret', username: 'x' })).rejects.toThrow(ManageError);
    await expect(createSuperadmin(t.db, { email: 'nope', password: 'a-long-secret' })).rejects.toThrow('Not a valid email');
    await expect(createSuperadmin(t.db, { email: 'new@example.com', password: 'short' })).rejects.toThrow('at least 8');
  });
});
