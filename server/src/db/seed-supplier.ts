// The demo supplier Fresh Farms (run with search_path set to its schema): its merchant customers
// (some fields left empty on purpose, so the screens show their '-' placeholders), its products,
// catalogs with merchants and products assigned, and a few orders from Corner Bistro in its inbox.
import type { Tx } from './database';
import { assign, assignProduct, insertCatalog } from '../modules/catalogs/repo';
import { readCatalogPrices, readOrderingTerms } from '../modules/priced-catalogs/supplier-reads';
import { cents } from '../modules/priced-catalogs/rules';
import { nextDeliveryDate } from '@shared/delivery-dates';
import { insertMerchant } from '../modules/supplier-merchants/repo';
import type { MerchantValues } from '../modules/supplier-merchants/rules';
import { insertProduct } from '../modules/supplier-products/repo';
import { writeToSupplierInbox, type IncomingOrderLine } from '../modules/supplier-orders/inbox';
import { setOrderStatus } from '../modules/supplier-orders/repo';
import type { SupplierOrderStatus } from '@shared/supplier-order-status';
import { historyWeeks } from './seed-history';
import { BISTRO_TO_FRESH_FARMS } from './seed-network';

const MERCHANTS: MerchantValues[] = [
  {
    merchant_name: 'Corner Bistro',
    address: '412 NW Couch St',
    city: 'Portland',
    state: 'OR',
    zip: '97209',
    phone_number: '(503) 555-0142',
    cell_number: '(503) 555-0199',
    email: 'orders@cornerbistro.example',
    owner: 'Maria Lopez',
    ein: '93-1234567',
    sales_tax_id: 'OR-ST-44821',
    sales_rep: 'Sam Grower',
    billing_address: '412 NW Couch St',
    billing_city: 'Portland',
    billing_state: 'OR',
    billing_zip: '97209',
    billing_country: 'United States',
    billing_email: 'billing@cornerbistro.example',
    minimum_order: 150,
    // Soft in the demo, so ordering below it works (flagged); the e2e test switches it to hard.
    minimum_order_rule: 'soft',
    delivery_days: ['MON', 'WED', 'FRI'],
    cutoff_time: '14:00',
  },
  {
    merchant_name: 'Harbor Cafe',
    address: '1201 Alaskan Way',
    city: 'Seattle',
    state: 'WA',
    zip: '98101',
    phone_number: '(206) 555-0117',
    email: 'hello@harborcafe.example',
    owner: 'Oscar Owner',
    sales_rep: 'Sam Grower',
    minimum_order: 100,
    delivery_days: ['TUE', 'THU'],
    cutoff_time: '12:00',
  },
  {
    merchant_name: 'Green Leaf Deli',
    city: 'San Jose',
    state: 'CA',
    email: 'greenleaf@example.com',
    minimum_order: 0,
  },
  {
    merchant_name: 'Sunrise Bakery',
    address: '88 Mission St',
    city: 'Salinas',
    state: 'CA',
    zip: '93901',
    phone_number: '(831) 555-0160',
    minimum_order: 75.5,
    is_active: false,
  },
];

// name, SKU, unit, price, active
const PRODUCTS: [string, string, string, number, boolean][] = [
  ['Roma Tomatoes', 'FF-TOM-ROMA', 'lb', 1.49, true],
  ['Heirloom Tomatoes', 'FF-TOM-HEIR', 'lb', 3.95, true],
  ['Cherry Tomatoes', 'FF-TOM-CHER', 'pint', 2.75, true],
  ['Romaine Hearts', 'FF-LET-ROM3', 'case', 28.0, true],
  ['Butter Lettuce', 'FF-LET-BUTR', 'each', 1.85, true],
  ['Baby Spinach', 'FF-SPN-BABY', 'lb', 4.2, true],
  ['Curly Kale', 'FF-KAL-CURL', 'bunch', 1.6, true],
  ['Yellow Onions', 'FF-ONI-YELL', 'lb', 0.79, true],
  ['Red Onions', 'FF-ONI-RED', 'lb', 0.95, true],
  ['Garlic', 'FF-GAR-WHOL', 'lb', 4.5, true],
  ['Russet Potatoes', 'FF-POT-RUSS', 'lb', 0.69, true],
  ['Carrots', 'FF-CAR-BULK', 'lb', 0.89, true],
  ['Celery', 'FF-CEL-STLK', 'bunch', 1.4, true],
  ['Fresh Basil', 'FF-HRB-BASL', 'bunch', 1.95, true],
  ['Flat-Leaf Parsley', 'FF-HRB-PARS', 'bunch', 1.1, true],
  ['Cilantro', 'FF-HRB-CILA', 'bunch', 0.99, true],
  ['Lemons', 'FF-CIT-LEMN', 'lb', 1.79, true],
  ['Limes', 'FF-CIT-LIME', 'lb', 1.65, true],
  ['Hass Avocados', 'FF-AVO-HASS', 'case', 52.0, true],
  ['Strawberries', 'FF-BER-STRW', 'flat', 24.5, true],
  ['Large Brown Eggs', 'FF-EGG-LGBR', 'dozen', 4.1, true],
  ['Sourdough Loaf', 'FF-BAK-SOUR', 'each', 4.75, true],
  ['Asparagus', 'FF-ASP-GRN', 'lb', 3.4, false],
  ['Ramps', 'FF-RMP-WILD', 'lb', 14.0, false],
];

