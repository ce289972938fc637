// msw handlers for a supplier's prices and settings: a catalog's products at their catalog prices
// (add with an optional price, change, reset, remove) and the tenant's time zone.
import { HttpResponse } from 'msw';
import type { components } from '../../src/api/schema';
import { isKnownTimeZone } from '../../src/lib/delivery-dates';
import { fieldErrors, notFound } from './common';
import { contract } from './contract';
import type { Product, SupplierDb } from './supplier-area';

type CatalogProduct = components['schemas']['CatalogProduct'];

/** A catalog's product at the product's list price, or at `price`. */
export const catalogProduct = (p: Product, price: number | null = null): CatalogProduct => ({
  id: p.id,
  name: p.name,
  sku: p.sku,
  unit: p.unit,
  is_active: p.is_active,
  list_price: p.price,
  price: price ?? p.price,
  has_catalog_price: price !== null,
});

export function catalogPriceHandlers(db: SupplierDb, log: (request: Request, body?: unknown) => void) {
  const findCatalog = (id: unknown) => db.catalogs.find((c) => c.id === Number(id));
  return [
    contract.post('/catalogs/{catalogId}/products/', async ({ request, params }) => {
      const body = (await request.json()) as { product_id: number; price?: number | null };
      log(request, body);
      const catalog = findCatalog(params.catalogId);
      if (!catalog) return notFound();
      const found = db.products.find((p) => p.id === body.product_id);
      if (!found) return fieldErrors({ product_id: [`Invalid pk "${body.product_id}" - object does not exist.`] });
      const existing = catalog.products.find((p) => p.id === found.id);
      // Assigning again sets the price when one is given, else changes nothing.
      if (!existing || body.price != null) {
        catalog.products = [...catalog.products.filter((p) => p.id !== found.id), catalogProduct(found, body.price ?? null)].sort((a, b) => a.name.localeCompare(b.name));
      }
      return HttpResponse.json(catalog);
    }),
    contract.patch('/catalogs/{catalogId}/products/{product_id}/', async ({ request, params }) => {
      const body = (await request.json()) as { price: number | null };
      log(request, body);
      const catalog = findCatalog(params.catalogId);
      const found = db.products.find((p) => p.id === Number(params.product_id));
      if (!catalog || !found || !catalog.products.some((p) => p.id === found.id)) return notFound();
      catalog.products = catalog.products.map((p) => (p.id === found.id ? catalogProduct(found, body.price) : p));
      return HttpResponse.json(catalog);
    }),
    contract.delete('/catalogs/{catalogId}/products/{product_id}/', ({ request, params }) => {
      log(request);
      const catalog = findCatalog(params.catalogId);
      if (!catalog) return notFound();
      catalog.products = catalog.products.filter((x) => x.id !== Number(params.product_id));
      return HttpResponse.json(catalog);
    }),
    contract.get('/tenant-settings/', ({ request }) => {
      log(request);
      return HttpResponse.json(db.settings);
    }),
    contract.patch('/tenant-settings/', async ({ request }) => {
      const body = (await request.json()) as { timezone?: string; require_two_factor?: boolean };
      log(request, body);
      if (body.timezone !== undefined && !isKnownTimeZone(body.timezone)) return fieldErrors({ timezone: [`Unknown time zone "${body.timezone}".`] });
      Object.assign(db.settings, body);
      return HttpResponse.json(db.settings);
    }),
  ];
}
