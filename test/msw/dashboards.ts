// msw handlers for the dashboards' summary calls (issue 28): each side's figures, as a test sets
// them. The merchant's items below par are Place Orders' items of test/msw/purchasing.ts (product
// ids 100 + item id), so adding them to the cart can be checked on Place Orders.
import { HttpResponse } from 'msw';
import { detail } from './common';
import type { components } from '../../src/api/schema';
import { suggestedQty } from '../../src/lib/stock-level';
import { contract } from './contract';
import { SUPPLIERS } from './purchasing';

type Schemas = components['schemas'];

export interface DashboardsDb {
  merchant: Schemas['MerchantDashboard'];
  supplier: Schemas['SupplierDashboard'];
  platform: Schemas['PlatformDashboard'];
  /** An answer of 503 instead, once per side listed. */
  failing: Set<'merchant' | 'supplier' | 'platform'>;
}

const supplierOf = (s: { id: number; name: string }, price: number | null) => ({ ...s, shop_in_store: false, price });

export const belowPar = (id: number, name: string, onHand: number, par: number, supplier: Schemas['BelowParItem']['supplier'], onOrder = 0): Schemas['BelowParItem'] => ({
  item_id: id,
  product_id: 100 + id,
  name,
  sku: null,
  area_name: 'Walk-in Cooler',
  on_hand: onHand,
  par_level: par,
  on_order: onOrder,
  suggested: suggestedQty(onHand, par, onOrder),
  supplier,
});

export const dashboardOrder = (id: number, supplierName: string, date: string, status: Schemas['PurchaseOrderStatus'] = 'PLACED'): Schemas['DashboardOrder'] => ({
  id,
  number: `PO-${String(id).padStart(6, '0')}`,
  supplier_name: supplierName,
  status,
  delivery_date: date,
  total: 120.5,
});

export function createDashboardsDb(): DashboardsDb {
  return {
    merchant: {
      products: 12,
      categories: 4,
      suppliers: 3,
      below_par: [
        belowPar(1, 'Roma Tomatoes', 18, 25, supplierOf(SUPPLIERS.farms, 2.5)),
        belowPar(2, 'Romaine Lettuce', 2, 3, supplierOf(SUPPLIERS.farms, 1.75)),
        // Short, but what is on order covers it: nothing is suggested.
        belowPar(3, 'Fresh Basil', 2, 10, supplierOf(SUPPLIERS.farms, 0.9), 8),
        belowPar(5, 'Arborio Rice', 12, 20, supplierOf(SUPPLIERS.costco, 3.1)),
        belowPar(6, 'Cold Brew Coffee', 2, 4, null),
      ],
      below_par_count: 5,
      arriving_today: [dashboardOrder(8, 'Fresh Farms', '2030-03-01', 'ACCEPTED')],
      overdue: [dashboardOrder(5, 'Metro Restaurant Supply', '2030-02-26'), dashboardOrder(6, 'Fresh Farms', '2030-02-27', 'FULFILLED')],
      open_counts: 1,
      open_count: { id: 7, name: 'Walk-in weekly', started_at: '2030-02-28T15:00:00Z' },
      stock_value: 1234.5,
    },
    supplier: { new_orders: 3, ship_today: 2, pending_requests: 1 },
    platform: { tenants: 3, users: 9, tenants_30d: 1, signups_30d: 4, leads_30d: 2 },
    failing: new Set(),
  };
}

export function dashboardHandlers(db: DashboardsDb) {
  const failed = (side: 'merchant' | 'supplier' | 'platform') => db.failing.delete(side);
  const unavailable = () => detail('Try later.', 503);
  return [
    contract.get('/dashboard/merchant/', () => (failed('merchant') ? unavailable() : HttpResponse.json(db.merchant))),
    contract.get('/dashboard/supplier/', () => (failed('supplier') ? unavailable() : HttpResponse.json(db.supplier))),
    contract.get('/dashboard/sm/', () => (failed('platform') ? unavailable() : HttpResponse.json(db.platform))),
  ];
}
