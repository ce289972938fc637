// Priced catalogs on a real database: a catalog's prices (supplier), the lowest price of the active
// catalogs a merchant's record is in, the catalog and terms a connected merchant sees, offers tied to
// supplier products, and the walls: another merchant never sees this merchant's prices.
import { describe, expect, it } from 'vitest';
import { openPricedTests } from '../../../test/priced';
import { money, notConnected } from './rules';

const { call, rows, ids } = openPricedTests();
const farmsId = () => ids.supplier['Fresh Farms'];
const catalog = async (search = '', who: 'bistro' | 'harbor' = 'bistro', supplierId = farmsId()) =>
  call('GET', `/merchant-products/suppliers/${supplierId}/catalog/?search=${search}`, undefined, who);
const priceOf = async (sku: string) => (await catalog(sku)).json().results.find((i: any) => i.sku === sku)?.price ?? null;
const setConnection = (status: string) =>
  rows(`UPDATE public.connections SET status = $1 WHERE merchant_supplier_id = $2 AND merchant_tenant_id = (SELECT id FROM public.tenants WHERE name = 'Corner Bistro')`, [
    status,
    farmsId(),
  ]);

describe('catalog prices (supplier)', () => {
  it("lists each product with its list price and the catalog's price; null follows the list price", async () => {
    const res = await call('GET', `/catalogs/catalog-detail/${ids.catalog['Corner Bistro Pricing']}`, undefined, 'farms');
    expect(res.statusCode).toBe(200);
    expect(res.json().products.find((p: any) => p.sku === 'FF-TOM-ROMA')).toEqual({
      id: ids.farmsProduct['FF-TOM-ROMA'],
      name: 'Roma Tomatoes',
      sku: 'FF-TOM-ROMA',
      unit: 'lb',
      is_active: true,
      list_price: 1.49,
      price: 1.35,
      has_catalog_price: true,
    });
    const produce = (await call('GET', `/catalogs/catalog-detail/${ids.catalog['Restaurant Produce']}`, undefined, 'farms')).json();
    expect(produce.products.find((p: any) => p.sku === 'FF-GAR-WHOL')).toMatchObject({ list_price: 4.5, price: 4.5, has_catalog_price: false });
  });

  it('assigns at a price, sets and clears it; an unassigned product is a 404, an unknown one a 400', async () => {
    const id = ids.catalog['Bakery & Eggs'];
    const cheese = ids.farmsProduct['FF-KAL-CURL'];
    let res = await call('POST', `/catalogs/${id}/products/`, { product_id: cheese, price: 1.456 }, 'farms');
    expect(res.json().products.find((p: any) => p.id === cheese)).toMatchObject({ price: 1.46, has_catalog_price: true });
    // Assigned again without a price: nothing changes.
    res = await call('POST', `/catalogs/${id}/products/`, { product_id: cheese }, 'farms');
    expect(res.json().products.find((p: any) => p.id === cheese)).toMatchObject({ price: 1.46 });
    res = await call('PATCH', `/catalogs/${id}/products/${cheese}/`, { price: null }, 'farms');
    expect(res.json().products.find((p: any) => p.id === cheese)).toMatchObject({ price: 1.6, has_catalog_price: false });
    expect((await call('PATCH', `/catalogs/${id}/products/${ids.farmsProduct['FF-RMP-WILD']}/`, { price: 3 }, 'farms')).statusCode).toBe(404);
    expect((await call('PATCH', `/catalogs/${id}/products/99999/`, { price: 3 }, 'farms')).json()).toEqual({ product_id: ['Invalid pk "99999" - object does not exist.'] });
    expect((await call('PATCH', `/catalogs/99999/products/${cheese}/`, { price: 3 }, 'farms')).statusCode).toBe(404);
    expect((await call('PATCH', `/catalogs/${id}/products/${cheese}/`, { price: -1 }, 'farms')).statusCode).toBe(400);
    await call('DELETE', `/catalogs/${id}/products/${cheese}/`, undefined, 'farms');
  });
});

