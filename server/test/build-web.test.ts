// `npm start` rebuilds the web app only when what the build reads has changed.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
// @ts-expect-error: a plain .mjs script without types
import { needsBuild, writeStamp } from '../../scripts/build-web.mjs';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'tradepost-build-'));
  await mkdir(path.join(root, 'src', 'areas'), { recursive: true });
  await writeFile(path.join(root, 'src', 'main.tsx'), 'render()');
  await writeFile(path.join(root, 'src', 'areas', 'list.tsx'), 'export const List = 1;');
  await writeFile(path.join(root, 'index.html'), '<div id="root"></div>');
  await mkdir(path.join(root, 'dist'));
  await writeFile(path.join(root, 'dist', 'index.html'), '<script src="/assets/x.js"></script>');
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('build-web', () => {
  it('builds when there is no stamp, and not again from the same sources', () => {
    expect(needsBuild(root, undefined, {})).toBe(true);
    writeStamp(root, undefined, {});
    expect(needsBuild(root, undefined, {})).toBe(false);
  });

  it('builds again when a source file changes, appears, or the VITE_ settings change', async () => {
    writeStamp(root, undefined, {});
    await writeFile(path.join(root, 'src', 'areas', 'list.tsx'), 'export const List = 2;');
    expect(needsBuild(root, undefined, {})).toBe(true);
    writeStamp(root, undefined, {});
    await writeFile(path.join(root, 'src', 'areas', 'new.tsx'), 'export {};');
    expect(needsBuild(root, undefined, {})).toBe(true);
    writeStamp(root, undefined, {});
    expect(needsBuild(root, undefined, { VITE_APEX_HOST: 'example.com' })).toBe(true);
  });

  it('builds when the built app is gone', async () => {
    writeStamp(root, undefined, {});
    await rm(path.join(root, 'dist', 'index.html'));
    expect(needsBuild(root, undefined, {})).toBe(true);
  });
});
