// Each side's home in one call (issue 28): the merchant's, the supplier's and the superadmin's.
import type { Handlers } from '../../openapi/register';
import { offerPrices } from '../priced-catalogs/connected';
import { readTenant, requestTenant } from '../tenants/scope';
import { catalogueCounts, countsAndStock, itemsBelowPar, ordersDue, platformFigures, supplierFigures } from './repo';

export const handlers: Handlers = {
  async getMerchantDashboard(req) {
    const tenant = requestTenant(req);
    const now = req.server.clock.now();
    return readTenant(req, async (tx) => {
      const items = await itemsBelowPar(tx);
      const offers = items.flatMap((i) => (i.offer ? [i.offer] : []));
      const prices = await offerPrices(tx, req.server.crossTenant, tenant.id, offers);
      const priceOf = new Map(offers.map((o, n) => [o, prices[n]]));
      const below_par = items.map(({ offer, total: _, ...item }) => ({
        ...item,
        supplier: offer ? { id: offer.supplier_id, name: offer.name, shop_in_store: offer.shop_in_store, price: priceOf.get(offer) ?? null } : null,
      }));
      return {
        ...(await catalogueCounts(tx)),
        below_par,
        below_par_count: items[0]?.total ?? 0,
        ...(await ordersDue(tx, now, tenant.timezone)),
        ...(await countsAndStock(tx)),
      };
    });
  },

  async getSupplierDashboard(req) {
    const tenant = requestTenant(req);
    return readTenant(req, (tx) => supplierFigures(tx, tenant.id, req.server.clock.now(), tenant.timezone));
  },

  async getPlatformDashboard(req) {
    return platformFigures(req.server.db, req.server.clock.now());
  },
};