describe('ordering terms on the merchant record, and the time zone', () => {
  it('keeps the terms when the PUT leaves them out, and refuses a bad day or time', async () => {
    const id = ids.farmsMerchant['Harbor Cafe'];
    const before = (await call('GET', `/merchants/merchant-detail/${id}`, undefined, 'farms')).json();
    expect(before).toMatchObject({ minimum_order: 100, minimum_order_rule: 'soft', delivery_days: ['TUE', 'THU'], cutoff_time: '12:00' });
    let res = await call('PUT', `/merchants/update-merchant/${id}`, { merchant_name: 'Harbor Cafe', delivery_days: ['FRI', 'MON'], minimum_order_rule: 'hard' }, 'farms');
    expect(res.json()).toMatchObject({ delivery_days: ['MON', 'FRI'], minimum_order_rule: 'hard', cutoff_time: '12:00' });
    res = await call('PUT', `/merchants/update-merchant/${id}`, { merchant_name: 'Harbor Cafe', cutoff_time: null, delivery_days: [] }, 'farms');
    expect(res.json()).toMatchObject({ delivery_days: [], minimum_order_rule: 'hard', cutoff_time: null });
    expect((await call('PUT', `/merchants/update-merchant/${id}`, { merchant_name: 'Harbor Cafe', cutoff_time: '24:00' }, 'farms')).statusCode).toBe(400);
    expect((await call('PUT', `/merchants/update-merchant/${id}`, { merchant_name: 'Harbor Cafe', delivery_days: ['MON', 'MON'] }, 'farms')).statusCode).toBe(400);
    expect((await call('PUT', `/merchants/update-merchant/${id}`, { merchant_name: 'Harbor Cafe', minimum_order_rule: 'firm' }, 'farms')).statusCode).toBe(400);
  });

  it('answers each tenant its time zone (default America/New_York) and refuses an unknown one', async () => {
    expect((await call('GET', '/tenant-settings/')).json()).toEqual({ timezone: 'America/New_York', require_two_factor: false });
    expect((await call('GET', '/tenant-settings/', undefined, 'farms')).json()).toEqual({ timezone: 'America/Los_Angeles', require_two_factor: false });
    const bad = await call('PATCH', '/tenant-settings/', { timezone: 'Mars/Olympus_Mons' }, 'harbor');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ timezone: ['"Mars/Olympus_Mons" is not a known time zone.'] });
    expect((await call('PATCH', '/tenant-settings/', { timezone: 'Europe/Paris' }, 'harbor')).json()).toEqual({ timezone: 'Europe/Paris', require_two_factor: false });
    expect((await call('GET', '/tenant-settings/', undefined, 'harbor')).json()).toEqual({ timezone: 'Europe/Paris', require_two_factor: false });
    expect((await call('GET', '/tenant-settings/')).json()).toEqual({ timezone: 'America/New_York', require_two_factor: false });
    expect((await call('PATCH', '/tenant-settings/', {}, 'harbor')).json()).toEqual({ timezone: 'Europe/Paris', require_two_factor: false });
  });
});

