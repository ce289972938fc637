// msw handlers for the reports (issue 26, item 3): the count variance report as a test sets it,
// with every request's query kept so a test can check what was asked.
import { HttpResponse } from 'msw';
import type { components } from '../../src/api/schema';
import { detail } from './common';
import { contract } from './contract';

type Schemas = components['schemas'];

export interface ReportsDb {
  variance: Schemas['CountVarianceReport'];
  spend: Schemas['SpendReport'];
  sales: Schemas['SalesReport'];
  stockValue: Schemas['StockValueReport'];
  /** The finalized counts the usage screen offers, and the usage it answers. */
  finalized: Schemas['CycleCount'][];
  usage: Schemas['UsageReport'];
  /** The query strings asked for, in order. */
  asked: string[];
  /** Answer 503 to the next call. */
  failNext: boolean;
}

export function createReportsDb(): ReportsDb {
  return {
    variance: {
      counts: [{ id: 7, name: 'Freezer count', finalized_at: '2030-01-10T15:00:00Z', qty_difference: -3, value_difference: -42.5 }],
      by_category: [
        { name: 'Meat', qty_difference: -2, value_difference: -50 },
        { name: 'Bakery', qty_difference: -1, value_difference: 7.5 },
      ],
      by_area: [{ name: 'Freezer', qty_difference: -3, value_difference: -42.5 }],
      lines: [
        {
          cycle_count_id: 7,
          product_id: 1,
          product_name: 'Salmon',
          sku: 'MEA-SAL-02',
          category: 'Meat',
          area: 'Freezer',
          expected: 8,
          counted: 6,
          qty_difference: -2,
          unit_cost: 25,
          value_difference: -50,
        },
        {
          cycle_count_id: 7,
          product_id: 2,
          product_name: 'Sourdough',
          sku: null,
          category: 'Bakery',
          area: 'Freezer',
          expected: 5,
          counted: 6,
          qty_difference: 1,
          unit_cost: 7.5,
          value_difference: 7.5,
        },
      ],
      lines_count: 2,
    },
    spend: {
      months: [
        { month: '2030-01', name: 'Fresh Farms', amount: 135 },
        { month: '2030-02', name: 'Fresh Farms', amount: 40 },
        { month: '2030-02', name: 'Dairy Co', amount: 230 },
      ],
      suppliers: [
        { name: 'Dairy Co', amount: 230, orders: 2 },
        { name: 'Fresh Farms', amount: 175, orders: 3 },
      ],
      price_changes: [
        {
          product_name: 'Olive oil',
          sku: 'DRY-OIL',
          supplier_name: 'Fresh Farms',
          first_price: 10,
          last_price: 11,
          change: 1,
          first_at: '2030-01-05T15:00:00Z',
          last_at: '2030-02-10T15:00:00Z',
        },
      ],
    },
    sales: {
      months: [{ month: '2030-03', name: 'Corner Bistro', amount: 74 }],
      merchants: [{ name: 'Corner Bistro', amount: 74, orders: 1 }],
      top_products: [
        { name: 'Tomatoes', sku: 'FF-TOM', qty: 8, amount: 24 },
        { name: 'Basil', sku: null, qty: 4, amount: 8 },
      ],
    },
    finalized: [
      { id: 3, name: 'Week 1', status: 'POSTED', areas: [], finalized_at: '2030-01-07T20:00:00Z' },
      { id: 5, name: 'Week 2', status: 'FINALIZED', areas: [], finalized_at: '2030-01-14T20:00:00Z' },
      { id: 8, name: 'Week 3', status: 'FINALIZED', areas: [], finalized_at: '2030-01-21T20:00:00Z' },
    ],
    usage: {
      opening: { id: 5, name: 'Week 2', finalized_at: '2030-01-14T20:00:00Z' },
      closing: { id: 8, name: 'Week 3', finalized_at: '2030-01-21T20:00:00Z' },
      lines: [{ product_id: 1, product_name: 'Salmon', sku: 'MEA-SAL-02', category: 'Meat', opening: 7, received: 6, closing: 10, usage: 3, unit_cost: 9, usage_value: 27 }],
    },
    stockValue: {
      from: '2030-01-01',
      to: '2030-01-03',
      step: 'day',
      points: [
        { date: '2030-01-01', value: 100 },
        { date: '2030-01-02', value: 160 },
        { date: '2030-01-03', value: 130 },
      ],
      by_category: [
        { date: '2030-01-01', category: 'Meat', quantity: 10, value: 100 },
        { date: '2030-01-02', category: 'Dairy', quantity: 20, value: 40 },
        { date: '2030-01-02', category: 'Meat', quantity: 12, value: 120 },
        { date: '2030-01-03', category: 'Dairy', quantity: 15, value: 30 },
        { date: '2030-01-03', category: 'Meat', quantity: 10, value: 100 },
      ],
    },
    asked: [],
    failNext: false,
  };
}

export function reportHandlers(db: ReportsDb) {
  /** Keeps the query, then answers 503 once if asked to. */
  const failed = (request: Request) => {
    db.asked.push(new URL(request.url).search);
    const fail = db.failNext;
    db.failNext = false;
    return fail;
  };
  const unavailable = () => detail('Try later.', 503);
  return [
    contract.get('/reports/count-variance/', ({ request }) => (failed(request) ? unavailable() : HttpResponse.json(db.variance))),
    contract.get('/reports/spend/', ({ request }) => (failed(request) ? unavailable() : HttpResponse.json(db.spend))),
    contract.get('/inventory/cycle-counts/', () => HttpResponse.json({ count: db.finalized.length, results: db.finalized })),
    contract.get('/reports/usage/', ({ request }) => (failed(request) ? unavailable() : HttpResponse.json(db.usage))),
    contract.get('/reports/stock-value/', ({ request }) => (failed(request) ? unavailable() : HttpResponse.json(db.stockValue))),
    contract.get('/reports/sales/', ({ request }) => (failed(request) ? unavailable() : HttpResponse.json(db.sales))),
  ];
}
