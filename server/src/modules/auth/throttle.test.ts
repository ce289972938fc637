// Sign-in and sign-up throttling (DRF's behaviour and wording), on a simulated clock: counts per
// email and per address, the real wait in Retry-After and the message, reset after a success,
// and counts kept in the database, so a second server process sees them.
import { describe, expect, it } from 'vitest';
import { DEMO, HOSTS, simulatedClock, type TestContext, useTestContext } from '../../../test/helpers';
import { hashingWork } from '../../lib/passwords';
import { CEILING_PAUSE_MS, signInDelaySeconds } from './sign-in-throttle';

const clock = simulatedClock();
let t: TestContext;
useTestContext(clock, (c) => (t = c));

let nextAddress = 1;
/** A fresh client address per test, so tests do not share the per-address count. */
const newAddress = () => `198.51.100.${nextAddress++}`;

const signIn = (email: string, password: string, remoteAddress: string, request = t.request) =>
  request({ method: 'POST', url: '/1/api/auth/token/', host: HOSTS.bistro, remoteAddress, payload: { email, password } });

const throttledIn = (seconds: number) => `Request was throttled. Expected available in ${seconds} second${seconds === 1 ? '' : 's'}.`;

async function failTimes(n: number, email: string, address: string) {
  for (let i = 0; i < n; i++) expect((await signIn(email, 'wrong-password', address)).statusCode).toBe(401);
}

describe('sign-in throttling per email and address', () => {
  it('lets 5 failures go, then makes the pair wait 2 s, 4 s, 8 s... with 429, Retry-After and the wait in the message, even with the right password', async () => {
    const address = newAddress();
    await failTimes(5, DEMO.merchant, address);
    const res = await signIn(DEMO.merchant, DEMO.password, address);
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('2');
    expect(res.json()).toEqual({ detail: throttledIn(2) });
    // Other accounts are unaffected from the same address, and this account from another.
    expect((await signIn(DEMO.owner, DEMO.password, address)).statusCode).toBe(200);
    expect((await signIn(DEMO.merchant, DEMO.password, newAddress())).statusCode).toBe(200);
    clock.advance(2);
    await failTimes(1, DEMO.merchant, address);
    expect((await signIn(DEMO.merchant, DEMO.password, address)).headers['retry-after']).toBe('4');
    clock.advance(4);
    await failTimes(1, DEMO.merchant, address);
    expect((await signIn(DEMO.merchant, DEMO.password, address)).headers['retry-after']).toBe('8');
    clock.advance(8);
    expect((await signIn(DEMO.merchant, DEMO.password, address)).statusCode).toBe(200);
  });

  it('grows the wait to at most 15 minutes, and forgets failures after an hour', async () => {
    expect([4, 5, 6, 9, 13, 14, 40].map(signInDelaySeconds)).toEqual([0, 2, 4, 32, 512, 900, 900]);
    const address = newAddress();
    await failTimes(5, DEMO.owner, address);
    clock.advance(3600);
    await failTimes(1, DEMO.owner, address);
    expect((await signIn(DEMO.owner, DEMO.password, address)).statusCode).toBe(200);
  });

  it('resets the count after a successful sign-in', async () => {
    const address = newAddress();
    await failTimes(4, DEMO.owner, address);
    expect((await signIn(DEMO.owner, DEMO.password, address)).statusCode).toBe(200);
    await failTimes(4, DEMO.owner, address);
    expect((await signIn(DEMO.owner, DEMO.password, address)).statusCode).toBe(200);
  });

  it('lets no burst of parallel attempts past the limit', async () => {
    const address = newAddress();
    const email = 'burst@example.com';
    const answers = await Promise.all(Array.from({ length: 12 }, () => signIn(email, 'wrong-password', address)));
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([...Array(5).fill(401), ...Array(7).fill(429)]);
    clock.advance(3600);
  });
});

