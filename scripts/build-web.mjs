// Builds the web app for `npm start` unless dist/ was built from the same sources: a hash of the
// files the build reads (and the VITE_* settings it bakes in) is kept in dist/.build-stamp.
// Usage: node scripts/build-web.mjs   (--force builds anyway)
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** What the build reads, relative to the project root. */
export const BUILD_INPUTS = ['src', 'public', 'index.html', 'vite.config.ts', 'scripts/precompress.mjs', 'tsconfig.json', 'package.json', 'package-lock.json'];
const STAMP = '.build-stamp';

function filesUnder(root, entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [entry];
  return readdirSync(full, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((d) => filesUnder(root, path.join(entry, d.name)));
}

/** A hash of every input file's path and content and of the VITE_* environment. */
export function sourceStamp(root, env = process.env) {
  const hash = createHash('sha256');
  for (const file of BUILD_INPUTS.flatMap((entry) => filesUnder(root, entry))) {
    hash
      .update(`${file}\0`)
      .update(readFileSync(path.join(root, file)))
      .update('\0');
  }
  for (const key of Object.keys(env)
    .filter((k) => k.startsWith('VITE_'))
    .sort())
    hash.update(`${key}=${env[key]}\0`);
  return hash.digest('hex');
}

/** Whether dist/ is missing or was built from other sources. */
export function needsBuild(root, outDir = path.join(root, 'dist'), env = process.env) {
  const stampFile = path.join(outDir, STAMP);
  if (!existsSync(path.join(outDir, 'index.html')) || !existsSync(stampFile)) return true;
  return readFileSync(stampFile, 'utf8').trim() !== sourceStamp(root, env);
}

export function writeStamp(root, outDir = path.join(root, 'dist'), env = process.env) {
  writeFileSync(path.join(outDir, STAMP), sourceStamp(root, env));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  if (!process.argv.includes('--force') && !needsBuild(root)) {
    console.log('web app: dist/ is up to date with the sources, not rebuilding');
  } else {
    const stamp = sourceStamp(root);
    const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
    const result = spawnSync(process.execPath, [vite, 'build'], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
    // The stamp of the sources as they were when the build started.
    writeFileSync(path.join(root, 'dist', STAMP), stamp);
  }
}
