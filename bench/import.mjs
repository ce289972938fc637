// Prints how long an import of 10,000 product rows takes (issue 26: goal under 5 s here): the
// upload and preview (parse, guess, check every row), then the commit (one transaction), as CSV
// and as XLSX, against the real server process on a fresh PGlite data folder (or, with
// DATABASE_URL, a fresh database on that server, dropped after).
// Run: npm run bench:import   (BENCH_ROWS, default 10,000)
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import ExcelJS from 'exceljs';
import { openDatabase } from '../server/src/db/open.ts';
import { migrate } from '../server/src/db/migrate.ts';
import { seedDemoIfEmpty } from '../server/src/db/seed.ts';
import { freePort } from './lib.mjs';
import { scratchDatabase } from './scratch-database.mjs';

const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
const HOST = 'bistro.localhost';
const root = path.resolve(import.meta.dirname, '..');

function call(port, { method = 'GET', path: p, token, body, headers = {} }) {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path: `/1/api${p}`, headers: { host: HOST, ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers } }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString();
        if (res.statusCode >= 400) reject(new Error(`${method} ${p}: ${res.statusCode} ${text.slice(0, 300)}`));
        else resolve(text ? JSON.parse(text) : null);
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}
const json = (port, p, token, data) => call(port, { method: 'POST', path: p, token, body: JSON.stringify(data), headers: { 'content-type': 'application/json' } });
async function upload(port, token, kind, name, content) {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', new Blob([content]), name);
  const res = new Response(form);
  return call(port, { method: 'POST', path: '/imports/', token, body: Buffer.from(await res.arrayBuffer()), headers: { 'content-type': res.headers.get('content-type') } });
}

const header = ['Product name', 'SKU', 'Category', 'Unit', 'Base price', 'Quantity', 'Description'];
const row = (prefix, i) => [
  `${prefix} product ${i}`,
  `${prefix}-${i}`,
  `${prefix} category ${i % 50}`,
  ['kg', 'case', 'each'][i % 3],
  (i % 997) + 0.25,
  i % 40,
  `Imported by the benchmark, row ${i}`,
];
const csvOf = (prefix) => [header, ...Array.from({ length: ROWS }, (_, i) => row(prefix, i))].map((r) => r.join(',')).join('\n');
async function xlsxOf(prefix) {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Products');
  ws.addRow(header);
  for (let i = 0; i < ROWS; i++) ws.addRow(row(prefix, i));
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'tradepost-bench-import-'));
const scratch = process.env.DATABASE_URL ? await scratchDatabase(process.env.DATABASE_URL) : null;
const db = await openDatabase({ databaseUrl: scratch?.url ?? null, dataDir });
await migrate(db);
await seedDemoIfEmpty(db);
await db.close();

const port = await freePort();
const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: scratch?.url ?? '', WEB_DIR: path.join(dataDir, 'none'), LOG_LEVEL: 'info', SEED_DEMO: '0' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const exited = new Promise((resolve) => server.once('exit', resolve));
await new Promise((resolve) => createInterface({ input: server.stdout }).on('line', (line) => /Tradepost is serving/.test(line) && resolve()));

const ms = (t0) => performance.now() - t0;
const f = (x) => `${(x / 1000).toFixed(2).padStart(6)} s`;
try {
  const token = (await json(port, '/auth/token/', undefined, { email: 'merchant@example.com', password: 'demo12345' })).access;
  console.log(`import of ${ROWS.toLocaleString('en-US')} product rows (${scratch ? 'PostgreSQL' : 'PGlite'})`);
  for (const [format, file] of [
    ['csv', csvOf('CSV')],
    ['xlsx', await xlsxOf('XLSX')],
  ]) {
    let t0 = performance.now();
    const preview = await upload(port, token, 'products', `bench.${format}`, file);
    const previewed = ms(t0);
    if (preview.valid_rows !== ROWS) throw new Error(`${preview.valid_rows} valid rows: ${JSON.stringify(preview.errors.slice(0, 3))}`);
    t0 = performance.now();
    const result = await json(port, `/imports/${preview.id}/commit/`, token, { on_existing: 'update' });
    const committed = ms(t0);
    if (result.created !== ROWS) throw new Error(JSON.stringify(result));
    console.log(`  ${format.padEnd(4)} ${(file.length / 1024).toFixed(0).padStart(5)} KB   preview ${f(previewed)}   commit ${f(committed)}   total ${f(previewed + committed)}`);
  }
  // the same CSV again, every row an update
  const again = await upload(port, token, 'products', 'again.csv', csvOf('CSV'));
  const t0 = performance.now();
  const updated = await json(port, `/imports/${again.id}/commit/`, token, { on_existing: 'update' });
  console.log(`  csv again: ${updated.updated.toLocaleString('en-US')} rows updated in ${f(ms(t0))}`);
} finally {
  server.kill('SIGTERM');
  await exited;
  await scratch?.drop();
  await rm(dataDir, { recursive: true, force: true });
}