// name, description, active, merchants, products (SKU, or SKU and the catalog's price: Corner Bistro's customer prices)
const CATALOGS: [string, string | null, boolean, string[], (string | [string, number])[]][] = [
  [
    'Corner Bistro Pricing',
    'Agreed prices for Corner Bistro.',
    true,
    ['Corner Bistro'],
    [
      ['FF-TOM-ROMA', 1.35],
      ['FF-LET-ROM3', 26.0],
      ['FF-HRB-BASL', 1.75],
      ['FF-EGG-LGBR', 3.85],
    ],
  ],
  [
    'Restaurant Produce',
    'Everyday vegetables, herbs and citrus for restaurant kitchens.',
    true,
    ['Corner Bistro', 'Harbor Cafe'],
    ['FF-TOM-ROMA', 'FF-LET-ROM3', 'FF-ONI-YELL', 'FF-GAR-WHOL', 'FF-HRB-BASL', 'FF-HRB-PARS', 'FF-CIT-LEMN', 'FF-CIT-LIME'],
  ],
  ['Bakery & Eggs', 'Fresh loaves and farm eggs, delivered daily.', true, ['Corner Bistro', 'Sunrise Bakery'], ['FF-EGG-LGBR', 'FF-BAK-SOUR']],
  ['Spring Specials', null, false, [], ['FF-ASP-GRN', 'FF-RMP-WILD', 'FF-BER-STRW']],
];

type Order = [number, SupplierOrderStatus, string | null, [string, number][]];

// Corner Bistro's weekly orders of the demo's history (seed-history.ts), each delivered and received.
const farmsSku = Object.fromEntries(BISTRO_TO_FRESH_FARMS);
const HISTORY: Order[] = historyWeeks().map((w) => [w.orderedDaysAgo, 'fulfilled', null, w.orders.fresh.map((l): [string, number] => [farmsSku[l.sku], l.qty])]);

// Orders Corner Bistro placed with Fresh Farms: days ago, status, note, lines (Fresh Farms' SKUs, quantities),
// at Corner Bistro's prices then, for the next delivery day after the order.
const ORDERS: Order[] = [
  ...HISTORY,
  [
    9,
    'fulfilled',
    null,
    [
      ['FF-TOM-ROMA', 25],
      ['FF-LET-ROM3', 2],
      ['FF-EGG-LGBR', 10],
    ],
  ],
  [4, 'rejected', null, [['FF-HRB-BASL', 20]]],
  [
    2,
    'accepted',
    'Please deliver before 10 am.',
    [
      ['FF-ONI-YELL', 30],
      ['FF-BAK-SOUR', 12],
    ],
  ],
  [
    0,
    'new',
    'Back door, ring the bell.',
    [
      ['FF-TOM-ROMA', 15],
      ['FF-HRB-BASL', 6],
      ['FF-EGG-LGBR', 5],
      ['FF-LET-ROM3', 1],
    ],
  ],
  [0, 'new', null, [['FF-BAK-SOUR', 8]]],
];

export async function seedFreshFarms(tx: Tx, opts: { freshFarmsId: number; cornerBistroId: number; createdBy: number }): Promise<void> {
  const merchant: Record<string, number> = {};
  for (const row of MERCHANTS) merchant[row.merchant_name!] = (await insertMerchant(tx, row)).id;
  const product: Record<string, number> = {};
  for (const [name, sku, unit, price, is_active] of PRODUCTS) product[sku] = (await insertProduct(tx, { name, sku, unit, price, is_active })).id;
  for (const [catalog_name, description, is_active, merchants, items] of CATALOGS) {
    const id = await insertCatalog(tx, { catalog_name, description, is_active, created_by: opts.createdBy });
    for (const name of merchants) await assign(tx, 'merchant', id, merchant[name]);
    for (const item of items) await assignProduct(tx, id, product[typeof item === 'string' ? item : item[0]], typeof item === 'string' ? null : item[1]);
  }
  const bistro = merchant['Corner Bistro'];
  const terms = (await readOrderingTerms(tx, opts.freshFarmsId, bistro))!;
  for (const [daysAgo, status, note, items] of ORDERS) {
    const prices = await readCatalogPrices(
      tx,
      opts.freshFarmsId,
      bistro,
      items.map(([sku]) => product[sku]),
    );
    const lines: IncomingOrderLine[] = items.map(([sku, qty]) => {
      const { name, price } = prices.get(product[sku])!;
      return { name, sku, qty, supplier_product_id: product[sku], unit_price: price, line_total: price === null ? null : cents(qty * price) };
    });
    const total = cents(lines.reduce((sum, l) => sum + (l.line_total ?? 0), 0));
    const placed = new Date(Date.now() - daysAgo * 86_400_000);
    const { id } = await writeToSupplierInbox(tx, opts.freshFarmsId, {
      merchantTenantId: opts.cornerBistroId,
      merchantOrderId: null,
      note,
      lines,
      total,
      delivery_date: nextDeliveryDate(terms, placed),
      below_minimum: total < terms.minimum_order,
    });
    // Demo history: set directly, so no listener mirrors it onto a merchant order (there is none).
    if (status !== 'new') await setOrderStatus(tx, id, status, status === 'rejected' ? 'Basil is out of season this week.' : null);
    await tx.query(`UPDATE incoming_orders SET created_at = now() - make_interval(days => $2), updated_at = now() - make_interval(days => $2) WHERE id = $1`, [id, daysAgo]);
  }
}
