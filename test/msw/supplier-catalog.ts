// msw handlers for a connected supplier's catalog seen by the merchant (issue 22): its pages (a
// supplier without an ACTIVE connection answers 409 with the server's detail) and adding an item in
// one step, which creates the product (or uses one) tied to the item.
import { HttpResponse } from 'msw';
import { detail, fieldErrors, notFound } from './common';
import { contract } from './contract';
import { product, type CatalogueDb } from './merchant-catalogue';

export const NOT_CONNECTED = 'Fresh Farms is not connected with you: the connection is paused.';

export function supplierCatalogHandlers(db: CatalogueDb, log: (request: Request, body?: unknown) => void) {
  const connected = (id: number) => db.suppliers.find((s) => s.id === id)?.relationship_status === 'ACTIVE';
  return [
    contract.get('/merchant-products/suppliers/{id}/catalog/', ({ request, params }) => {
      log(request);
      const id = Number(params.id);
      if (!db.suppliers.some((s) => s.id === id)) return notFound();
      if (!connected(id)) return detail(NOT_CONNECTED, 409);
      const q = new URL(request.url).searchParams;
      const search = (q.get('search') ?? '').toLowerCase();
      const limit = Number(q.get('limit') ?? 20);
      const offset = Number(q.get('offset') ?? 0);
      const rows = (db.catalogs[id] ?? []).filter((i) => `${i.name} ${i.sku}`.toLowerCase().includes(search)).sort((a, b) => a.name.localeCompare(b.name));
      return HttpResponse.json({ count: rows.length, results: rows.slice(offset, offset + limit) });
    }),
    contract.post('/merchant-products/suppliers/{id}/catalog/add/', async ({ request, params }) => {
      const body = (await request.json()) as { supplier_product_id: number; product_id?: number; product_name?: string; sku?: string | null; category?: number };
      log(request, body);
      const id = Number(params.id);
      if (!connected(id)) return detail(NOT_CONNECTED, 409);
      const item = db.catalogs[id]?.find((i) => i.supplier_product_id === body.supplier_product_id);
      if (!item) return fieldErrors({ supplier_product_id: ['This item is not in your catalog.'] });
      let productId = body.product_id;
      if (productId === undefined) {
        if (db.products.some((p) => p.sku && p.sku === (body.sku ?? item.sku))) return fieldErrors({ sku: ['A product with this SKU already exists.'] });
        productId = Math.max(0, ...db.products.map((p) => p.id)) + 1;
        db.products.push(product({ id: productId, product_name: body.product_name!, sku: body.sku ?? item.sku, category: body.category ?? null, base_price: item.price }));
      }
      item.product_id = productId;
      const name = db.products.find((p) => p.id === productId)?.product_name ?? '';
      const supplier = db.suppliers.find((s) => s.id === id)!;
      return HttpResponse.json(
        {
          product_id: productId,
          product_name: name,
          offer: {
            id: 500 + productId,
            product_id: productId,
            supplier_id: id,
            supplier: { id, name: supplier.name },
            is_active: true,
            is_preferred: true,
            supplier_product_id: item.supplier_product_id,
            price: item.price,
          },
        },
        { status: 201 },
      );
    }),
  ];
}
