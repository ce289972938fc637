// msw handlers for the product form's calls (categories, units, taxes, products, offers, merchant
// suppliers), backed by a small in-memory store shaped like the contract's answers and following
// the server's rules where the form depends on them (required fields, unique SKU and unit name,
// one offer per supplier and product, one preferred offer).
import { HttpResponse } from 'msw';
import type { components } from '../../src/api/schema';
import { API, notFound, requestLogger, type LoggedRequest, noContent, fieldErrors } from './common';
import { contract } from './contract';
import { product as withDefaults, supplier as supplierWithDefaults } from './merchant-catalogue';

export { API };

type Schemas = components['schemas'];
type Product = Schemas['Product'];
type Offer = Schemas['Offer'];
type MerchantSupplier = Schemas['MerchantSupplier'];

export interface MerchantProductsDb {
  categories: Schemas['Category'][];
  units: Schemas['Unit'][];
  taxes: Schemas['Tax'][];
  products: Product[];
  suppliers: MerchantSupplier[];
  offers: Offer[];
  nextId: number;
  /** Every request the handlers saw, with its JSON or multipart body (repeated fields as arrays, files as names). */
  requests: LoggedRequest[];
}

export const supplier = (id: number, name: string): MerchantSupplier => supplierWithDefaults({ id, name });

const NUMBER_FIELDS = ['gross_weight', 'net_weight', 'height', 'length', 'volume', 'pack_weight'] as const;
const TEXT_FIELDS = ['pos_name', 'description', 'sku', 'limits', 'ingredients', 'handling_instructions', 'pack_size'] as const;

/** A product with only its id: every field empty or at its default. */
export const blankProduct = (id: number): Product => withDefaults({ id, product_name: '' });

/** Corner Bistro's catalogue in miniature: Tomatoes (id 5) is offered by Acme (preferred) and Bolt. */
export function createMerchantProductsDb(): MerchantProductsDb {
  return {
    categories: [
      { id: 1, category_name: 'Dairy', description: '', is_active: true },
      { id: 2, category_name: 'Produce', description: '', is_active: true },
    ],
    units: [
      { id: 3, unit_choice: 'kg', description: null },
      { id: 4, unit_choice: 'pcs', description: null },
    ],
    taxes: [
      { id: 1, name: 'Sales tax', display_name: 'Sales tax (8.875%)', rate: 8.875 },
      { id: 2, name: 'Bottle deposit', display_name: 'Bottle deposit (1%)', rate: 1 },
    ],
    products: [
      {
        ...blankProduct(5),
        product_name: 'Tomatoes',
        sku: 'TOM-1',
        category: 2,
        category_name: 'Produce',
        units: 3,
        unit_name: 'kg',
        base_price: 2.5,
        quantity: 12,
        taxes: [1],
        image: 'product-images/tomatoes.png',
        image_url: '/1/api/media/product-images/tomatoes.png',
        preferred_supplier: 9,
        preferred_supplier_id: 9,
        preferred_supplier_name: 'Acme Produce',
        preferred_offer: { id: 1, supplier: { id: 9, name: 'Acme Produce' } },
      },
    ],
    suppliers: [supplier(9, 'Acme Produce'), supplier(10, 'Bolt Foods'), supplier(11, 'Corn Co'), supplier(12, 'Cocoa Traders')],
    offers: [
      { id: 1, product_id: 5, supplier_id: 9, supplier: { id: 9, name: 'Acme Produce' }, is_active: true, is_preferred: true, supplier_product_id: null, price: 2.4 },
      { id: 2, product_id: 5, supplier_id: 10, supplier: { id: 10, name: 'Bolt Foods' }, is_active: true, is_preferred: false, supplier_product_id: null, price: null },
    ],
    nextId: 100,
    requests: [],
  };
}

/** Multipart fields: repeated names as arrays, files as `{file, type, size}`. */
async function formFields(request: Request): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  (await request.formData()).forEach((v, k) => {
    const value = typeof v === 'string' ? v : { file: (v as File).name, type: (v as File).type, size: (v as File).size };
    out[k] = k in out ? [out[k], value].flat() : value;
  });
  return out;
}

