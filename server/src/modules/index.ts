// Every area's handlers, keyed by the contract's operationId.
import type { Handlers } from '../openapi/register';
import { handlers as auth } from './auth/routes';
import { handlers as tenants } from './tenants/routes';
import { handlers as clients } from './clients/routes';
import { handlers as leads } from './leads/routes';
import { handlers as users } from './users/routes';
import { handlers as media } from './media/routes';
import { handlers as supplierMerchants } from './supplier-merchants/routes';
import { handlers as catalogs } from './catalogs/routes';
import { handlers as supplierProducts } from './supplier-products/routes';
import { handlers as supplierOrders } from './supplier-orders/routes';
import { handlers as purchaseOrders } from './purchase-orders/routes';
import { handlers as messaging } from './messaging/routes';

export const handlers: Handlers = { ...auth, ...tenants, ...clients, ...leads, ...users, ...media, ...supplierMerchants, ...catalogs, ...supplierProducts, ...supplierOrders, ...purchaseOrders, ...messaging };
