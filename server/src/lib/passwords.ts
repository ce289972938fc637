// scrypt from node:crypto: no native dependency, memory-hard, salted per password.
import { randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(scryptCb) as (pw: string, salt: Buffer, len: number, opts: object) => Promise<Buffer>;
const N = 16384,
  R = 8,
  P = 1,
  LEN = 32;

/** The scrypt work done so far (runs, and N·r·p summed): tests compare the work of two paths. */
export const hashingWork = { runs: 0, cost: 0 };

function derive(password: string, salt: Buffer, len: number, n: number, r: number, p: number): Promise<Buffer> {
  hashingWork.runs++;
  hashingWork.cost += n * r * p;
  return scrypt(password, salt, len, { N: n, r, p });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await derive(password, salt, LEN, N, R, P);
  return `scrypt$${N}$${R}$${P}$${salt.toString('base64')}$${hash.toString('base64')}`;
}

// Checked when there is no real hash (an unknown email, an inactive user), so both cost the same.
const DUMMY_HASH = `scrypt$${N}$${R}$${P}$${randomBytes(16).toString('base64')}$${randomBytes(LEN).toString('base64')}`;

/** Whether `password` matches `stored`; with no stored hash it does the same work and answers false. */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const [algo, n, r, p, salt, hash] = (stored ?? DUMMY_HASH).split('$');
  if (algo !== 'scrypt' || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), expected.length, Number(n), Number(r), Number(p));
  return timingSafeEqual(actual, expected) && stored !== null;
}
