// msw handlers for the supplier area (merchants, catalogs with their assignments, products, the
// orders inbox, the connections and invitations), backed by a small in-memory store shaped like the
// contract's answers, with the server's rules and messages where the screens show them.
import { HttpResponse, http } from 'msw';
import { merchant, product, type Catalog, type Connection, type MerchantDetail, type Product, type SupplierDb } from './supplier-db';
import { nextStatus, refusal, type SupplierOrderAction } from '../../src/lib/supplier-order-status';
import { API, formFields, notFound, requestLogger, noContent, fieldErrors } from './common';
import { connectionHandlers } from './connections';
import { contract, mswPath, type PathWith } from './contract';
import { catalogPriceHandlers } from './supplier-prices';
import { addEvent, supplierOrderAnswerHandlers } from './supplier-orders';

export { API };
export { createSupplierDb, merchant, product, type Connection, type Invitation, type Product, type SupplierDb } from './supplier-db';

const nextId = (rows: { id: number }[]) => Math.max(0, ...rows.map((r) => r.id)) + 1;
const toMerchant = ({ id, merchant_name, city, state, phone_number, email, is_active, minimum_order, connection }: MerchantDetail) => ({
  id,
  merchant_name,
  city,
  state,
  phone_number,
  email,
  is_active,
  minimum_order,
  connection,
});
/** A connection's merchant record shows it; accepting without one creates it from the partner's name, as the server does. */
function tieMerchant(db: SupplierDb, c: Connection): number | null {
  let record = db.merchants.find((m) => m.id === c.merchant_id);
  if (!record && c.status === 'ACTIVE') db.merchants.push((record = merchant({ id: nextId(db.merchants), merchant_name: c.partner.name })));
  if (record) record.connection = { id: c.id, status: c.status, requested_by: c.requested_by };
  return record?.id ?? null;
}
const textOf = (v: unknown) => (typeof v === 'string' ? v : undefined);
const blank = (v: unknown) => typeof v !== 'string' || v.trim() === '';