describe('an attacker hammering one email', () => {
  it('never locks the owner out: from their own address the right password signs in, only slowed down past the hourly ceiling', async () => {
    const attacker = newAddress();
    const owner = newAddress();
    // From one address the attacker soon waits longer and longer...
    let refused = 0;
    for (let i = 0; i < 12; i++) {
      const res = await signIn(DEMO.owner, `guess-${i}`, attacker);
      if (res.statusCode === 429) refused++;
      clock.advance(1);
    }
    expect(refused).toBeGreaterThan(0);
    expect((await signIn(DEMO.owner, DEMO.password, owner)).statusCode).toBe(200);
    // ...so they spread over many addresses (4 each, below every per-pair wait) past the email's ceiling of 100 an hour.
    for (let i = 0; i < 26; i++) await failTimes(4, DEMO.owner, newAddress());
    clock.paused.length = 0;
    const res = await signIn(DEMO.owner, DEMO.password, owner);
    expect(res.statusCode).toBe(200);
    expect(clock.paused).toEqual([CEILING_PAUSE_MS]);
    // A new address with the right password gets in too, after the same pause; a wrong one pauses and fails.
    expect((await signIn(DEMO.owner, DEMO.password, newAddress())).statusCode).toBe(200);
    expect((await signIn(DEMO.owner, 'wrong-password', newAddress())).statusCode).toBe(401);
    expect(clock.paused).toEqual([CEILING_PAUSE_MS, CEILING_PAUSE_MS, CEILING_PAUSE_MS]);
    clock.advance(3600);
    // Over a hundred real scrypt checks: slow on a busy machine.
  }, 180_000);
});

describe('sign-in timing', () => {
  it('does the same scrypt work for an unknown email, an inactive user and a wrong password', async () => {
    const workOf = async (email: string) => {
      const before = { ...hashingWork };
      expect((await signIn(email, 'wrong-password', newAddress())).statusCode).toBe(401);
      return { runs: hashingWork.runs - before.runs, cost: hashingWork.cost - before.cost };
    };
    const inactive = { username: 'inactive-timing', email: 'inactive-timing@example.com', password: 'Long-enough-9', password2: 'Long-enough-9', role: 'merchant' };
    expect((await t.request({ method: 'POST', url: '/1/api/auth/signup/', remoteAddress: newAddress(), payload: inactive })).statusCode).toBe(201);
    await t.db.query('UPDATE public.users SET is_active = false WHERE email = $1', [inactive.email]);
    const known = await workOf(DEMO.merchant);
    expect(known.runs).toBe(1);
    expect(await workOf('nobody-at-all@example.com')).toEqual(known);
    expect(await workOf(inactive.email)).toEqual(known);
    clock.advance(3600);
  });
});

describe('sign-in throttling per address', () => {
  it('answers 429 after 20 failures from one address, whatever the email; other addresses are unaffected', async () => {
    const address = newAddress();
    for (let i = 0; i < 20; i++) expect((await signIn(`nobody-${i}@example.com`, 'x', address)).statusCode).toBe(401);
    const res = await signIn(DEMO.merchant, DEMO.password, address);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ detail: throttledIn(900) });
    expect((await signIn(DEMO.merchant, DEMO.password, newAddress())).statusCode).toBe(200);
    clock.advance(900);
    expect((await signIn(DEMO.merchant, DEMO.password, address)).statusCode).toBe(200);
  });

  it('does not count successful sign-ins', async () => {
    const address = newAddress();
    for (let i = 0; i < 25; i++) expect((await signIn(DEMO.owner, DEMO.password, address)).statusCode).toBe(200);
  });
});

describe('throttling across server processes', () => {
  it('counts failures from every process on the database: a limit reached through two holds on both', async () => {
    const other = await t.otherProcess();
    const address = newAddress();
    await failTimes(3, DEMO.merchant, address);
    for (let i = 0; i < 2; i++) expect((await signIn(DEMO.merchant, 'wrong-password', address, other.request)).statusCode).toBe(401);
    expect((await signIn(DEMO.merchant, DEMO.password, address)).statusCode).toBe(429);
    expect((await signIn(DEMO.merchant, DEMO.password, address, other.request)).statusCode).toBe(429);
    clock.advance(2);
    expect((await signIn(DEMO.merchant, DEMO.password, address, other.request)).statusCode).toBe(200);
  });
});

describe('sign-up throttling per address', () => {
  const signUp = (n: number, remoteAddress: string) =>
    t.request({
      method: 'POST',
      url: '/1/api/auth/signup/',
      remoteAddress,
      payload: { username: `throttled${n}`, email: `throttled${n}@example.com`, password: 'long-enough', password2: 'long-enough', role: 'merchant' },
    });

  it('allows 20 sign-up attempts from one address within an hour, then answers 429 until the oldest is an hour old', async () => {
    const address = newAddress();
    for (let i = 0; i < 20; i++) expect((await signUp(i, address)).statusCode).toBe(201);
    const res = await signUp(20, address);
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('3600');
    expect(res.json()).toEqual({ detail: throttledIn(3600) });
    expect((await signUp(21, newAddress())).statusCode).toBe(201);
    clock.advance(3600);
    expect((await signUp(20, address)).statusCode).toBe(201);
  });
});