export function merchantProductsHandlers(db: MerchantProductsDb) {
  const log = requestLogger(db.requests);
  const product = (id: unknown) => db.products.find((p) => p.id === Number(id));
  const productOffers = (productId: number) => db.offers.filter((o) => o.product_id === productId);

  /** The product's preferred supplier fields, from its offers. */
  function syncPreferred(p: Product) {
    const preferred = productOffers(p.id).find((o) => o.is_preferred) ?? null;
    Object.assign(p, {
      preferred_supplier: preferred?.supplier_id ?? null,
      preferred_supplier_id: preferred?.supplier_id ?? null,
      preferred_supplier_name: preferred?.supplier.name ?? null,
      preferred_offer: preferred ? { id: preferred.id, supplier: preferred.supplier } : null,
    });
  }

  /** The form's fields onto a product, with the server's checks; a 400 answer when they fail. */
  function applyForm(target: Product, fields: Record<string, unknown>) {
    const errors: Record<string, string[]> = {};
    const text = (name: string) => (typeof fields[name] === 'string' ? (fields[name] as string).trim() : '');
    if (!text('product_name')) errors.product_name = ['This field is required.'];
    const category = db.categories.find((c) => c.id === Number(fields.category));
    if (!category) errors.category = ['This field is required.'];
    const sku = text('sku');
    if (sku && db.products.some((p) => p.id !== target.id && p.sku?.toLowerCase() === sku.toLowerCase())) errors.sku = ['A product with this SKU already exists.'];
    if (Object.keys(errors).length) return fieldErrors(errors);
    const unit = db.units.find((u) => u.id === Number(fields.units)) ?? null;
    Object.assign(target, {
      product_name: text('product_name'),
      category: category!.id,
      category_name: category!.category_name,
      units: unit?.id ?? null,
      unit_name: unit?.unit_choice ?? null,
      status: text('status') || 'ACT',
      base_price: Number(text('base_price') || 0),
      quantity: Number(text('quantity') || 0),
      taxes: [fields.taxes ?? []].flat().map(Number),
    });
    for (const f of TEXT_FIELDS) target[f] = text(f) || null;
    for (const f of NUMBER_FIELDS) target[f] = text(f) ? Number(text(f)) : null;
    for (const f of ['image', 'image_high_res'] as const) {
      const file = fields[f] as { file: string } | undefined;
      if (file && typeof file === 'object') {
        target[f] = `product-images/${file.file}`;
        target[`${f}_url`] = `/1/api/media/product-images/${file.file}`;
      }
    }
    const preferred = Number(text('preferred_supplier_id')) || null;
    for (const o of productOffers(target.id)) o.is_preferred = o.supplier_id === preferred;
    syncPreferred(target);
    return null;
  }

  return [
    contract.get('/merchant-products/categories/', ({ request }) => {
      log(request);
      return HttpResponse.json({ count: db.categories.length, results: db.categories });
    }),
    contract.get('/merchant-products/units/', ({ request }) => {
      log(request);
      return HttpResponse.json(db.units);
    }),
    contract.post('/merchant-products/units/', async ({ request }) => {
      const body = (await request.json()) as { unit_choice: string; description: string | null };
      log(request, body);
      if (db.units.some((u) => u.unit_choice.toLowerCase() === body.unit_choice.trim().toLowerCase())) {
        return HttpResponse.json({ unit_choice: ['A unit with this name already exists.'] }, { status: 400 });
      }
      const unit = { id: db.nextId++, unit_choice: body.unit_choice.trim(), description: body.description };
      db.units.push(unit);
      return HttpResponse.json(unit, { status: 201 });
    }),
    contract.get('/merchant-products/taxes/', ({ request }) => {
      log(request);
      return HttpResponse.json(db.taxes);
    }),
    contract.get('/merchant-products/products/{id}/', ({ request, params }) => {
      log(request);
      const found = product(params.id);
      return found ? HttpResponse.json(found) : notFound();
    }),
    contract.post('/merchant-products/products/', async ({ request }) => {
      const fields = await formFields(request);
      log(request, fields);
      const created = blankProduct(db.nextId++);
      const refused = applyForm(created, fields);
      if (refused) return refused;
      db.products.push(created);
      return HttpResponse.json(created, { status: 201 });
    }),
    contract.put('/merchant-products/products/{id}/', async ({ request, params }) => {
      const fields = await formFields(request);
      log(request, fields);
      const found = product(params.id);
      if (!found) return notFound();
      const next = structuredClone(found);
      const refused = applyForm(next, fields);
      if (refused) return refused;
      Object.assign(found, next);
      return HttpResponse.json(found);
    }),
    contract.get('/merchant-products/offers/', ({ request }) => {
      log(request);
      const query = new URL(request.url).searchParams;
      const supplierId = Number(query.get('supplier') ?? query.get('supplier_id')) || null;
      const found = productOffers(Number(query.get('product'))).filter((o) => supplierId === null || o.supplier_id === supplierId);
      return HttpResponse.json([...found].sort((a, b) => a.supplier.name.localeCompare(b.supplier.name)));
    }),
    contract.post('/merchant-products/offers/', async ({ request }) => {
      const body = (await request.json()) as { product_id: number; supplier_id: number; is_active?: boolean; is_preferred?: boolean; price?: number | null };
      log(request, body);
      const found = db.suppliers.find((s) => s.id === body.supplier_id);
      if (!product(body.product_id) || !found) return HttpResponse.json({ supplier_id: ['Invalid supplier.'] }, { status: 400 });
      if (productOffers(body.product_id).some((o) => o.supplier_id === body.supplier_id)) {
        return HttpResponse.json({ non_field_errors: ['The fields product_id, supplier_id must make a unique set.'] }, { status: 400 });
      }
      const offer: Offer = {
        id: db.nextId++,
        product_id: body.product_id,
        supplier_id: found.id,
        supplier: { id: found.id, name: found.name },
        is_active: true,
        is_preferred: false,
        supplier_product_id: null,
        price: body.price ?? null,
      };
      db.offers.push(offer);
      return HttpResponse.json(offer, { status: 201 });
    }),
    contract.patch('/merchant-products/offers/{id}/', async ({ request, params }) => {
      const body = (await request.json()) as { price?: number | null; is_active?: boolean };
      log(request, body);
      const offer = db.offers.find((o) => o.id === Number(params.id));
      if (!offer) return notFound();
      // As the server: a tied offer's price is its catalog's.
      if (body.price !== undefined && offer.supplier_product_id !== null) return HttpResponse.json({ price: ["This offer's price is the supplier's catalog price."] }, { status: 400 });
      Object.assign(offer, body);
      return HttpResponse.json(offer);
    }),
    contract.post('/merchant-products/offers/{id}/set_preferred/', ({ request, params }) => {
      log(request);
      const offer = db.offers.find((o) => o.id === Number(params.id));
      if (!offer) return notFound();
      for (const o of productOffers(offer.product_id)) o.is_preferred = o.id === offer.id;
      syncPreferred(product(offer.product_id)!);
      return HttpResponse.json(offer);
    }),
    contract.delete('/merchant-products/offers/{id}/', ({ request, params }) => {
      log(request);
      const offer = db.offers.find((o) => o.id === Number(params.id));
      if (!offer) return notFound();
      db.offers = db.offers.filter((o) => o !== offer);
      syncPreferred(product(offer.product_id)!);
      return noContent();
    }),
    contract.get('/merchant-products/suppliers/', ({ request }) => {
      log(request);
      const query = new URL(request.url).searchParams;
      const q = (query.get('q') ?? '').toLowerCase();
      const hits = db.suppliers.filter((s) => s.name.toLowerCase().includes(q));
      return HttpResponse.json({ count: hits.length, results: hits.slice(0, Number(query.get('page_size') ?? 100)) });
    }),
    contract.post('/merchant-products/suppliers/', async ({ request }) => {
      const body = (await request.json()) as { name: string; email: string | null; phone: string | null; account_manager: string | null };
      log(request, body);
      const created = { ...supplier(db.nextId++, body.name), email: body.email, phone: body.phone, account_manager: body.account_manager };
      db.suppliers.push(created);
      return HttpResponse.json(created, { status: 201 });
    }),
  ];
}
