// `npm start` rebuilds the web app only when what the build reads has changed.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompress } from '../../scripts/precompress.mjs';
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

describe('precompress (issue 25)', () => {
  const text = 'export const list = [1, 2, 3];\n'.repeat(200);

  it('writes a smaller Brotli and gzip copy beside each text file, each the same bytes once decompressed', async () => {
    const dist = path.join(root, 'dist');
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'assets', 'app-Ab12.js'), text);
    await writeFile(path.join(dist, 'assets', 'app-Ab12.css'), text);
    expect((await precompress(dist)).sort()).toEqual([path.join('assets', 'app-Ab12.css'), path.join('assets', 'app-Ab12.js')]);
    for (const name of ['app-Ab12.js', 'app-Ab12.css']) {
      const br = await readFile(path.join(dist, 'assets', `${name}.br`));
      const gz = await readFile(path.join(dist, 'assets', `${name}.gz`));
      expect(br.length).toBeLessThan(text.length / 10);
      expect(gz.length).toBeLessThan(text.length / 10);
      expect(brotliDecompressSync(br).toString()).toBe(text);
      expect(gunzipSync(gz).toString()).toBe(text);
    }
  });

  it('leaves out small files, images and dot folders (the build manifest)', async () => {
    const dist = path.join(root, 'dist');
    await mkdir(path.join(dist, '.vite'));
    await writeFile(path.join(dist, '.vite', 'manifest.json'), text);
    await writeFile(path.join(dist, 'logo.png'), text);
    await writeFile(path.join(dist, 'small.js'), 'export {};');
    expect(await precompress(dist)).toEqual([]);
    for (const file of ['.vite/manifest.json', 'logo.png', 'small.js', 'index.html']) {
      expect(existsSync(path.join(dist, `${file}.br`))).toBe(false);
      expect(existsSync(path.join(dist, `${file}.gz`))).toBe(false);
    }
  });
});
