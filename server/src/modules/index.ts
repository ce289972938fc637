// Every area's handlers, keyed by the contract's operationId.
import type { Handlers } from '../openapi/register';
import { handlers as auth } from './auth/routes';
import { handlers as passwords } from './auth/password-routes';
import { handlers as twoFactor } from './auth/mfa-routes';
import { handlers as audit } from './audit/routes';
import { handlers as tenants } from './tenants/routes';
import { handlers as clients } from './clients/routes';
import { handlers as leads } from './leads/routes';
import { handlers as users } from './users/routes';
import { handlers as media } from './media/routes';
import { handlers as health } from './health/routes';
import { handlers as supplierMerchants } from './supplier-merchants/routes';
import { handlers as catalogs } from './catalogs/routes';
import { handlers as supplierProducts } from './supplier-products/routes';
import { handlers as supplierOrders } from './supplier-orders/routes';
import { handlers as categories } from './categories/routes';
import { handlers as units } from './units/routes';
import { handlers as taxes } from './taxes/routes';
import { handlers as products } from './products/routes';
import { handlers as offers } from './offers/routes';
import { handlers as merchantSuppliers } from './merchant-suppliers/routes';
import { handlers as stockAreas } from './stock-areas/routes';
import { handlers as inventoryItems } from './inventory-items/routes';
import { handlers as cycleCounts } from './cycle-counts/routes';
import { handlers as purchaseOrders } from './purchase-orders/routes';
import { handlers as messaging } from './messaging/routes';
import { handlers as invitations } from './invitations/routes';
import { handlers as limits } from './limits/routes';
import { handlers as connections } from './connections/routes';
import { handlers as pricedCatalogs } from './priced-catalogs/routes';
import { handlers as imports } from './imports/routes';
import { handlers as exports } from './exports/routes';
import { handlers as live } from './live/routes';
import { handlers as dashboards } from './dashboards/routes';
import { handlers as team } from './team/routes';
import { handlers as reports } from './reports/routes';

export const handlers: Handlers = {
  ...auth,
  ...passwords,
  ...twoFactor,
  ...audit,
  ...tenants,
  ...clients,
  ...leads,
  ...users,
  ...media,
  ...health,
  ...supplierMerchants,
  ...catalogs,
  ...supplierProducts,
  ...supplierOrders,
  ...categories,
  ...units,
  ...taxes,
  ...products,
  ...offers,
  ...merchantSuppliers,
  ...stockAreas,
  ...inventoryItems,
  ...cycleCounts,
  ...purchaseOrders,
  ...messaging,
  ...invitations,
  ...limits,
  ...connections,
  ...pricedCatalogs,
  ...imports,
  ...exports,
  ...live,
  ...dashboards,
  ...team,
  ...reports,
};
