import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenService, type Claims } from './tokens';

const claims: Claims = {
  user_id: 7,
  token_version: 0,
  username: 'u',
  first_name: 'U',
  last_name: 'Ser',
  email: 'u@example.com',
  profile_image: null,
  is_admin: false,
  is_active: true,
  is_staff: false,
  is_superadmin: false,
  is_supplier: false,
  is_merchant: true,
  tenants: [],
};

afterEach(() => vi.useRealTimers());

describe('token service', () => {
  it('accepts its own tokens until they expire, also when it has seen them before', async () => {
    vi.useFakeTimers({ now: new Date('2030-01-01T00:00:00Z') });
    const tokens = createTokenService('a-secret-of-at-least-32-characters-long', 60);
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toMatchObject({ user_id: 7 });
    vi.setSystemTime(new Date('2030-01-01T00:00:59Z'));
    expect(await tokens.verify(token)).toMatchObject({ user_id: 7 });
    vi.setSystemTime(new Date('2030-01-01T00:01:01Z'));
    expect(await tokens.verify(token)).toBeNull();
    expect(await tokens.verify(token)).toBeNull();
  });

  it("refuses another secret's tokens and altered ones", async () => {
    const ours = createTokenService('a-secret-of-at-least-32-characters-long', 60);
    const theirs = createTokenService('another-secret-of-at-least-32-characters', 60);
    const token = await theirs.sign(claims);
    expect(await theirs.verify(token)).not.toBeNull();
    expect(await ours.verify(token)).toBeNull();
    const mine = await ours.sign(claims);
    const [head, , sig] = mine.split('.');
    const forged = `${head}.${Buffer.from(JSON.stringify({ ...claims, is_superadmin: true, exp: 4102444800 })).toString('base64url')}.${sig}`;
    expect(await ours.verify(forged)).toBeNull();
  });
});
