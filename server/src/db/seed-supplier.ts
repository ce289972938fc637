// The demo supplier Fresh Farms (run with search_path set to its schema): its merchant customers
// (some fields left empty on purpose, so the screens show their '-' placeholders) and a few orders
// from Corner Bistro in its inbox.
import type { Tx } from './database';
import { recordIncomingOrder, type IncomingOrderLine } from '../modules/supplier-orders/inbox';
import { setOrderStatus } from '../modules/supplier-orders/repo';
import type { SupplierOrderStatus } from '@shared/supplier-order-status';

const MERCHANTS: Record<string, unknown>[] = [
  {
    merchant_name: 'Corner Bistro', address: '412 NW Couch St', city: 'Portland', state: 'OR', zip: '97209',
    phone_number: '(503) 555-0142', cell_number: '(503) 555-0199', email: 'orders@cornerbistro.example',
    owner: 'Maria Lopez', ein: '93-1234567', sales_tax_id: 'OR-ST-44821', sales_rep: 'Sam Grower',
    billing_address: '412 NW Couch St', billing_city: 'Portland', billing_state: 'OR', billing_zip: '97209',
    billing_country: 'United States', billing_email: 'billing@cornerbistro.example', minimum_order: 150,
  },
  {
    merchant_name: 'Harbor Cafe', address: '1201 Alaskan Way', city: 'Seattle', state: 'WA', zip: '98101',
    phone_number: '(206) 555-0117', email: 'hello@harborcafe.example', owner: 'Oscar Owner', sales_rep: 'Sam Grower',
    minimum_order: 100,
  },
  {
    merchant_name: 'Green Leaf Deli', city: 'San Jose', state: 'CA', email: 'greenleaf@example.com', minimum_order: 0,
  },
  {
    merchant_name: 'Sunrise Bakery', address: '88 Mission St', city: 'Salinas', state: 'CA', zip: '93901',
    phone_number: '(831) 555-0160', minimum_order: 75.5, is_active: false,
  },
];

// Orders Corner Bistro placed with Fresh Farms: days ago, status, note, lines (the merchant's names and SKUs).
const ORDERS: [number, SupplierOrderStatus, string | null, IncomingOrderLine[]][] = [
  [9, 'fulfilled', null, [
    { name: 'Roma Tomatoes', sku: 'PRD-TOM-01', qty: 25 },
    { name: 'Romaine Lettuce', sku: 'PRD-LET-02', qty: 2 },
    { name: 'Large Eggs', sku: 'DAI-EGG-04', qty: 10 },
  ]],
  [4, 'rejected', null, [{ name: 'Fresh Basil', sku: 'PRD-BAS-04', qty: 20 }]],
  [2, 'accepted', 'Please deliver before 10 am.', [
    { name: 'Yellow Onions', sku: 'PRD-ONI-03', qty: 30 },
    { name: 'Sourdough Loaf', sku: 'BAK-SOU-01', qty: 12 },
  ]],
  [0, 'new', 'Back door, ring the bell.', [
    { name: 'Roma Tomatoes', sku: 'PRD-TOM-01', qty: 15 },
    { name: 'Fresh Basil', sku: 'PRD-BAS-04', qty: 6 },
    { name: 'Large Eggs', sku: 'DAI-EGG-04', qty: 5 },
    { name: 'Romaine Lettuce', sku: 'PRD-LET-02', qty: 1 },
  ]],
  [0, 'new', null, [{ name: 'Sourdough Loaf', sku: 'BAK-SOU-01', qty: 8 }]],
];

export async function seedFreshFarms(tx: Tx, opts: { freshFarmsId: number; cornerBistroId: number }): Promise<void> {
  for (const row of MERCHANTS) {
    const cols = Object.keys(row);
    await tx.query(
      `INSERT INTO merchants (${cols.join(', ')}) VALUES (${cols.map((_, i) => `$${i + 1}`).join(', ')})`,
      Object.values(row),
    );
  }
  for (const [daysAgo, status, note, lines] of ORDERS) {
    const { id } = await recordIncomingOrder(tx, opts.freshFarmsId, { merchantTenantId: opts.cornerBistroId, merchantOrderId: null, note, lines });
    // Demo history: set directly, so no listener mirrors it onto a merchant order (there is none).
    if (status !== 'new') await setOrderStatus(tx, id, status, status === 'rejected' ? 'Basil is out of season this week.' : null);
    await tx.query(`UPDATE incoming_orders SET created_at = now() - make_interval(days => $2), updated_at = now() - make_interval(days => $2) WHERE id = $1`, [id, daysAgo]);
  }
}
