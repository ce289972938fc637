// msw fake of the inventory calls other than the count sheet's (merchant-operations.md section 7):
// stock areas, inventory items with their stock history, the cycle counts list, and the catalogue
// calls the item screens use (products, categories, units). The sheet's calls (and 'New Cycle
// Count') come from the count sheet's fake over the same store of batches.
import { HttpResponse } from 'msw';
import type { components } from '../../src/api/schema';
import { notFound, requestLogger, type LoggedRequest, noContent } from './common';
import { countsHandlers, createCountsDb, type CountsDb } from './inventory-counts';
import { area, MARIA, type Area, type Item, type Movement } from './inventory-data';
import { product as catalogueProduct } from './merchant-catalogue';
import { contract } from './contract';

type Product = components['schemas']['Product'];
type Category = components['schemas']['Category'];
type Unit = components['schemas']['Unit'];

export interface InventoryDb {
  areas: Area[];
  /** Areas an OPEN cycle count includes: deleting one is a 409. */
  areasInOpenCount?: number[];
  items: Item[];
  /** Item id → its movements, oldest first. */
  movements: Record<number, Movement[]>;
  products: Product[];
  categories: Category[];
  units: Unit[];
  counts: CountsDb;
  requests: LoggedRequest[];
}

/** A product of the contract's shape (the catalogue's builder), produce sold by the lb unless told. */
export const product = (p: Partial<Product> & Pick<Product, 'id' | 'product_name'>): Product =>
  catalogueProduct({ category: 1, category_name: 'Produce', unit_name: 'lb', base_price: 1, ...p });

export function item(i: Partial<Item> & Pick<Item, 'id'> & { productOf: Product; areaOf?: Area | null }): Item {
  const { productOf: p, areaOf: a = null, ...rest } = i;
  return {
    product: p.id,
    product_name: p.product_name,
    product_detail: { id: p.id, product_name: p.product_name, sku: p.sku, unit_name: p.unit_name },
    area: a?.id ?? null,
    area_name: a?.name ?? null,
    on_hand: 0,
    par_level: null,
    min_qty: 0,
    cost_price: 0,
    notes: null,
    is_active: true,
    ledger_position: 0,
    on_order: 0,
    ...rest,
  };
}

export function createInventoryDb(): InventoryDb {
  const cooler = area({ id: 1, name: 'Walk-in Cooler', description: 'Back of the kitchen' });
  const dry = area({ id: 2, name: 'Dry Storage' });
  const tomatoes = product({ id: 201, product_name: 'Roma Tomatoes', sku: 'PRD-TOM-01' });
  const flour = product({ id: 202, product_name: 'Bread Flour', sku: 'DRY-FLO-01', unit_name: 'bag', category: 2, category_name: 'Dry Goods' });
  const basil = product({ id: 203, product_name: 'Fresh Basil', sku: 'PRD-BAS-04', unit_name: 'bunch' });
  const movement = (id: number, delta: number, balance: number, reason: Movement['reason'], cycle?: number): Movement => ({
    id,
    delta,
    balance,
    reason,
    cycle_count: cycle ?? null,
    cycle_count_name: null,
    user: MARIA,
    created_at: `2024-06-0${id}T10:00:00Z`,
  });
  return {
    areas: [cooler, dry],
    items: [
      item({ id: 101, productOf: tomatoes, areaOf: cooler, on_hand: 9, par_level: 12, ledger_position: 2 }),
      item({ id: 102, productOf: flour, areaOf: dry, on_hand: 4, par_level: null, ledger_position: 3 }),
    ],
    movements: { 101: [movement(1, 10, 10, 'opening'), movement(2, -1, 9, 'count_finalize', 9)], 102: [movement(3, 4, 4, 'opening')] },
    products: [tomatoes, flour, basil],
    categories: [
      { id: 1, category_name: 'Produce', description: '', is_active: true },
      { id: 2, category_name: 'Dry Goods', description: '', is_active: true },
    ],
    units: [
      { id: 1, unit_choice: 'lb', description: null },
      { id: 2, unit_choice: 'case', description: null },
    ],
    counts: createCountsDb(),
    requests: [],
  };
}

const nextId = (rows: { id: number }[]) => Math.max(0, ...rows.map((r) => r.id)) + 1;