describe("the supplier's catalog seen by a connected merchant", () => {
  it('answers the active products of the active catalogs of its record, once each, at the lowest price, by name', async () => {
    const res = await catalog();
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.results.map((i: any) => i.sku)).toEqual([
      'FF-HRB-PARS',
      'FF-HRB-BASL',
      'FF-GAR-WHOL',
      'FF-EGG-LGBR',
      'FF-CIT-LEMN',
      'FF-CIT-LIME',
      'FF-TOM-ROMA',
      'FF-LET-ROM3',
      'FF-BAK-SOUR',
      'FF-ONI-YELL',
    ]);
    expect(page.count).toBe(10);
    expect(page.results.find((i: any) => i.sku === 'FF-TOM-ROMA')).toEqual({
      supplier_product_id: ids.farmsProduct['FF-TOM-ROMA'],
      name: 'Roma Tomatoes',
      sku: 'FF-TOM-ROMA',
      unit: 'lb',
      price: 1.35,
      image: null,
      product_id: ids.product['Roma Tomatoes'],
    });
    expect(page.results.find((i: any) => i.sku === 'FF-CIT-LEMN').product_id).toBeNull();
    const paged = (await call('GET', `/merchant-products/suppliers/${farmsId()}/catalog/?limit=3&offset=9`)).json();
    expect(paged).toEqual({ count: 10, results: [expect.objectContaining({ sku: 'FF-ONI-YELL' })] });
    expect((await call('GET', `/merchant-products/suppliers/${farmsId()}/catalog/?offset=50`)).json()).toEqual({ count: 10, results: [] });
    expect((await catalog('lime')).json().results.map((i: any) => i.name)).toEqual(['Limes']);
  });

  it('takes the lowest price of several catalogs, and none from an inactive catalog or product', async () => {
    const produce = ids.catalog['Restaurant Produce'];
    const roma = ids.farmsProduct['FF-TOM-ROMA'];
    expect(await priceOf('FF-TOM-ROMA')).toBe(1.35);
    await call('PATCH', `/catalogs/${produce}/products/${roma}/`, { price: 1.2 }, 'farms');
    expect(await priceOf('FF-TOM-ROMA')).toBe(1.2);
    await call('PATCH', `/catalogs/${produce}/products/${roma}/`, { price: null }, 'farms');
    await rows(`UPDATE fresh_farms.catalogs SET is_active = false WHERE id = $1`, [ids.catalog['Corner Bistro Pricing']]);
    expect(await priceOf('FF-TOM-ROMA')).toBe(1.49);
    expect(await priceOf('FF-EGG-LGBR')).toBe(4.1);
    await rows(`UPDATE fresh_farms.catalogs SET is_active = true WHERE id = $1`, [ids.catalog['Corner Bistro Pricing']]);
    await call('POST', `/merchant-products/suppliers/${farmsId()}/catalog/add/`, { supplier_product_id: ids.farmsProduct['FF-CIT-LIME'], product_id: ids.product['Arborio Rice'] });
    const limeOffer = async () => (await call('GET', `/merchant-products/offers/?product=${ids.product['Arborio Rice']}&supplier=${farmsId()}`)).json()[0];
    expect((await limeOffer()).price).toBe(1.65);
    await rows(`UPDATE fresh_farms.supplier_products SET is_active = false WHERE sku = 'FF-CIT-LIME'`);
    expect(await priceOf('FF-CIT-LIME')).toBeNull();
    // A tied offer of an inactive product has no price; tying to it is refused.
    expect((await limeOffer()).price).toBeNull();
    expect(
      (await call('POST', `/merchant-products/suppliers/${farmsId()}/catalog/add/`, { supplier_product_id: ids.farmsProduct['FF-CIT-LIME'], product_id: ids.product['Unsalted Butter'] }))
        .statusCode,
    ).toBe(400);
    await rows(`UPDATE fresh_farms.supplier_products SET is_active = true WHERE sku = 'FF-CIT-LIME'`);
    expect(await priceOf('FF-CIT-LIME')).toBe(1.65);
    expect((await limeOffer()).price).toBe(1.65);
  });

  it('shows the terms of its record with the next delivery date', async () => {
    const res = await call('GET', `/merchant-products/suppliers/${farmsId()}/`);
    // Thursday 13:00 in Los Angeles, before the 14:00 cut-off: Friday.
    expect(res.json().terms).toEqual({
      minimum_order: 150,
      minimum_order_rule: 'soft',
      delivery_days: ['MON', 'WED', 'FRI'],
      cutoff_time: '14:00',
      timezone: 'America/Los_Angeles',
      next_delivery_date: '2026-11-27',
    });
    expect((await call('GET', `/merchant-products/suppliers/${ids.supplier['Metro Restaurant Supply']}/`)).json().terms).toBeNull();
  });

  it('answers 409 saying why without an ACTIVE connection, 404 for an unknown supplier', async () => {
    const metro = await catalog('', 'bistro', ids.supplier['Metro Restaurant Supply']);
    expect(metro.statusCode).toBe(409);
    expect(metro.json()).toEqual({ detail: notConnected('Metro Restaurant Supply', null) });
    expect(metro.json().detail).toBe('Metro Restaurant Supply is not connected with you on Tradepost: connect to see its catalog and terms.');
    await setConnection('PAUSED');
    const paused = await catalog();
    expect(paused.statusCode).toBe(409);
    expect(paused.json().detail).toBe('Your connection with Fresh Farms is paused: its catalog and terms are shown again once it is resumed.');
    expect((await call('GET', `/merchant-products/suppliers/${farmsId()}/`)).json().terms).toBeNull();
    const offers = (await call('GET', `/merchant-products/offers/?product=${ids.product['Roma Tomatoes']}`)).json();
    expect(offers.find((o: any) => o.supplier_id === farmsId())).toMatchObject({ supplier_product_id: ids.farmsProduct['FF-TOM-ROMA'], price: null });
    await setConnection('ACTIVE');
    expect((await catalog('', 'bistro', 99999)).statusCode).toBe(404);
  });
});

