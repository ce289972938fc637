// The Node versions Tradepost supports, as package.json's engines and the README state them, against
// what the locked packages ask for: the LTS lines named must install without an engine warning.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url);
const pkg = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as { engines: { node: string } };
const lock = JSON.parse(readFileSync(new URL('package-lock.json', root), 'utf8')) as { packages: Record<string, { version?: string; engines?: { node?: string } }> };
const readme = readFileSync(new URL('README.md', root), 'utf8');

type Version = [number, number, number];
const parse = (v: string): Version => {
  const [a = 0, b = 0, c = 0] = v.replace(/^v/, '').split('.').map(Number);
  return [a, b, c];
};
const compare = (x: Version, y: Version) => x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
/** Enough of npm's ranges for engines fields: '||' of '^x.y.z', '>=x.y.z', '>x', '<x', '*' and exact versions, parts joined by spaces. */
function satisfies(version: string, range: string): boolean {
  const v = parse(version);
  return range.split('||').some((alternative) =>
    alternative
      .replace(/(>=|<=|>|<|=|\^|~)\s+/g, '$1')
      .trim()
      .split(/\s+/)
      .every((part) => {
        if (part === '' || part === '*' || part === 'x') return true;
        const [, op, rest] = /^(\^|~|>=|<=|>|<|=)?(.+)$/.exec(part)!;
        const w = parse(rest);
        if (op === '^') return compare(v, w) >= 0 && v[0] === w[0];
        if (op === '~') return compare(v, w) >= 0 && v[0] === w[0] && v[1] === w[1];
        if (op === '>=') return compare(v, w) >= 0;
        if (op === '>') return compare(v, w) > 0;
        if (op === '<=') return compare(v, w) <= 0;
        if (op === '<') return compare(v, w) < 0;
        // A partial version ('20', '20.19') stands for every release under it.
        const given = rest.split('.').length;
        return v.slice(0, given).every((n, i) => n === w[i]);
      }),
  );
}
/** The oldest version a range admits (the lowest bound among its alternatives). */
const oldestIn = (range: string) =>
  range
    .split('||')
    .map((a) => parse(/\d[\d.]*/.exec(a)?.[0] ?? '0'))
    .sort(compare)[0]
    .join('.');

/** The first release of each line we support without warnings: Node 22 LTS and Node 24. */
const SUPPORTED = ['22.13.0', '24.0.0'];

describe('Node support', () => {
  it('engines admits Node 22 LTS and 24, and the README says so', () => {
    expect([satisfies('20.19.1', '^20.19.0 || >=22'), satisfies('21.0.0', '^20.19.0 || >=22'), satisfies('22.12.0', '>=22.13')]).toEqual([true, false, false]);
    for (const v of SUPPORTED) expect(satisfies(v, pkg.engines.node), `${v} in ${pkg.engines.node}`).toBe(true);
    expect(readme).toMatch(/Node\.js 22\.13\+ \(LTS\) or 24/);
  });

  it('no locked package refuses Node 22 LTS or 24 (npm ci warns of none there)', () => {
    const refusing = Object.entries(lock.packages)
      .filter(([path, p]) => path && p.engines?.node && SUPPORTED.some((v) => !satisfies(v, p.engines!.node!)))
      .map(([path, p]) => `${path}@${p.version} wants ${p.engines!.node}`);
    expect(refusing).toEqual([]);
  });

  it('the README names the packages that want more than the oldest Node that engines admits', () => {
    const oldest = oldestIn(pkg.engines.node);
    const wanting = Object.entries(lock.packages)
      .filter(([path, p]) => path && p.engines?.node && !satisfies(oldest, p.engines.node))
      .map(([path, p]) => `${path.replace(/^.*node_modules\//, '')}@${p.version!.split('.')[0]}`);
    for (const name of wanting) expect(readme, name).toContain(name);
  });
});
