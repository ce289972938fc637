// A realistic catalogue and stock for the demo merchant tenants (run with search_path set).
import type { Tx } from './database';

async function insert(tx: Tx, table: string, row: Record<string, unknown>): Promise<number> {
  const cols = Object.keys(row);
  const [r] = await tx.query<{ id: number }>(`INSERT INTO ${table} (${cols.join(', ')}) VALUES (${cols.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`, Object.values(row));
  return r.id;
}

const CATEGORIES = ['Produce', 'Dairy', 'Meat & Seafood', 'Dry Goods', 'Beverages', 'Bakery'];
const UNITS: [string, string | null][] = [
  ['each', 'Single item'],
  ['lb', 'Pound'],
  ['case', 'Case'],
  ['gal', 'Gallon'],
  ['dozen', 'Twelve'],
  ['bunch', null],
];

// name, sku, category, unit, price, supplier key, area, on hand, par (the last three: seed-inventory.ts)
export const PRODUCTS: [string, string, string, string, number, string, string, number, number | null][] = [
  ['Roma Tomatoes', 'PRD-TOM-01', 'Produce', 'lb', 1.89, 'fresh', 'Walk-in Cooler', 18, 25],
  ['Romaine Lettuce', 'PRD-LET-02', 'Produce', 'case', 32.5, 'fresh', 'Walk-in Cooler', 2, 3],
  ['Yellow Onions', 'PRD-ONI-03', 'Produce', 'lb', 0.99, 'fresh', 'Dry Storage', 40, 30],
  ['Fresh Basil', 'PRD-BAS-04', 'Produce', 'bunch', 2.25, 'fresh', 'Walk-in Cooler', 4, 10],
  ['Whole Milk', 'DAI-MLK-01', 'Dairy', 'gal', 4.15, 'metro', 'Walk-in Cooler', 6, 8],
  ['Unsalted Butter', 'DAI-BUT-02', 'Dairy', 'lb', 5.4, 'metro', 'Walk-in Cooler', 12, 10],
  ['Parmesan Reggiano', 'DAI-PAR-03', 'Dairy', 'lb', 14.75, 'costco', 'Walk-in Cooler', 3, 4],
  ['Large Eggs', 'DAI-EGG-04', 'Dairy', 'dozen', 3.6, 'fresh', 'Walk-in Cooler', 15, 12],
  ['Chicken Thighs', 'MEA-CHK-01', 'Meat & Seafood', 'lb', 3.2, 'metro', 'Freezer', 30, 40],
  ['Atlantic Salmon', 'MEA-SAL-02', 'Meat & Seafood', 'lb', 11.9, 'ocean', 'Freezer', 8, 12],
  ['All-Purpose Flour', 'DRY-FLO-01', 'Dry Goods', 'lb', 0.65, 'metro', 'Dry Storage', 50, 50],
  ['Arborio Rice', 'DRY-RIC-02', 'Dry Goods', 'lb', 2.1, 'costco', 'Dry Storage', 22, 20],
  ['Extra Virgin Olive Oil', 'DRY-OIL-03', 'Dry Goods', 'gal', 38.0, 'costco', 'Dry Storage', 1, 2],
  ['Sparkling Water', 'BEV-SPW-01', 'Beverages', 'case', 18.5, 'metro', 'Bar', 5, 6],
  ['Cold Brew Coffee', 'BEV-CBC-02', 'Beverages', 'gal', 12.0, '', 'Bar', 2, 3],
  ['Sourdough Loaf', 'BAK-SOU-01', 'Bakery', 'each', 5.5, 'fresh', 'Dry Storage', 10, 12],
];

// Each product's barcode by SKU: GS1's in-store EAN-13s (prefix 200), a UPC-A and an EAN-8 (decisions.md "Barcodes").
export const BARCODES: Record<string, string> = {
  'PRD-TOM-01': '2000000010014',
  'PRD-LET-02': '2000000010021',
  'PRD-ONI-03': '2000000010038',
  'PRD-BAS-04': '2000000010045',
  'DAI-MLK-01': '2000000010052',
  'DAI-BUT-02': '2000000010069',
  'DAI-PAR-03': '2000000010076',
  'DAI-EGG-04': '2000000010083',
  'MEA-CHK-01': '2000000010090',
  'MEA-SAL-02': '2000000010106',
  'DRY-FLO-01': '2000000010113',
  'DRY-RIC-02': '2000000010120',
  'DRY-OIL-03': '2000000010137',
  'BEV-SPW-01': '012345678905',
  'BEV-CBC-02': '2000000010151',
  'BAK-SOU-01': '20001230',
};

