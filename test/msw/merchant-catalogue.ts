// msw handlers for the merchant catalogue screens' calls (categories, units, taxes, products list
// and delete, merchant suppliers with search_on_system and link/unlink, and the merchant side of
// the connections and invitations), backed by a small in-memory store shaped like the contract's
// answers and with the server's paging and messages.
import { HttpResponse } from 'msw';
import type { components } from '../../src/api/schema';
import { LIVE_STATUSES, relationshipStatusOf } from '../../src/lib/connection-rules';
import { API, detail, notFound, requestLogger, type LoggedRequest, noContent, fieldErrors } from './common';
import { connection, connectionHandlers, summaryOf, type Connection, type ConnectionsDb } from './connections';
import { contract } from './contract';
import { supplierCatalogHandlers } from './supplier-catalog';

export { API };

type Category = components['schemas']['Category'];
type Unit = components['schemas']['Unit'];
type Tax = components['schemas']['Tax'];
type Product = components['schemas']['Product'];
type MerchantSupplier = components['schemas']['MerchantSupplier'];
type OnSystemSupplier = components['schemas']['OnSystemSupplier'];
type OrderingTerms = components['schemas']['OrderingTerms'];
type SupplierCatalogItem = components['schemas']['SupplierCatalogItem'];

export interface CatalogueDb extends ConnectionsDb {
  categories: Category[];
  units: Unit[];
  taxes: Tax[];
  products: Product[];
  suppliers: MerchantSupplier[];
  onSystem: OnSystemSupplier[];
  /** A connected supplier's terms and catalog for this merchant, by merchant supplier id (served by test/msw/supplier-catalog.ts). */
  terms: Record<number, OrderingTerms>;
  catalogs: Record<number, SupplierCatalogItem[]>;
  requests: LoggedRequest[];
}

export const product = (p: Partial<Product> & Pick<Product, 'id' | 'product_name'>): Product => ({
  pos_name: null,
  description: null,
  sku: null,
  barcode: null,
  category: null,
  category_name: null,
  units: null,
  unit_name: null,
  status: 'ACT',
  base_price: 0,
  limits: null,
  quantity: 0,
  taxes: [],
  ingredients: null,
  handling_instructions: null,
  gross_weight: null,
  net_weight: null,
  height: null,
  length: null,
  volume: null,
  pack_size: null,
  pack_weight: null,
  image: null,
  image_high_res: null,
  image_url: null,
  image_high_res_url: null,
  preferred_supplier: null,
  preferred_supplier_id: null,
  preferred_supplier_name: null,
  preferred_offer: null,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  ...p,
});

export const supplier = (s: Partial<MerchantSupplier> & Pick<MerchantSupplier, 'id' | 'name'>): MerchantSupplier => ({
  account_manager: null,
  email: null,
  phone: null,
  alt_phone: null,
  notes: null,
  timezone: 'America/New_York',
  relationship_status: 'OFF_SYSTEM',
  default_min_order_qty: null,
  default_lead_time_days: null,
  is_active: true,
  supplier_client: null,
  supplier_client_name: null,
  connection: null,
  supports_pickup: false,
  supports_shop_in_store: false,
  shop_in_store_notes: null,
  ...s,
});