export function inventoryHandlers(db: InventoryDb) {
  const log = requestLogger(db.requests);
  const findArea = (id: unknown) => db.areas.find((a) => a.id === Number(id));
  const findItem = (id: unknown) => db.items.find((i) => i.id === Number(id));
  const areaName = (id: number | null | undefined) => (id == null ? null : (findArea(id)?.name ?? null));

  return [
    contract.get('/inventory/areas/', ({ request }) => {
      log(request);
      return HttpResponse.json(db.areas.map((a) => ({ ...a, item_count: db.items.filter((i) => i.area === a.id).length })));
    }),
    contract.post('/inventory/areas/', async ({ request }) => {
      const body = (await request.json()) as Omit<Area, 'id'>;
      log(request, body);
      if (db.areas.some((a) => a.name.toLowerCase() === body.name.toLowerCase())) return HttpResponse.json({ name: ['An area with this name already exists.'] }, { status: 400 });
      const created = area({ ...body, id: nextId(db.areas) });
      db.areas.push(created);
      return HttpResponse.json(created, { status: 201 });
    }),
    contract.patch('/inventory/areas/{id}/', async ({ request, params }) => {
      const body = (await request.json()) as Partial<Area>;
      log(request, body);
      const found = findArea(params.id);
      if (!found) return notFound();
      Object.assign(found, body);
      return HttpResponse.json(found);
    }),
    contract.delete('/inventory/areas/{id}/', ({ request, params }) => {
      log(request);
      if (!findArea(params.id)) return notFound();
      if (db.areasInOpenCount?.includes(Number(params.id)))
        return HttpResponse.json({ detail: 'This area is in an open cycle count. Finalize or archive the count before deleting the area.' }, { status: 409 });
      db.areas = db.areas.filter((a) => a.id !== Number(params.id));
      return noContent();
    }),

    contract.get('/inventory/items/', ({ request }) => {
      log(request);
      const q = (new URL(request.url).searchParams.get('q') ?? '').toLowerCase();
      const matches = (i: Item) => [i.product_name, i.product_detail.sku, i.area_name].some((v) => v?.toLowerCase().includes(q));
      return HttpResponse.json(db.items.filter(matches));
    }),
    contract.post('/inventory/items/', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      log(request, body);
      let p = db.products.find((x) => x.id === body.product);
      if (!p && typeof body.name === 'string') {
        p = product({ id: nextId(db.products), product_name: body.name, sku: (body.sku as string | null) ?? null });
        db.products.push(p);
      }
      if (!p) return HttpResponse.json({ product: ['Either a product or a name is required.'] }, { status: 400 });
      const a = findArea(body.area) ?? null;
      const onHand = Number(body.on_hand ?? 0);
      const created = item({ id: nextId(db.items), productOf: p, areaOf: a, on_hand: onHand, par_level: (body.par_level ?? body.par_qty ?? null) as number | null });
      db.items.push(created);
      db.movements[created.id] = onHand
        ? [{ id: 50 + created.id, delta: onHand, balance: onHand, reason: 'opening', cycle_count: null, user: MARIA, created_at: '2024-06-06T10:00:00Z' }]
        : [];
      return HttpResponse.json(created, { status: 201 });
    }),
    contract.patch('/inventory/items/{id}/', async ({ request, params }) => {
      const body = (await request.json()) as Partial<Item>;
      log(request, body);
      const found = findItem(params.id);
      if (!found) return notFound();
      if (body.ledger_position !== undefined && body.ledger_position !== found.ledger_position && body.on_hand !== found.on_hand)
        return HttpResponse.json({ detail: 'The stock of this item changed since you opened it. Reload it and try again.' }, { status: 409 });
      const { ledger_position: _position, ...changes } = body;
      Object.assign(found, changes, { area_name: areaName(body.area ?? found.area) });
      return HttpResponse.json(found);
    }),
    contract.delete('/inventory/items/{id}/', ({ request, params }) => {
      log(request);
      if (!findItem(params.id)) return notFound();
      db.items = db.items.filter((i) => i.id !== Number(params.id));
      return noContent();
    }),
    contract.get('/inventory/items/{id}/movements/', ({ request, params }) => {
      log(request);
      const found = findItem(params.id);
      return found ? HttpResponse.json([...(db.movements[found.id] ?? [])].reverse()) : notFound();
    }),

    // The list of batches (the sheet's calls on the same batches are the count sheet's fake).
    contract.get('/inventory/cycle-counts/', ({ request }) => {
      log(request);
      const params = new URL(request.url).searchParams;
      const statuses = params.getAll('status');
      const page = Number(params.get('page') ?? 1);
      const size = Number(params.get('page_size') ?? 20);
      const rows = db.counts.batches.filter((b) => !statuses.length || statuses.includes(b.status)).sort((a, b) => b.id - a.id);
      return HttpResponse.json({ count: rows.length, results: rows.slice((page - 1) * size, page * size) });
    }),

    contract.get('/merchant-products/products/', ({ request }) => {
      log(request);
      const search = (new URL(request.url).searchParams.get('search') ?? '').toLowerCase();
      const rows = db.products.filter((p) => [p.product_name, p.sku].some((v) => v?.toLowerCase().includes(search)));
      return HttpResponse.json({ count: rows.length, results: rows });
    }),
    contract.post('/merchant-products/products/', async ({ request }) => {
      const form = await request.formData();
      const body = Object.fromEntries(form.entries());
      log(request, body);
      const category = db.categories.find((c) => c.id === Number(body.category));
      const created = product({
        id: nextId(db.products),
        product_name: String(body.product_name),
        sku: body.sku ? String(body.sku) : null,
        category: category?.id ?? null,
        category_name: category?.category_name ?? null,
        base_price: Number(body.base_price),
        status: body.status as Product['status'],
        unit_name: null,
      });
      db.products.push(created);
      return HttpResponse.json(created, { status: 201 });
    }),
    contract.get('/merchant-products/categories/', ({ request }) => {
      log(request);
      return HttpResponse.json({ count: db.categories.length, results: db.categories });
    }),
    contract.get('/merchant-products/units/', ({ request }) => {
      log(request);
      return HttpResponse.json(db.units);
    }),

    ...countsHandlers(db.counts),
  ];
}
