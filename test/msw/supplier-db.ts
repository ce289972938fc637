// The supplier area's in-memory store for the msw fakes (test/msw/supplier-area.ts serves it): its rows
// shaped like the contract's answers, and the demo-like data the supplier screens' tests start from.
import type { components } from '../../src/api/schema';
import type { LoggedRequest } from './common';
import { connection, invitation } from './connections';
import { catalogProduct } from './supplier-prices';
import { noHistory, UNTOUCHED_LINE, untouchedTotals } from './order-progress';

export type MerchantDetail = components['schemas']['MerchantDetail'];
export type Catalog = components['schemas']['Catalog'];
export type Product = components['schemas']['SupplierProduct'];
export type Order = components['schemas']['SupplierOrderDetail'];
export type Connection = components['schemas']['Connection'];
export type Invitation = components['schemas']['Invitation'];

export interface SupplierDb {
  merchants: MerchantDetail[];
  /** The supplier tenant's connections and the invitations it sent (served by test/msw/connections.ts). */
  connections: Connection[];
  invitations: Invitation[];
  catalogs: Catalog[];
  products: Product[];
  orders: Order[];
  /** The tenant's settings (its time zone). */
  settings: { timezone: string; require_two_factor: boolean };
  /** Every request the handlers saw: 'METHOD /path?query' with its JSON or multipart body. */
  requests: LoggedRequest[];
}

export const merchant = (m: Partial<MerchantDetail> & Pick<MerchantDetail, 'id' | 'merchant_name'>): MerchantDetail => ({
  address: null,
  city: null,
  state: null,
  zip: null,
  country: 'United States',
  phone_number: null,
  cell_number: null,
  billing_address: null,
  billing_city: null,
  billing_state: null,
  billing_zip: null,
  billing_country: null,
  billing_phone_number: null,
  billing_cell_number: null,
  billing_email: null,
  owner: null,
  email: null,
  ein: null,
  sales_tax_id: null,
  sales_rep: null,
  minimum_order: 0,
  minimum_order_rule: 'soft',
  delivery_days: [],
  cutoff_time: null,
  is_active: true,
  logo: null,
  connection: null,
  ...m,
});

export const product = (p: Partial<Product> & Pick<Product, 'id' | 'name' | 'sku'>): Product => ({ unit: null, price: 0, image: null, is_active: true, ...p });

type OrderLine = Order['lines'][number];
/** A line with its price: unit × qty. */
const line = (id: number, name: string, sku: string | null, qty: number, unit_price: number | null): OrderLine => ({
  id,
  name,
  sku,
  qty,
  supplier_product_id: sku?.startsWith('FF-') ? 1 : null,
  unit_price,
  line_total: unit_price === null ? null : Math.round(unit_price * qty * 100) / 100,
  ...UNTOUCHED_LINE,
});

const order = (o: Partial<Order> & Pick<Order, 'id' | 'status'>): Order => ({
  merchant: { id: 2, name: 'Corner Bistro' },
  merchant_order_id: null,
  number: `PO-${String(o.id).padStart(6, '0')}`,
  delivery_date: '2025-03-07',
  below_minimum: false,
  note: null,
  reject_reason: null,
  created_at: '2025-03-01T10:00:00Z',
  updated_at: '2025-03-01T10:00:00Z',
  lines: [line(o.id * 10, 'Roma Tomatoes', 'FF-TOM-ROMA', 15, 1.49)],
  line_count: o.lines?.length ?? 1,
  ...untouchedTotals((o.lines ?? [line(0, '', null, 15, 1.49)]).reduce((sum, l) => sum + (l.line_total ?? 0), 0)),
  ...noHistory(),
  ...o,
});

type Credit = Order['credits'][number];
const credit = (c: Pick<Credit, 'id' | 'name' | 'sku' | 'reason' | 'note' | 'shortfall_qty' | 'unit_price' | 'amount'> & Partial<Credit>): Credit => ({
  order_number: 'PO-000002',
  approved_amount: null,
  status: 'requested',
  dispute_reason: null,
  created_at: '2025-03-04T15:00:00Z',
  answered_at: null,
  ...c,
});
const step = (id: number, kind: Order['events'][number]['kind'], side: 'merchant' | 'supplier', detail: string | null, created_at: string): Order['events'][number] => ({
  id,
  kind,
  side,
  tenant_name: side === 'merchant' ? 'Corner Bistro' : 'Fresh Farms',
  user_name: side === 'merchant' ? 'Maria Lopez' : 'Sam Supplier',
  detail,
  created_at,
});

