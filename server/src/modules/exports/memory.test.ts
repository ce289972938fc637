// A large export streams: 50,000 products go out as CSV and XLSX while the memory the server keeps
// (the heap after a collection, read every few chunks) grows by far less than the file; holding the
// rows would keep several times the file's size.
import { describe, expect, it } from 'vitest';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { openMerchantTests } from '../../../test/merchant';
import { DEMO, HOSTS } from '../../../test/helpers';

const ROWS = 50_000;
/** Heap growth allowed while the export runs (the 50,000-row CSV alone is ~6 MB; its rows as objects take several times that). */
const HEAP_BOUND = 8 * 1024 * 1024;
const m = openMerchantTests();

// A full collection before each reading, so the reading is what is kept, not garbage not yet collected.
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const retained = () => {
  gc();
  return process.memoryUsage().heapUsed;
};

/** Downloads the export through a real socket, reading the heap at every chunk; answers the bytes and the peak growth. */
function download(port: number, token: string, path: string): Promise<{ status: number; bytes: number; growth: number }> {
  const base = retained();
  let peak = base;
  let chunks = 0;
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: `/1/api${path}`, headers: { host: HOSTS.bistro, authorization: `Bearer ${token}` } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        if (++chunks % 20 === 0) peak = Math.max(peak, retained());
      });
      res.on('end', () => resolve({ status: res.statusCode!, bytes, growth: peak - base }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('a 50,000-row export', () => {
  it('streams CSV and XLSX with the heap below the bound', async () => {
    await m.rows(
      `INSERT INTO products (product_name, sku, base_price, description)
       SELECT 'Bulk product ' || lpad(n::text, 5, '0'), 'BULK-' || n, n / 100.0, 'A description long enough to make every row weigh something ' || n
         FROM generate_series(1, ${ROWS}) n`,
    );
    const token = await m.t.login(DEMO.merchant, HOSTS.bistro);
    await m.t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = m.t.app.server.address() as AddressInfo;
    const csv = await download(port, token, '/exports/products/');
    expect(csv.status).toBe(200);
    expect(csv.bytes).toBeGreaterThan(5_000_000);
    const xlsx = await download(port, token, '/exports/products/?format=xlsx');
    expect(xlsx.status).toBe(200);
    console.info(`export of ${ROWS} rows: csv ${csv.bytes} bytes, heap +${csv.growth}; xlsx ${xlsx.bytes} bytes, heap +${xlsx.growth}`);
    expect(csv.growth).toBeLessThan(HEAP_BOUND);
    expect(xlsx.growth).toBeLessThan(HEAP_BOUND);
  }, 120_000);
});
