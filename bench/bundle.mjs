// Prints the gzipped size of the JavaScript a browser loads for /login (the entry chunk, its
// static imports, and the login route chunk with its own static imports) and of all JavaScript in
// the build. Reads dist/.vite/manifest.json (build.manifest: true); run `npx vite build` first.
// Usage: npm run bench:bundle [-- --json]
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(process.argv.find((a) => a.startsWith('--dist='))?.slice(7) ?? 'dist');
const manifestFile = path.join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestFile)) {
  console.error(`No ${path.relative(process.cwd(), manifestFile)}: run \`npx vite build\` first (build.manifest must be true).`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));

const gzipped = new Map();
function gz(file) {
  if (!gzipped.has(file)) {
    const bytes = readFileSync(path.join(dist, file));
    gzipped.set(file, { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
  }
  return gzipped.get(file);
}

/** A manifest chunk and all chunks it imports statically, as output file names. */
function withStaticImports(key, into = new Set()) {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const dep of chunk.imports ?? []) withStaticImports(dep, into);
  return into;
}

// The app's entry (index.html's); the early call's script (src/boot/main.ts) is an entry too.
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry && k === 'index.html');
const loginKey = Object.keys(manifest).find((k) => /^src\/routes\/login\.tsx(\?.*)?$/.test(k) && manifest[k].file.endsWith('.js'));
if (!entryKey || !loginKey) {
  console.error(`Entry (${entryKey ?? 'missing'}) or login route chunk (${loginKey ?? 'missing'}) not found in the manifest.`);
  process.exit(1);
}

const entryFiles = withStaticImports(entryKey);
const loginFiles = withStaticImports(loginKey, new Set(entryFiles));
const sum = (files) => [...files].filter((f) => f.endsWith('.js')).reduce((t, f) => ({ raw: t.raw + gz(f).raw, gzip: t.gzip + gz(f).gzip }), { raw: 0, gzip: 0 });

function jsFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const full = path.join(dir, d.name);
    if (d.isDirectory()) return d.name === '.vite' ? [] : jsFiles(full);
    return d.name.endsWith('.js') ? [path.relative(dist, full)] : [];
  });
}
const allFiles = jsFiles(dist);

const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
const entry = sum(entryFiles);
const login = sum(loginFiles);
const all = sum(allFiles);

if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ entry, login, all, loginFiles: [...loginFiles], allFileCount: allFiles.length }, null, 2));
} else {
  console.log('JavaScript (gzip -9)                       gzip       raw   files');
  const row = (label, t, n) => console.log(`${label.padEnd(40)} ${kb(t.gzip).padStart(9)} ${kb(t.raw).padStart(9)} ${String(n).padStart(7)}`);
  row('entry + static imports', entry, [...entryFiles].length);
  row('/login (entry + login route chunk)', login, [...loginFiles].length);
  row('all JavaScript', all, allFiles.length);
  console.log('\n/login loads:');
  for (const f of [...loginFiles].sort((a, b) => gz(b).gzip - gz(a).gzip)) console.log(`  ${kb(gz(f).gzip).padStart(9)}  ${f}`);
}
