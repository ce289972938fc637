// Server test helpers for the inventory and cycle counts: Corner Bistro's merchant as caller, and
// the stock ledger's invariant checked after every call a test makes through them.
import { expect } from 'vitest';
import type { Database } from '../src/db/database';
import { quoteIdent } from '../src/db/identifiers';
import { createTestContext, DEMO, HOSTS, type TestContext } from './helpers';

/** Items whose on_hand is not the sum of their movements, in every tenant schema. */
export async function ledgerImbalances(db: Database): Promise<{ schema: string; item: number; on_hand: number; movements: number }[]> {
  const schemas = await db.query<{ schema_name: string }>('SELECT schema_name FROM public.tenants ORDER BY id');
  const out = [];
  for (const { schema_name } of schemas) {
    const s = quoteIdent(schema_name);
    const rows = await db.query<{ item: number; on_hand: number; movements: number }>(
      `SELECT i.id AS item, i.on_hand, coalesce(sum(m.delta), 0) AS movements
         FROM ${s}.inventory_items i LEFT JOIN ${s}.stock_movements m ON m.item_id = i.id
        GROUP BY i.id, i.on_hand HAVING i.on_hand <> coalesce(sum(m.delta), 0)`,
    );
    out.push(...rows.map((r) => ({ schema: schema_name, ...r })));
  }
  return out;
}

export async function expectLedgerBalanced(db: Database) {
  expect(await ledgerImbalances(db)).toEqual([]);
}

type Body = object | undefined;
export interface InventoryApi {
  t: TestContext;
  token: string;
  get(url: string): ReturnType<TestContext['request']>;
  post(url: string, payload?: Body): ReturnType<TestContext['request']>;
  patch(url: string, payload: Body): ReturnType<TestContext['request']>;
  del(url: string): ReturnType<TestContext['request']>;
  /** A query in Corner Bistro's schema. */
  sql<T = Record<string, any>>(sql: string, params?: unknown[]): Promise<T[]>;
}

/** A fresh copy of the demo database, and calls to `/1/api/inventory/...` as Corner Bistro's merchant; each call checks the ledger after it. */
export async function openInventoryTests(): Promise<InventoryApi> {
  const t = await createTestContext();
  const token = await t.login(DEMO.merchant, HOSTS.bistro);
  const call = async (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: Body) => {
    const res = await t.request({ method, url: `/1/api/inventory/${url}`, host: HOSTS.bistro, token, payload: payload as object | undefined });
    await expectLedgerBalanced(t.db);
    return res;
  };
  return {
    t,
    token,
    get: (url) => call('GET', url),
    post: (url, payload) => call('POST', url, payload ?? {}),
    patch: (url, payload) => call('PATCH', url, payload),
    del: (url) => call('DELETE', url),
    sql: (sql, params) => t.db.withTenant('corner_bistro', (tx) => tx.query(sql, params)),
  };
}