/** A shipped and received order (issue 23): one line short, one out of stock, one substituted; a credit requested and one approved. */
const shippedOrder = (): Order => {
  const confirmed = (l: OrderLine, confirmed_qty: number, confirmed_unit_price: number, received_qty: number, more: Partial<OrderLine> = {}): OrderLine => ({
    ...l,
    confirmed_qty,
    confirmed_unit_price,
    received_qty,
    line_total: Math.round(confirmed_qty * confirmed_unit_price * 100) / 100,
    ...more,
  });
  return order({
    id: 2,
    status: 'fulfilled',
    created_at: '2025-02-27T09:30:00Z',
    delivery_date: '2025-03-04',
    lines: [
      confirmed(line(21, 'Roma Tomatoes', 'FF-TOM-ROMA', 10, 1.35), 10, 1.35, 8),
      confirmed(line(22, 'Lemons', 'FF-CIT-LEMN', 6, 1.79), 0, 1.79, 0, { supplier_note: 'None left this week.' }),
      confirmed(line(23, 'Vine Tomatoes', null, 5, 1.5), 5, 1.35, 5, { substitute: { supplier_product_id: 1, name: 'Roma Tomatoes', sku: 'FF-TOM-ROMA' } }),
    ],
    line_count: 3,
    ordered_total: 31.74,
    total: 20.25,
    credited: 1,
    net_total: 19.25,
    credits: [
      credit({ id: 11, name: 'Roma Tomatoes', sku: 'FF-TOM-ROMA', reason: 'DAMAGED', note: 'Two cases crushed.', shortfall_qty: 2, unit_price: 1.35, amount: 2.7 }),
      credit({
        id: 12,
        name: 'Roma Tomatoes',
        sku: 'FF-TOM-ROMA',
        reason: 'PRICE',
        note: 'Invoiced at $1.55.',
        shortfall_qty: 0,
        unit_price: 1.35,
        amount: 1,
        approved_amount: 1,
        status: 'approved',
        answered_at: '2025-03-05T09:00:00Z',
      }),
    ],
    events: [
      step(1, 'placed', 'merchant', null, '2025-02-27T09:30:00Z'),
      step(2, 'accepted_with_changes', 'supplier', '0 of 6 confirmed: Lemons; Substituted: Roma Tomatoes for Vine Tomatoes', '2025-02-27T12:00:00Z'),
      step(3, 'shipped', 'supplier', null, '2025-03-03T07:00:00Z'),
      step(4, 'received', 'merchant', null, '2025-03-04T15:00:00Z'),
      step(5, 'credit_requested', 'merchant', '$2.70 for Roma Tomatoes', '2025-03-04T15:00:00Z'),
      step(6, 'credit_requested', 'merchant', '$1.00 for Roma Tomatoes', '2025-03-04T15:00:00Z'),
      step(7, 'credit_approved', 'supplier', '$1.00 for Roma Tomatoes', '2025-03-05T09:00:00Z'),
    ],
  });
};

export function createSupplierDb(): SupplierDb {
  const products = [
    product({ id: 1, name: 'Roma Tomatoes', sku: 'FF-TOM-ROMA', unit: 'lb', price: 1.49, image: '/1/api/media/product-images/roma.png' }),
    product({ id: 2, name: 'Lemons', sku: 'FF-CIT-LEMN', unit: 'lb', price: 1.79 }),
    product({ id: 3, name: 'Asparagus', sku: 'FF-ASP-GRN', unit: 'lb', price: 3.4, is_active: false }),
  ];
  return {
    merchants: [
      merchant({
        id: 1,
        merchant_name: 'Corner Bistro',
        city: 'Portland',
        state: 'OR',
        phone_number: '(503) 555-0142',
        email: 'orders@cornerbistro.example',
        owner: 'Maria Lopez',
        billing_city: 'Portland',
        minimum_order: 150,
        connection: { id: 1, status: 'ACTIVE', requested_by: 'merchant' },
      }),
      merchant({ id: 2, merchant_name: 'Green Leaf Deli', city: 'San Jose', state: 'CA', email: 'greenleaf@example.com' }),
      merchant({ id: 3, merchant_name: 'Sunrise Bakery', city: 'Salinas', state: 'CA', phone_number: '(831) 555-0160', is_active: false }),
    ],
    connections: [
      connection({
        id: 1,
        status: 'ACTIVE',
        partner: { id: 3, name: 'Corner Bistro', domain: 'bistro.localhost', type: 'merchant' },
        created_at: '2026-11-02T10:00:00Z',
        merchant_id: 1,
      }),
      connection({ id: 2, status: 'INVITED', partner: { id: 4, name: 'Harbor Cafe', domain: 'harbor.localhost', type: 'merchant' }, created_at: '2026-11-20T10:00:00Z' }),
    ],
    invitations: [
      invitation({
        id: 1,
        email: 'hello@oldmill.example',
        name: 'Old Mill Diner',
        role: 'merchant',
        created_at: '2026-11-24T10:00:00Z',
        expires_at: '2026-12-08T10:00:00Z',
        merchant_id: 2,
      }),
      invitation({
        id: 2,
        email: 'team@riverside.example',
        name: 'Riverside Grill',
        status: 'accepted',
        role: 'merchant',
        created_at: '2026-11-01T10:00:00Z',
        expires_at: '2026-11-15T10:00:00Z',
        accepted_at: '2026-11-03T10:00:00Z',
      }),
    ],
    catalogs: [
      {
        id: 1,
        catalog_name: 'Restaurant Produce',
        description: 'Everyday vegetables.',
        image: '/1/api/media/catalog-images/produce.png',
        is_active: true,
        merchants: [
          { id: 1, name: 'Corner Bistro' },
          { id: 2, name: 'Green Leaf Deli' },
        ],
        products: [catalogProduct(products[0], 1.35)],
        created_by: { id: 2, username: 'supplier' },
        updated_by_super_admin: false,
      },
      { id: 2, catalog_name: 'Spring Specials', description: null, image: null, is_active: false, merchants: [], products: [], created_by: null, updated_by_super_admin: true },
    ],
    products,
    orders: [
      order({
        id: 5,
        status: 'new',
        note: 'Back door, ring the bell.',
        created_at: '2025-03-05T09:30:00Z',
        lines: [line(51, 'Roma Tomatoes', 'FF-TOM-ROMA', 15, 1.35), line(52, 'Fresh Basil', null, 6, null)],
        below_minimum: true,
        line_count: 2,
      }),
      order({ id: 4, status: 'accepted', created_at: '2025-03-03T09:30:00Z' }),
      order({ id: 3, status: 'rejected', reject_reason: 'Out of basil.', created_at: '2025-03-01T09:30:00Z' }),
      shippedOrder(),
    ],
    settings: { timezone: 'America/New_York', require_two_factor: false },
    requests: [],
  };
}
