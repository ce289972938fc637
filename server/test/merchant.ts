// Server tests of the merchant area: the app on a fresh copy of the demo data, a signed-in
// Corner Bistro merchant and Harbor Cafe's owner, and calls on their tenants' hosts.
import { afterAll, beforeAll } from 'vitest';
import { createTestContext, DEMO, HOSTS, type TestContext } from './helpers';
import { multipart, type FormValue } from './multipart';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type Tenant = 'bistro' | 'harbor';

export interface MerchantTests {
  readonly t: TestContext;
  /** A JSON call under /1/api on the tenant's host (default Corner Bistro, as merchant@example.com). */
  call(method: Method, path: string, payload?: unknown, tenant?: Tenant): ReturnType<TestContext['request']>;
  /** A multipart call under /1/api on the tenant's host. */
  form(method: Method, path: string, fields: Record<string, FormValue | FormValue[]>, tenant?: Tenant): ReturnType<TestContext['request']>;
  /** Rows of a query in the tenant's schema (to see what a call stored). */
  rows<T = Record<string, any>>(sql: string, params?: unknown[], tenant?: Tenant): Promise<T[]>;
}

const SCHEMA: Record<Tenant, string> = { bistro: 'corner_bistro', harbor: 'harbor_cafe' };

/** Opens the test app before the file's tests and closes it after them. */
export function openMerchantTests(): MerchantTests {
  let t: TestContext;
  const tokens = {} as Record<Tenant, string>;
  beforeAll(async () => {
    t = await createTestContext();
    tokens.bistro = await t.login(DEMO.merchant, HOSTS.bistro);
    tokens.harbor = await t.login(DEMO.owner, HOSTS.harbor);
  });
  afterAll(() => t.close());
  return {
    get t() {
      return t;
    },
    call: (method, path, payload, tenant = 'bistro') =>
      t.request({ method, url: `/1/api${path}`, host: HOSTS[tenant], token: tokens[tenant], ...(payload === undefined ? {} : { payload: payload as object }) }),
    async form(method, path, fields, tenant = 'bistro') {
      const { payload, headers } = await multipart(fields);
      return t.request({ method, url: `/1/api${path}`, host: HOSTS[tenant], token: tokens[tenant], payload, headers });
    },
    rows: (sql, params, tenant = 'bistro') => t.db.withTenant(SCHEMA[tenant], (tx) => tx.query(sql, params)),
  };
}