export function supplierHandlers(db: SupplierDb) {
  const log = requestLogger(db.requests);
  const findMerchant = (id: unknown) => db.merchants.find((m) => m.id === Number(id));
  const findCatalog = (id: unknown) => db.catalogs.find((c) => c.id === Number(id));
  const findProduct = (id: unknown) => db.products.find((p) => p.id === Number(id));
  const findOrder = (id: unknown) => db.orders.find((o) => o.id === Number(id));
  const transition = (action: SupplierOrderAction) =>
    http.post(mswPath(`/supplier-orders/orders/{id}/${action}/` as const satisfies PathWith<'post'>), async ({ request, params }) => {
      const body = action === 'reject' ? ((await request.json()) as { reason?: string }) : undefined;
      log(request, body);
      const found = findOrder(params.id);
      if (!found) return notFound();
      const next = nextStatus(found.status, action);
      if (!next) return HttpResponse.json({ detail: refusal(found.status, action) }, { status: 409 });
      if (action === 'reject' && blank(body?.reason)) return HttpResponse.json({ reason: ['This field may not be blank.'] }, { status: 400 });
      Object.assign(found, { status: next, reject_reason: action === 'reject' ? body!.reason!.trim() : found.reject_reason });
      addEvent(found, action === 'reject' ? 'rejected' : 'shipped', action === 'reject' ? found.reject_reason : null);
      return HttpResponse.json(found);
    });
  const saveProduct = async (request: Request, existing: Product | null) => {
    const fields = await formFields(request);
    log(request, fields);
    const sku = textOf(fields.sku)?.trim();
    if (sku && db.products.some((p) => p.sku.toLowerCase() === sku.toLowerCase() && p.id !== existing?.id)) {
      return fieldErrors({ sku: ['A product with this SKU already exists.'] });
    }
    const image = fields.image;
    const next = product({
      ...(existing ?? { id: nextId(db.products), name: '', sku: '' }),
      ...(textOf(fields.name) !== undefined ? { name: textOf(fields.name)!.trim() } : {}),
      ...(sku !== undefined ? { sku } : {}),
      ...(textOf(fields.unit) !== undefined ? { unit: textOf(fields.unit)!.trim() || null } : {}),
      ...(textOf(fields.price) !== undefined ? { price: Number(fields.price) } : {}),
      ...(textOf(fields.is_active) !== undefined ? { is_active: fields.is_active === 'true' } : {}),
      ...(typeof image === 'object' ? { image: `/1/api/media/product-images/${image.file}` } : {}),
    });
    if (existing) Object.assign(existing, next);
    else db.products.push(next);
    return HttpResponse.json<Product>(next, { status: existing ? 200 : 201 });
  };
  const merchantAssignment = [
    contract.post('/catalogs/{catalogId}/merchants/', async ({ request, params }) => {
      const body = (await request.json()) as { merchant_id: number };
      log(request, body);
      const catalog = findCatalog(params.catalogId);
      if (!catalog) return notFound();
      const found = findMerchant(body.merchant_id);
      if (!found) return HttpResponse.json({ merchant_id: [`Invalid pk "${body.merchant_id}" - object does not exist.`] }, { status: 400 });
      if (!catalog.merchants.some((x) => x.id === found.id))
        catalog.merchants = [...catalog.merchants, { id: found.id, name: found.merchant_name }].sort((a, b) => a.name.localeCompare(b.name));
      return HttpResponse.json(catalog);
    }),
    contract.delete('/catalogs/{catalogId}/merchants/{merchant_id}/', ({ request, params }) => {
      log(request);
      const catalog = findCatalog(params.catalogId);
      if (!catalog) return notFound();
      catalog.merchants = catalog.merchants.filter((x) => x.id !== Number(params.merchant_id));
      return HttpResponse.json(catalog);
    }),
  ];

  return [
    // --- merchants
    contract.get('/merchants/list-merchants/', ({ request }) => {
      log(request);
      return HttpResponse.json(db.merchants.map(toMerchant));
    }),
    contract.put('/merchants/update-merchant-status/{id}', async ({ request, params }) => {
      const body = (await request.json()) as { is_active: boolean };
      log(request, body);
      const found = findMerchant(params.id);
      if (!found) return notFound();
      found.is_active = body.is_active;
      return HttpResponse.json(toMerchant(found));
    }),
    contract.delete('/merchants/{id}/', ({ request, params }) => {
      log(request);
      if (!findMerchant(params.id)) return notFound();
      db.merchants = db.merchants.filter((m) => m.id !== Number(params.id));
      return noContent();
    }),
    contract.post('/merchants/add-merchant/', async ({ request }) => {
      const fields = await formFields(request);
      log(request, fields);
      if (blank(fields.merchant_name)) return HttpResponse.json({ merchant_name: ['This field may not be blank.'] }, { status: 400 });
      if (typeof fields.email === 'string' && !fields.email.includes('@')) return HttpResponse.json({ email: ['Enter a valid email address.'] }, { status: 400 });
      const { logo, street_address, is_active, ...text } = fields as Record<string, string>;
      const created = merchant({
        ...(text as Pick<MerchantDetail, 'merchant_name'>),
        id: nextId(db.merchants),
        address: street_address ?? null,
        is_active: is_active !== 'false',
        logo: logo ? `/1/api/media/logos/${(logo as unknown as { file: string }).file}` : null,
      });
      db.merchants.push(created);
      return HttpResponse.json(created, { status: 201 });
    }),
    contract.get('/merchants/merchant-detail/{id}', ({ request, params }) => {
      log(request);
      const found = findMerchant(params.id);
      return found ? HttpResponse.json(found) : notFound();
    }),
    contract.put('/merchants/update-merchant/{id}', async ({ request, params }) => {
      const body = (await request.json()) as Partial<MerchantDetail>;
      log(request, body);
      const found = findMerchant(params.id);
      if (!found) return notFound();
      if (body.billing_email && !body.billing_email.includes('@')) return HttpResponse.json({ billing_email: ['Enter a valid email address.'] }, { status: 400 });
      Object.assign(found, body, { minimum_order: body.minimum_order ?? 0 });
      return HttpResponse.json(found);
    }),

    // --- catalogs
    contract.get('/catalogs/list-catalogs/', ({ request }) => {
      log(request);
      return HttpResponse.json(db.catalogs);
    }),
    contract.get('/catalogs/catalog-detail/{catalogId}', ({ request, params }) => {
      log(request);
      const found = findCatalog(params.catalogId);
      return found ? HttpResponse.json(found) : notFound();
    }),
    contract.post('/catalogs/add-catalog/', async ({ request }) => {
      const fields = await formFields(request);
      log(request, fields);
      if (blank(fields.catalog_name)) return HttpResponse.json({ catalog_name: ['This field may not be blank.'] }, { status: 400 });
      const image = fields.image;
      const created: Catalog = {
        id: nextId(db.catalogs),
        catalog_name: textOf(fields.catalog_name)!,
        description: textOf(fields.description) || null,
        image: typeof image === 'object' ? `/1/api/media/catalog-images/${image.file}` : null,
        is_active: fields.is_active !== 'false',
        merchants: [],
        products: [],
        created_by: { id: 2, username: 'supplier' },
        updated_by_super_admin: false,
      };
      db.catalogs.unshift(created);
      return HttpResponse.json(created, { status: 201 });
    }),
    contract.patch('/catalogs/update-catalog/{catalogId}', async ({ request, params }) => {
      const fields = await formFields(request);
      log(request, fields);
      const found = findCatalog(params.catalogId);
      if (!found) return notFound();
      const image = fields.image;
      Object.assign(found, {
        ...(textOf(fields.catalog_name) !== undefined ? { catalog_name: textOf(fields.catalog_name) } : {}),
        ...(textOf(fields.description) !== undefined ? { description: textOf(fields.description) || null } : {}),
        ...(textOf(fields.is_active) !== undefined ? { is_active: fields.is_active === 'true' } : {}),
        ...(typeof image === 'object' ? { image: `/1/api/media/catalog-images/${image.file}` } : {}),
      });
      return HttpResponse.json(found);
    }),
    ...merchantAssignment,
    ...catalogPriceHandlers(db, log),

    // --- products
    contract.get('/supplier-products/products/', ({ request }) => {
      log(request);
      const params = new URL(request.url).searchParams;
      const q = (params.get('search') ?? '').toLowerCase();
      const limit = Number(params.get('limit') ?? 20);
      const offset = Number(params.get('offset') ?? 0);
      const hits = db.products.filter((p) => p.name.toLowerCase().includes(q) || p.sku.toLowerCase().includes(q)).sort((a, b) => a.name.localeCompare(b.name));
      return HttpResponse.json({ count: hits.length, results: hits.slice(offset, offset + limit) });
    }),
    contract.post('/supplier-products/products/', ({ request }) => saveProduct(request, null)),
    contract.get('/supplier-products/products/{id}/', ({ request, params }) => {
      log(request);
      const found = findProduct(params.id);
      return found ? HttpResponse.json(found) : notFound();
    }),
    contract.put('/supplier-products/products/{id}/', ({ request, params }) => {
      const found = findProduct(params.id);
      return found ? saveProduct(request, found) : notFound();
    }),
    contract.delete('/supplier-products/products/{id}/', ({ request, params }) => {
      log(request);
      if (!findProduct(params.id)) return notFound();
      db.products = db.products.filter((p) => p.id !== Number(params.id));
      return noContent();
    }),

    // --- orders inbox
    contract.get('/supplier-orders/orders/', ({ request }) => {
      log(request);
      const params = new URL(request.url).searchParams;
      const status = params.get('status');
      const limit = Number(params.get('limit') ?? 20);
      const offset = Number(params.get('offset') ?? 0);
      const hits = db.orders.filter((o) => !status || o.status === status);
      return HttpResponse.json({ count: hits.length, results: hits.slice(offset, offset + limit).map(({ lines: _lines, ...o }) => o) });
    }),
    contract.get('/supplier-orders/orders/{id}/', ({ request, params }) => {
      log(request);
      const found = findOrder(params.id);
      return found ? HttpResponse.json(found) : notFound();
    }),
    ...supplierOrderAnswerHandlers(db, log),
    transition('reject'),
    transition('fulfill'),

    // --- connections and invitations
    ...connectionHandlers(db, 'supplier', (c) => tieMerchant(db, c)),
  ];
}