describe('isolation', () => {
  it("another merchant never sees this merchant's prices; a merchant without an ACTIVE connection sees no catalog", async () => {
    const harborFarms = (await rows<{ id: number }>(`SELECT id FROM harbor_cafe.suppliers WHERE name = 'Fresh Farms'`))[0].id;
    const invited = await catalog('', 'harbor', harborFarms);
    expect(invited.statusCode).toBe(409);
    expect(invited.json().detail).toBe('Your connection with Fresh Farms is not accepted yet: its catalog and terms are shown once it is.');
    // Fresh Farms accepts Harbor Cafe, tied to its Harbor Cafe record: Harbor sees its own catalogs at their prices.
    await rows(
      `UPDATE public.connections SET status = 'ACTIVE', merchant_id = $1 WHERE merchant_supplier_id = $2 AND merchant_tenant_id = (SELECT id FROM public.tenants WHERE name = 'Harbor Cafe')`,
      [ids.farmsMerchant['Harbor Cafe'], harborFarms],
    );
    const items = (await catalog('', 'harbor', harborFarms)).json().results;
    expect(items.find((i: any) => i.sku === 'FF-TOM-ROMA').price).toBe(1.49);
    expect(items.map((i: any) => i.sku)).not.toContain('FF-EGG-LGBR');
    // Corner Bistro's id of its Fresh Farms record names nothing at Harbor Cafe.
    expect((await catalog('', 'harbor', farmsId() + 100)).statusCode).toBe(404);
  });
});

