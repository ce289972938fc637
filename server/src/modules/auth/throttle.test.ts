// Sign-in and sign-up throttling (DRF's behaviour and wording), on a simulated clock: counts per
// email and per address, the real wait in Retry-After and the message, reset after a success,
// and counts kept in the database, so a second server process sees them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, DEMO, HOSTS, simulatedClock, type TestContext } from '../../../test/helpers';

const clock = simulatedClock();
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({}, { clock });
});
afterAll(() => t.close());

let nextAddress = 1;
/** A fresh client address per test, so tests do not share the per-address count. */
const newAddress = () => `198.51.100.${nextAddress++}`;

const signIn = (email: string, password: string, remoteAddress: string, request = t.request) =>
  request({ method: 'POST', url: '/1/api/auth/token/', host: HOSTS.bistro, remoteAddress, payload: { email, password } });

const throttledIn = (seconds: number) => `Request was throttled. Expected available in ${seconds} second${seconds === 1 ? '' : 's'}.`;

async function failTimes(n: number, email: string, address: string) {
  for (let i = 0; i < n; i++) expect((await signIn(email, 'wrong-password', address)).statusCode).toBe(401);
}

describe('sign-in throttling per email', () => {
  it('answers the sixth attempt within 15 minutes with 429, Retry-After and the wait in the message, even with the right password', async () => {
    const address = newAddress();
    await failTimes(5, DEMO.merchant, address);
    const res = await signIn(DEMO.merchant, DEMO.password, address);
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('900');
    expect(res.json()).toEqual({ detail: throttledIn(900) });
    // Other accounts are unaffected, from the same address too.
    expect((await signIn(DEMO.owner, DEMO.password, address)).statusCode).toBe(200);

    clock.advance(899);
    const last = await signIn(DEMO.merchant, DEMO.password, address);
    expect(last.headers['retry-after']).toBe('1');
    expect(last.json()).toEqual({ detail: throttledIn(1) });
    clock.advance(1);
    expect((await signIn(DEMO.merchant, DEMO.password, address)).statusCode).toBe(200);
  });

  it('counts failures in a sliding window: the wait ends when the oldest failure is 15 minutes old', async () => {
    const address = newAddress();
    await failTimes(1, DEMO.supplier, address);
    clock.advance(600);
    await failTimes(4, DEMO.supplier, address);
    expect((await signIn(DEMO.supplier, DEMO.password, address)).headers['retry-after']).toBe('300');
    clock.advance(300);
    // The first failure left the window; the four others still count, so one more failure is allowed.
    await failTimes(1, DEMO.supplier, address);
    expect((await signIn(DEMO.supplier, DEMO.password, address)).headers['retry-after']).toBe('600');
    clock.advance(600);
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
    clock.advance(900);
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
    clock.advance(900);
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