/** A fresh store: 23 products (three pages of 10), a few categories, units, taxes and suppliers. */
export function createCatalogueDb(): CatalogueDb {
  const products = [
    product({ id: 1, product_name: 'Basil', sku: 'HERB-1', category: 1, category_name: 'Produce', units: 1, unit_name: 'Bunch', base_price: 2.5 }),
    product({ id: 2, product_name: 'Whole Milk', sku: 'DAIRY-1', category: 2, category_name: 'Dairy', units: 2, unit_name: 'Gallon', base_price: 4 }),
    ...Array.from({ length: 21 }, (_, i) => product({ id: 10 + i, product_name: `Item ${String(i + 1).padStart(2, '0')}`, sku: `ITEM-${i + 1}`, base_price: i + 1 })),
  ];
  return {
    categories: [
      { id: 1, category_name: 'Produce', description: 'Fruit and vegetables', is_active: true },
      { id: 2, category_name: 'Dairy', description: '', is_active: false },
      ...Array.from({ length: 11 }, (_, i) => ({ id: 10 + i, category_name: `Group ${String(i + 1).padStart(2, '0')}`, description: '', is_active: true })),
    ],
    units: [
      { id: 1, unit_choice: 'Bunch', description: null },
      { id: 2, unit_choice: 'Gallon', description: 'US gallon' },
    ],
    taxes: [{ id: 1, name: 'Sales tax', display_name: 'Sales tax (8.875%)', rate: 8.875 }],
    products,
    suppliers: [
      supplier({
        id: 1,
        name: 'Fresh Farms Direct',
        account_manager: 'Ana',
        email: 'orders@freshfarms.example',
        relationship_status: 'ACTIVE',
        supplier_client: 1,
        supplier_client_name: 'Fresh Farms',
        connection: { id: 1, status: 'ACTIVE', requested_by: 'merchant' },
      }),
      supplier({ id: 2, name: 'Metro Wholesale', phone: '555-0100', supports_shop_in_store: true, shop_in_store_notes: 'Aisle 4', default_min_order_qty: 10, default_lead_time_days: 2 }),
      ...Array.from({ length: 10 }, (_, i) => supplier({ id: 10 + i, name: `Vendor ${String(i + 1).padStart(2, '0')}` })),
    ],
    onSystem: [
      { id: 1, name: 'Fresh Farms', domain: 'freshfarms.localhost' },
      { id: 4, name: 'Green Valley', domain: 'green-valley.localhost' },
    ],
    connections: [connection({ id: 1, status: 'ACTIVE', partner: { id: 1, name: 'Fresh Farms', domain: 'freshfarms.localhost', type: 'supplier' }, merchant_supplier_id: 1 })],
    invitations: [],
    terms: {
      1: { minimum_order: 150, minimum_order_rule: 'soft', delivery_days: ['MON', 'WED', 'FRI'], cutoff_time: '14:00', timezone: 'America/New_York', next_delivery_date: '2030-03-04' },
    },
    catalogs: {
      1: [
        { supplier_product_id: 31, name: 'Lemons', sku: 'FF-CIT-LEMN', unit: 'lb', price: 1.6, image: null, product_id: null },
        { supplier_product_id: 30, name: 'Roma Tomatoes', sku: 'FF-TOM-ROMA', unit: 'lb', price: 1.35, image: null, product_id: 1 },
      ],
    },
    requests: [],
  };
}

const byName =
  <T>(key: (row: T) => string) =>
  (a: T, b: T) =>
    key(a).localeCompare(key(b));
const has = (value: string | null | undefined, q: string) => (value ?? '').toLowerCase().includes(q.toLowerCase());
const nextId = (rows: { id: number }[]) => Math.max(0, ...rows.map((r) => r.id)) + 1;
const blank = (v: unknown) => typeof v !== 'string' || v.trim() === '';
const required = (field: string) => fieldErrors({ [field]: ['This field may not be blank.'] });

/** page/page_size paging as the server does it (default page size 100). */
function paged<T>(rows: T[], params: URLSearchParams) {
  const page = Number(params.get('page') ?? 1);
  const size = Number(params.get('page_size') ?? 100);
  return { count: rows.length, results: rows.slice((page - 1) * size, page * size) };
}

/** A merchant supplier shows its connection: its summary, relationship status and, while live, the supplier tenant. */
function tieSupplier(db: CatalogueDb, c: Connection): number | null {
  let record = db.suppliers.find((s) => s.id === c.merchant_supplier_id);
  // Accepting without a record creates one from the partner's name.
  if (!record) db.suppliers.push((record = supplier({ id: Math.max(0, ...db.suppliers.map((s) => s.id)) + 1, name: c.partner.name })));
  const live = LIVE_STATUSES.includes(c.status);
  Object.assign(record, {
    connection: summaryOf(c),
    relationship_status: relationshipStatusOf(c.status),
    supplier_client: live ? c.partner.id : null,
    supplier_client_name: live ? c.partner.name : null,
  });
  return record.id;
}

