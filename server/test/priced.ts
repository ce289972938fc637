// Server tests of priced catalogs: the demo data with Fresh Farms' supplier, Corner Bistro's
// merchant and Harbor Cafe's owner signed in, on a clock the test sets (delivery dates, cut-offs).
import { afterAll, beforeAll } from 'vitest';
import { createTestContext, DEMO, HOSTS, type TestContext } from './helpers';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type Who = 'farms' | 'bistro' | 'harbor';

export interface PricedTests {
  readonly t: TestContext;
  /** The server's clock: set `clock.at` to move it. */
  clock: { at: Date; now(): Date };
  /** A JSON call under /1/api as `who` on its host (default Corner Bistro). */
  call(method: Method, path: string, payload?: unknown, who?: Who): ReturnType<TestContext['request']>;
  /** Rows of a query (schema-qualified names). */
  rows<T = Record<string, any>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Ids by name in the demo data. */
  ids: { supplier: Record<string, number>; product: Record<string, number>; farmsProduct: Record<string, number>; farmsMerchant: Record<string, number>; catalog: Record<string, number> };
}

const HOST: Record<Who, string> = { farms: HOSTS.supplier, bistro: HOSTS.bistro, harbor: HOSTS.harbor };

const byName = (rows: { id: number; name: string }[]) => Object.fromEntries(rows.map((r) => [r.name, r.id]));

export function openPricedTests(start = new Date('2026-11-26T21:00:00Z')): PricedTests {
  let t: TestContext;
  const tokens = {} as Record<Who, string>;
  const clock = {
    at: start,
    now() {
      return this.at;
    },
  };
  const ids = {} as PricedTests['ids'];
  beforeAll(async () => {
    t = await createTestContext({ messageWorker: false }, { clock });
    tokens.farms = await t.login(DEMO.supplier, HOSTS.supplier);
    tokens.bistro = await t.login(DEMO.merchant, HOSTS.bistro);
    tokens.harbor = await t.login(DEMO.owner, HOSTS.harbor);
    ids.supplier = byName(await t.db.query('SELECT id, name FROM corner_bistro.suppliers'));
    ids.product = byName(await t.db.query('SELECT id, product_name AS name FROM corner_bistro.products'));
    ids.farmsProduct = byName(await t.db.query('SELECT id, sku AS name FROM fresh_farms.supplier_products'));
    ids.farmsMerchant = byName(await t.db.query('SELECT id, merchant_name AS name FROM fresh_farms.merchants'));
    ids.catalog = byName(await t.db.query('SELECT id, catalog_name AS name FROM fresh_farms.catalogs'));
  });
  afterAll(() => t.close());
  return {
    get t() {
      return t;
    },
    clock,
    ids,
    call: (method, path, payload, who = 'bistro') =>
      t.request({ method, url: `/1/api${path}`, host: HOST[who], token: tokens[who], ...(payload === undefined ? {} : { payload: payload as object }) }),
    rows: (sql, params) => t.db.query(sql, params),
  };
}
