// Prints the main-thread work of each keystroke in the Place Orders search with 5,000 inventory
// items: typing, the 300 ms debounce, filtering and rendering the table, until the next frame.
// Builds the real screen alone (bench/place-orders/), serves it with a small fake API, and types in
// real Chromium (/usr/bin/chromium, or CHROMIUM_PATH). One frame at 60 Hz is 16.7 ms.
// Run: npm run bench:place-orders
import { build } from 'vite';
import { chromium } from 'playwright-core';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ITEMS = Number(process.env.BENCH_ITEMS ?? 5000);
const FRAME_MS = 1000 / 60;
const root = path.resolve(import.meta.dirname, '..');

const WORDS = ['Roma', 'Heirloom', 'Organic', 'Smoked', 'Fresh', 'Aged', 'Wild', 'Sweet', 'Baby', 'Frozen'];
const THINGS = ['Tomatoes', 'Basil', 'Salmon', 'Cheddar', 'Flour', 'Rice', 'Butter', 'Lettuce', 'Coffee', 'Olives'];
const items = Array.from({ length: ITEMS }, (_, i) => {
  const name = `${WORDS[i % 10]} ${THINGS[Math.floor(i / 10) % 10]} ${i + 1}`;
  const par = (i % 7) * 5 || null;
  return {
    id: i + 1,
    product: i + 1,
    product_name: name,
    area: 1,
    area_name: 'Walk-in Cooler',
    on_hand: i % 13,
    par_level: par,
    is_active: true,
    ledger_position: i + 1,
    product_detail: {
      id: i + 1,
      product_name: name,
      sku: `SKU-${String(i + 1).padStart(5, '0')}`,
      category_name: THINGS[Math.floor(i / 10) % 10],
      preferred_supplier_id: 1,
      preferred_supplier_name: 'Fresh Farms',
      preferred_offer: null,
    },
  };
});
const itemsJson = JSON.stringify(items);

const outDir = await mkdtemp(path.join(tmpdir(), 'tradepost-bench-place-orders-'));
await build({
  root,
  configFile: path.join(root, 'vite.config.ts'),
  logLevel: 'warn',
  build: { outDir, emptyOutDir: true, manifest: false, rollupOptions: { input: path.join(root, 'bench/place-orders/index.html') } },
});

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
const server = createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', 'http://bench');
  if (url.pathname === '/1/api/inventory/items/') return res.writeHead(200, { 'content-type': 'application/json' }).end(itemsJson);
  if (url.pathname.endsWith('/eligible-suppliers/'))
    return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify([{ id: 1, name: 'Fresh Farms', is_preferred: true, shop_in_store: false }]));
  if (url.pathname.startsWith('/1/api/')) return res.writeHead(404, { 'content-type': 'application/json' }).end('{"detail":"Not found."}');
  try {
    const file = path.join(outDir, path.normalize(url.pathname));
    if (!file.startsWith(outDir)) throw new Error('outside');
    const body = await readFile(file);
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' }).end(body);
  } catch {
    res.writeHead(404).end();
  }
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${server.address().port}`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
});
try {
  const page = await browser.newPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const METRICS = ['TaskDuration', 'ScriptDuration', 'LayoutDuration', 'RecalcStyleDuration'];
  const metrics = async () => Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.filter((m) => METRICS.includes(m.name)).map((m) => [m.name, m.value * 1000]));
  const nextFrame = () => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

  await page.goto(`${base}/bench/place-orders/index.html`);
  await page.getByText(`${ITEMS} items`).waitFor({ timeout: 30_000 });
  const search = page.getByRole('searchbox', { name: 'Search name or SKU' });
  await search.click();

  // Each step: one key, the debounce, the filter and render, and the frame that shows it. The
  // sequence runs ROUNDS times and each step keeps its least work: on a shared machine the rest is
  // other processes' load, not this screen's.
  const keys = [...'tomato', ...Array(6).fill('Backspace'), ...'sku-0042', ...Array(8).fill('Backspace')];
  const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
  async function measure(key) {
    await nextFrame();
    const before = await metrics();
    await page.keyboard.press(key);
    await page.waitForTimeout(350);
    await nextFrame();
    const after = await metrics();
    return Object.fromEntries(METRICS.map((m) => [m, after[m] - before[m]]));
  }
  // What typing costs the browser anyway (and the measuring itself): the same keys in a plain
  // input outside the app, measured the same way.
  await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<input id="plain" aria-label="plain" style="position:fixed;bottom:0;left:0">'));
  await page.locator('#plain').click();
  let baseline = Infinity;
  for (let i = 0; i < ROUNDS * 2; i++) baseline = Math.min(baseline, (await measure(i % 2 ? 'Backspace' : 'x')).TaskDuration);
  await search.click();
  const best = keys.map(() => null);
  const shown = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, key] of keys.entries()) {
      const cost = await measure(key);
      if (!best[i] || cost.TaskDuration < best[i].TaskDuration) best[i] = cost;
      if (round === 0)
        shown.push({
          query: await search.inputValue(),
          count: await page
            .getByRole('status')
            .filter({ hasText: /items?$/ })
            .textContent(),
        });
    }
  }

  console.log(
    `Place Orders search over ${ITEMS} inventory items, real Chromium: main-thread work of each keystroke (the key, the 300 ms debounce, filtering, rendering, up to the painted frame), least of ${ROUNDS} rounds, less the ${baseline.toFixed(1)} ms a keystroke in a plain input takes`,
  );
  console.log(`  ${'query'.padEnd(12)} ${'matches'.padStart(11)}   ${'work'.padStart(8)} ${'script'.padStart(8)} ${'layout'.padStart(8)} ${'style'.padStart(8)}`);
  const f = (ms) => `${ms.toFixed(1)} ms`.padStart(8);
  const work = best.map((c) => Math.max(0, c.TaskDuration - baseline));
  for (const [i, r] of shown.entries()) {
    const c = best[i];
    console.log(`  ${JSON.stringify(r.query).padEnd(12)} ${r.count.padStart(11)}   ${f(work[i])} ${f(c.ScriptDuration)} ${f(c.LayoutDuration)} ${f(c.RecalcStyleDuration)}`);
  }
  const sorted = [...work].sort((a, b) => a - b);
  const p50 = sorted[Math.floor(sorted.length / 2)];
  const max = sorted[sorted.length - 1];
  console.log(`per keystroke: p50 ${p50.toFixed(1)} ms, max ${max.toFixed(1)} ms; one frame is ${FRAME_MS.toFixed(1)} ms: ${max <= FRAME_MS ? 'within one frame' : 'OVER one frame'}`);
} finally {
  await browser.close();
  server.close();
  await rm(outDir, { recursive: true, force: true });
}