export function merchantCatalogueHandlers(db: CatalogueDb) {
  const log = requestLogger(db.requests);
  const find = <T extends { id: number }>(rows: T[], id: unknown) => rows.find((r) => r.id === Number(id));
  const liveOf = (test: (c: Connection) => boolean) => db.connections.find((c) => LIVE_STATUSES.includes(c.status) && test(c));
  const remove = <T extends { id: number }>(rows: T[], id: unknown) => {
    const i = rows.findIndex((r) => r.id === Number(id));
    if (i < 0) return notFound();
    rows.splice(i, 1);
    return noContent();
  };
  return [
    // Categories
    contract.get('/merchant-products/categories/', ({ request }) => {
      log(request);
      const params = new URL(request.url).searchParams;
      const rows = db.categories.filter((c) => has(c.category_name, params.get('search') ?? '')).sort(byName((c) => c.category_name));
      return HttpResponse.json(paged(rows, params));
    }),
    contract.post('/merchant-products/categories/', async ({ request }) => {
      const body = (await request.json()) as Partial<Category>;
      log(request, body);
      if (blank(body.category_name)) return required('category_name');
      const created: Category = { id: nextId(db.categories), category_name: body.category_name!.trim(), description: body.description ?? '', is_active: body.is_active ?? true };
      db.categories.push(created);
      return HttpResponse.json(created, { status: 201 });
    }),
    contract.get('/merchant-products/categories/{id}/', ({ request, params }) => {
      log(request);
      const category = find(db.categories, params.id);
      return category ? HttpResponse.json(category) : notFound();
    }),
    contract.patch('/merchant-products/categories/{id}/', async ({ request, params }) => {
      const body = (await request.json()) as Partial<Category>;
      log(request, body);
      const category = find(db.categories, params.id);
      if (!category) return notFound();
      Object.assign(category, { ...body, description: body.description ?? '' });
      return HttpResponse.json(category);
    }),
    contract.delete('/merchant-products/categories/{id}/', ({ request, params }) => (log(request), remove(db.categories, params.id))),

    // Units
    contract.get('/merchant-products/units/', ({ request }) => (log(request), HttpResponse.json([...db.units].sort(byName((u) => u.unit_choice))))),
    contract.post('/merchant-products/units/', async ({ request }) => {
      const body = (await request.json()) as Partial<Unit>;
      log(request, body);
      if (blank(body.unit_choice)) return required('unit_choice');
      if (db.units.some((u) => u.unit_choice.toLowerCase() === body.unit_choice!.trim().toLowerCase())) {
        return HttpResponse.json({ unit_choice: ['unit choice with this unit choice already exists.'] }, { status: 400 });
      }
      const created: Unit = { id: nextId(db.units), unit_choice: body.unit_choice!.trim(), description: body.description ?? null };
      db.units.push(created);
      return HttpResponse.json(created, { status: 201 });
    }),
    contract.patch('/merchant-products/units/{id}/', async ({ request, params }) => {
      const body = (await request.json()) as Partial<Unit>;
      log(request, body);
      const unit = find(db.units, params.id);
      if (!unit) return notFound();
      Object.assign(unit, body);
      return HttpResponse.json(unit);
    }),
    contract.delete('/merchant-products/units/{id}/', ({ request, params }) => (log(request), remove(db.units, params.id))),

    // Taxes
    contract.get('/merchant-products/taxes/', ({ request }) => (log(request), HttpResponse.json([...db.taxes].sort(byName((t) => t.name))))),
    contract.post('/merchant-products/taxes/', async ({ request }) => {
      const body = (await request.json()) as { name: string; rate?: number };
      log(request, body);
      if (blank(body.name)) return required('name');
      const rate = body.rate ?? 0;
      const created: Tax = { id: nextId(db.taxes), name: body.name.trim(), rate, display_name: `${body.name.trim()} (${rate}%)` };
      db.taxes.push(created);
      return HttpResponse.json(created, { status: 201 });
    }),
    contract.patch('/merchant-products/taxes/{id}/', async ({ request, params }) => {
      const body = (await request.json()) as { name?: string; rate?: number };
      log(request, body);
      const tax = find(db.taxes, params.id);
      if (!tax) return notFound();
      Object.assign(tax, body);
      tax.display_name = `${tax.name} (${tax.rate}%)`;
      return HttpResponse.json(tax);
    }),
    contract.delete('/merchant-products/taxes/{id}/', ({ request, params }) => (log(request), remove(db.taxes, params.id))),

    // Products (list and delete)
    contract.get('/merchant-products/products/', ({ request }) => {
      log(request);
      const params = new URL(request.url).searchParams;
      const q = params.get('search') ?? '';
      const rows = db.products.filter((p) => has(p.product_name, q) || has(p.sku, q)).sort(byName((p) => p.product_name));
      const limit = Number(params.get('limit') ?? 20);
      const offset = Number(params.get('offset') ?? 0);
      return HttpResponse.json({ count: rows.length, results: rows.slice(offset, offset + limit) });
    }),
    contract.delete('/merchant-products/products/{id}/', ({ request, params }) => (log(request), remove(db.products, params.id))),

    // Merchant suppliers
    contract.get('/merchant-products/suppliers/search_on_system/', ({ request }) => {
      log(request);
      const q = new URL(request.url).searchParams.get('q') ?? '';
      return HttpResponse.json(db.onSystem.filter((s) => has(s.name, q) || has(s.domain, q)));
    }),
    contract.get('/merchant-products/suppliers/', ({ request }) => {
      log(request);
      const params = new URL(request.url).searchParams;
      const q = params.get('q') ?? '';
      const rows = db.suppliers.filter((s) => has(s.name, q) || has(s.account_manager, q) || has(s.email, q) || has(s.phone, q)).sort(byName((s) => s.name));
      return HttpResponse.json(paged(rows, params));
    }),
    contract.post('/merchant-products/suppliers/', async ({ request }) => {
      const body = (await request.json()) as Partial<MerchantSupplier>;
      log(request, body);
      if (blank(body.name)) return required('name');
      const created = supplier({ ...body, id: nextId(db.suppliers), name: body.name!.trim() });
      db.suppliers.push(created);
      return HttpResponse.json(created, { status: 201 });
    }),
    contract.get('/merchant-products/suppliers/{id}/', ({ request, params }) => {
      log(request);
      const found = find(db.suppliers, params.id);
      return found ? HttpResponse.json({ ...found, terms: db.terms[found.id] ?? null }) : notFound();
    }),
    contract.patch('/merchant-products/suppliers/{id}/', async ({ request, params }) => {
      const body = (await request.json()) as Partial<MerchantSupplier>;
      log(request, body);
      const found = find(db.suppliers, params.id);
      if (!found) return notFound();
      if (body.email && !body.email.includes('@')) return HttpResponse.json({ email: ['Enter a valid email address.'] }, { status: 400 });
      Object.assign(found, body);
      return HttpResponse.json(found);
    }),
    contract.delete('/merchant-products/suppliers/{id}/', ({ request, params }) => (log(request), remove(db.suppliers, params.id))),
    contract.post('/merchant-products/suppliers/{id}/link_client/', async ({ request, params }) => {
      const body = (await request.json()) as { client_id: number };
      log(request, body);
      const found = find(db.suppliers, params.id);
      if (!found) return notFound();
      const client = find(db.onSystem, body.client_id);
      if (!client) return HttpResponse.json({ client_id: [`Invalid pk "${body.client_id}" - object does not exist.`] }, { status: 400 });
      // link_client requests a connection: one live connection per pair and per record.
      if (liveOf((c) => c.partner.id === client.id || c.merchant_supplier_id === found.id)) return detail('A live connection with this supplier already exists.', 409);
      const requested = connection({ id: Math.max(0, ...db.connections.map((c) => c.id)) + 1, status: 'INVITED', partner: { ...client, type: 'supplier' }, merchant_supplier_id: found.id });
      db.connections.unshift(requested);
      tieSupplier(db, requested);
      return HttpResponse.json(found);
    }),
    contract.post('/merchant-products/suppliers/{id}/unlink_client/', ({ request, params }) => {
      log(request);
      const found = find(db.suppliers, params.id);
      if (!found) return notFound();
      const live = liveOf((c) => c.merchant_supplier_id === found.id);
      if (live) tieSupplier(db, Object.assign(live, { status: 'ARCHIVED' as const }));
      return HttpResponse.json(found);
    }),
    ...connectionHandlers(db, 'merchant', (c) => tieSupplier(db, c)),
    ...supplierCatalogHandlers(db, log),
  ];
}