export async function seedBistro(tx: Tx): Promise<void> {
  const category: Record<string, number> = {};
  for (const name of CATEGORIES) category[name] = await insert(tx, 'categories', { category_name: name, description: `${name} for the kitchen and bar` });
  const unit: Record<string, number> = {};
  for (const [u, d] of UNITS) unit[u] = await insert(tx, 'units', { unit_choice: u, description: d });
  const stateTax = await insert(tx, 'taxes', { name: 'Oregon Sales Tax', rate: 0 });
  const bevTax = await insert(tx, 'taxes', { name: 'Portland Beverage Tax', rate: 2.5 });

  const supplier: Record<string, number> = {
    fresh: await insert(tx, 'suppliers', {
      name: 'Fresh Farms',
      account_manager: 'Sam Grower',
      email: 'orders@freshfarms.example',
      phone: '+15035550101',
      default_lead_time_days: 1,
      supports_pickup: true,
    }),
    metro: await insert(tx, 'suppliers', {
      name: 'Metro Restaurant Supply',
      account_manager: 'Dana Price',
      email: 'sales@metrosupply.example',
      phone: '+15035550142',
      default_min_order_qty: 10,
      default_lead_time_days: 2,
    }),
    ocean: await insert(tx, 'suppliers', {
      name: 'Ocean Catch Seafood',
      email: 'dock@oceancatch.example',
      phone: '+15035550177',
      default_lead_time_days: 1,
    }),
    costco: await insert(tx, 'suppliers', {
      name: 'Costco Business Center',
      supports_shop_in_store: true,
      shop_in_store_notes: 'Bring the business membership card.',
    }),
  };

  for (const [name, sku, cat, u, price, sup] of PRODUCTS) {
    const productId = await insert(tx, 'products', {
      product_name: name,
      sku,
      barcode: BARCODES[sku],
      category_id: category[cat],
      unit_id: unit[u],
      base_price: price,
      status: 'ACT',
      quantity: 0,
      description: `${name} (${u})`,
    });
    await tx.query('INSERT INTO product_taxes (product_id, tax_id) VALUES ($1, $2)', [productId, cat === 'Beverages' ? bevTax : stateTax]);
    // Fresh Farms' offers are tied to its catalog (seed-network.ts); the off-system suppliers' carry their own prices.
    const own = sup === 'fresh' ? null : price;
    if (sup) await insert(tx, 'offers', { product_id: productId, supplier_id: supplier[sup], is_active: true, is_preferred: true, price: own });
    if (sup === 'fresh' && name !== 'Fresh Basil') {
      await insert(tx, 'offers', { product_id: productId, supplier_id: supplier.costco, is_active: true, is_preferred: false, price: Math.round(price * 112) / 100 });
    }
  }
}

export async function seedHarbor(tx: Tx): Promise<void> {
  const coffee = await insert(tx, 'categories', { category_name: 'Coffee & Tea' });
  const pastry = await insert(tx, 'categories', { category_name: 'Pastry' });
  const each = await insert(tx, 'units', { unit_choice: 'each', description: 'Single item' });
  const lb = await insert(tx, 'units', { unit_choice: 'lb', description: 'Pound' });
  await insert(tx, 'taxes', { name: 'Washington Sales Tax', rate: 0 });
  await insert(tx, 'suppliers', { name: 'Harbor Roasters', email: 'wholesale@harborroasters.example', default_lead_time_days: 3 });
  // Harbor Cafe has asked Fresh Farms to connect (seed-network.ts); the request is tied to this record.
  await insert(tx, 'suppliers', { name: 'Fresh Farms', account_manager: 'Sam Grower', email: 'orders@freshfarms.example', default_lead_time_days: 2 });
  for (const [name, sku, cat, u, price] of [
    ['Espresso Beans', 'HC-ESP-01', coffee, lb, 13.5],
    ['Oat Milk', 'HC-OAT-02', coffee, each, 3.9],
    ['Butter Croissant', 'HC-CRO-03', pastry, each, 1.75],
  ] as const) {
    await insert(tx, 'products', { product_name: name, sku, category_id: cat, unit_id: u, base_price: price });
  }
}