describe('offers tied to supplier products', () => {
  it('answers the catalog price of a tied offer and the own price of an off-system one; eligible suppliers carry them', async () => {
    const roma = ids.product['Roma Tomatoes'];
    const offers = (await call('GET', `/merchant-products/offers/?product=${roma}`)).json();
    expect(offers.map((o: any) => [o.supplier.name, o.supplier_product_id, o.price])).toEqual([
      ['Costco Business Center', null, 2.12],
      ['Fresh Farms', ids.farmsProduct['FF-TOM-ROMA'], 1.35],
    ]);
    const eligible = (await call('GET', `/merchant-products/products/${roma}/eligible-suppliers/`)).json();
    expect(eligible.map((s: any) => [s.name, s.price])).toEqual([
      ['Fresh Farms', 1.35],
      ['Costco Business Center', 2.12],
    ]);
  });

  it('ties a new offer to an item of the catalog only, and sets an own price only on an untied offer', async () => {
    const product = ids.product['Cold Brew Coffee'];
    const farms = farmsId();
    const notInCatalog = await call('POST', '/merchant-products/offers/', { product_id: product, supplier_id: farms, supplier_product_id: ids.farmsProduct['FF-TOM-HEIR'] });
    expect(notInCatalog.json()).toEqual({ supplier_product_id: ['This product is not in the catalog of Fresh Farms for you.'] });
    const metro = await call('POST', '/merchant-products/offers/', {
      product_id: product,
      supplier_id: ids.supplier['Metro Restaurant Supply'],
      supplier_product_id: ids.farmsProduct['FF-GAR-WHOL'],
    });
    expect(metro.json()).toEqual({ supplier_product_id: ['Only an active connection with Metro Restaurant Supply lets an offer be tied to its catalog.'] });
    const both = await call('POST', '/merchant-products/offers/', { product_id: product, supplier_id: farms, supplier_product_id: ids.farmsProduct['FF-GAR-WHOL'], price: 3 });
    expect(both.json()).toEqual({ price: ["This offer is tied to a supplier's product: its price is the catalog's."] });
    const tied = await call('POST', '/merchant-products/offers/', { product_id: product, supplier_id: farms, supplier_product_id: ids.farmsProduct['FF-GAR-WHOL'] });
    expect(tied.statusCode).toBe(201);
    expect(tied.json()).toMatchObject({ supplier_product_id: ids.farmsProduct['FF-GAR-WHOL'], price: 4.5 });
    expect((await call('PATCH', `/merchant-products/offers/${tied.json().id}/`, { price: 2 })).json()).toEqual({
      price: ["This offer is tied to a supplier's product: its price is the catalog's."],
    });
    const own = await call('POST', '/merchant-products/offers/', { product_id: product, supplier_id: ids.supplier['Ocean Catch Seafood'], price: 9.999 });
    expect(own.json()).toMatchObject({ supplier_product_id: null, price: 10 });
    expect((await call('PATCH', `/merchant-products/offers/${own.json().id}/`, { price: 8.5, is_active: false })).json()).toMatchObject({ price: 8.5, is_active: false });
    expect((await call('PATCH', `/merchant-products/offers/${own.json().id}/`, { price: null })).json()).toMatchObject({ price: null });
    expect((await call('PATCH', '/merchant-products/offers/99999/', { price: 1 })).statusCode).toBe(404);
  });

  it('adds a catalog item as a new product with its tied, preferred offer, or ties an existing product', async () => {
    const farms = farmsId();
    const [{ id: produce }] = await rows<{ id: number }>(`SELECT id FROM corner_bistro.categories WHERE category_name = 'Produce'`);
    const lemons = ids.farmsProduct['FF-CIT-LEMN'];
    expect((await call('POST', `/merchant-products/suppliers/${farms}/catalog/add/`, { supplier_product_id: lemons })).json()).toEqual({
      product_name: ['This field is required.'],
      category: ['This field is required.'],
    });
    const res = await call('POST', `/merchant-products/suppliers/${farms}/catalog/add/`, { supplier_product_id: lemons, product_name: ' Lemons ', category: produce });
    expect(res.statusCode).toBe(201);
    const added = res.json();
    expect(added).toMatchObject({ product_name: 'Lemons', offer: { supplier_product_id: lemons, price: 1.79, is_preferred: true, supplier_id: farms } });
    const [product] = await rows(`SELECT sku, base_price FROM corner_bistro.products WHERE id = $1`, [added.product_id]);
    expect(product).toEqual({ sku: 'FF-CIT-LEMN', base_price: 1.79 });
    expect((await catalog('lemon')).json().results[0].product_id).toBe(added.product_id);
    // Again with the same SKU: the merchant's SKU is taken.
    expect((await call('POST', `/merchant-products/suppliers/${farms}/catalog/add/`, { supplier_product_id: lemons, product_name: 'More lemons', category: produce })).json()).toEqual({
      sku: ['product with this sku already exists.'],
    });
    const existing = await call('POST', `/merchant-products/suppliers/${farms}/catalog/add/`, {
      supplier_product_id: ids.farmsProduct['FF-CIT-LIME'],
      product_id: ids.product['Sparkling Water'],
    });
    expect(existing.json()).toMatchObject({ product_id: ids.product['Sparkling Water'], offer: { price: 1.65, is_preferred: false } });
    const notInCatalog = await call('POST', `/merchant-products/suppliers/${farms}/catalog/add/`, {
      supplier_product_id: ids.farmsProduct['FF-RMP-WILD'],
      product_id: ids.product['Sparkling Water'],
    });
    expect(notInCatalog.json()).toEqual({ supplier_product_id: ['This product is not in the catalog of Fresh Farms for you.'] });
    expect((await call('POST', `/merchant-products/suppliers/${ids.supplier['Metro Restaurant Supply']}/catalog/add/`, { supplier_product_id: lemons, product_id: 1 })).statusCode).toBe(409);
  });
});

describe('money', () => {
  it('writes dollars with cents and thousands separators', () => {
    expect([money(150), money(1500), money(1234567.5), money(0.5)]).toEqual(['$150.00', '$1,500.00', '$1,234,567.50', '$0.50']);
  });
});
