// The demo supplier's merchant customers (run with search_path set to the supplier's schema).
// Some fields are left empty on purpose, so the screens show their '-' placeholders.
import type { Tx } from './database';

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

export async function seedFreshFarms(tx: Tx): Promise<void> {
  for (const row of MERCHANTS) {
    const cols = Object.keys(row);
    await tx.query(
      `INSERT INTO merchants (${cols.join(', ')}) VALUES (${cols.map((_, i) => `$${i + 1}`).join(', ')})`,
      Object.values(row),
    );
  }
}
