// The demo's weeks of history (seed-history.ts) as the reports read them right after the first start:
// the ledger in time order, a stock value that moves, a count a week, the usage between two of them,
// spend and sales over several months with the price rises.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, DEMO, HOSTS, type TestContext } from '../../test/helpers';
import { daysAgo, historyWeeks, OPENED_DAYS_AGO } from './seed-history';

let t: TestContext;
let merchant: string;
beforeAll(async () => {
  t = await createTestContext({ messageWorker: false });
  merchant = await t.login(DEMO.merchant, HOSTS.bistro);
});
afterAll(() => t.close());

const report = async (path: string, host: string = HOSTS.bistro, token = merchant) => {
  const res = await t.request({ url: `/1/api/reports/${path}`, host, token });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const weeks = historyWeeks();

it('writes the ledger in time order, from the opening stock on the first day', async () => {
  const [ledger] = await t.db.query<{ first: Date; out_of_order: number }>(
    `SELECT min(created_at) AS first,
            count(*) FILTER (WHERE created_at < previous)::int AS out_of_order
       FROM (SELECT created_at, lag(created_at) OVER (ORDER BY id) AS previous FROM corner_bistro.stock_movements) m`,
  );
  expect(ledger).toEqual({ first: daysAgo(OPENED_DAYS_AGO, 14), out_of_order: 0 });
});

it('gives the stock value a history: it moves from week to week', async () => {
  const { points } = await report('stock-value/');
  const values = points.map((p: { value: number }) => p.value).filter((v: number) => v > 0);
  expect(new Set(values).size).toBeGreaterThan(weeks.length / 2);
});

it('has a full count each week, oldest first, each finding what the week used', async () => {
  const since = daysAgo(OPENED_DAYS_AGO).toISOString().slice(0, 10);
  const { counts } = await report(`count-variance/?from=${since}`);
  const weekly = counts.filter((c: { name: string }) => c.name.startsWith('Weekly full count'));
  expect(weekly.map((c: { finalized_at: string }) => Date.parse(c.finalized_at))).toEqual(weeks.map((w) => w.countedAt.getTime()));
  expect(weekly.every((c: { value_difference: number }) => c.value_difference < 0)).toBe(true);
});

it("reads the usage between two weekly counts: opening + received − closing, the week's delivery received", async () => {
  const [opening, closing] = await t.db.query<{ id: number }>(`SELECT id FROM corner_bistro.cycle_counts WHERE name LIKE 'Weekly full count%' ORDER BY finalized_at LIMIT 2`);
  const { lines } = await report(`usage/?opening=${opening.id}&closing=${closing.id}`);
  const tomatoes = lines.find((l: { sku: string }) => l.sku === 'PRD-TOM-01');
  const delivered = weeks[1].orders.fresh.find((l) => l.sku === 'PRD-TOM-01')!.qty;
  expect(tomatoes).toMatchObject({ opening: weeks[0].counted['PRD-TOM-01'], received: delivered, closing: weeks[1].counted['PRD-TOM-01'] });
  expect(tomatoes.usage).toBeGreaterThan(0);
});

it('spreads spend and Fresh Farms’ sales over several months, with the price rises of salmon and milk', async () => {
  const spend = await report('spend/');
  expect(new Set(spend.months.map((m: { month: string }) => m.month)).size).toBeGreaterThan(1);
  expect(spend.price_changes.map((c: { sku: string; first_price: number; last_price: number }) => [c.sku, c.first_price, c.last_price])).toEqual([
    ['MEA-SAL-02', 10.9, 11.9],
    ['DAI-MLK-01', 3.95, 4.15],
  ]);
  const supplier = await t.login(DEMO.supplier, HOSTS.supplier);
  const sales = await report('sales/', HOSTS.supplier, supplier);
  expect(new Set(sales.months.map((m: { month: string }) => m.month)).size).toBeGreaterThan(1);
});
