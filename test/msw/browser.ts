// `npm run dev:mock`: the app in the browser with msw's service worker serving the test fakes, no
// server needed. vite.mock.config.ts loads this file instead of src/main.tsx; it starts the worker,
// then the app. Each area's fake keeps its own store in memory (a reload starts afresh); where two
// fakes answer the same call, the first listed here answers. Sign in with a demo user of
// test/msw/fixtures.ts (password demo12345) on localhost, or on its tenant's domain
// (e.g. bistro.localhost:5173).
import { setupWorker } from 'msw/browser';
import { createFakeApi } from './auth';
import { inventoryHandlers, createInventoryDb } from './inventory';
import { createCatalogueDb, merchantCatalogueHandlers } from './merchant-catalogue';
import { createMerchantProductsDb, merchantProductsHandlers } from './merchant-products';
import { createPurchasingDb, purchasingHandlers } from './purchasing';
import { createClientsDb, superadminClientsHandlers } from './superadmin-clients';
import { createUsersLeadsDb, superadminUsersLeadsHandlers } from './superadmin-users-leads';
import { createSupplierDb, supplierHandlers } from './supplier-area';

const worker = setupWorker(
  ...createFakeApi({ host: location.hostname }).handlers,
  ...superadminClientsHandlers(createClientsDb()),
  ...superadminUsersLeadsHandlers(createUsersLeadsDb()),
  ...supplierHandlers(createSupplierDb()),
  ...merchantProductsHandlers(createMerchantProductsDb()),
  ...merchantCatalogueHandlers(createCatalogueDb()),
  ...inventoryHandlers(createInventoryDb()),
  ...purchasingHandlers(createPurchasingDb()),
);

await worker.start({
  // Vite's own module requests pass through; an API call no fake answers is worth a warning.
  onUnhandledRequest: (request, print) => {
    if (new URL(request.url).pathname.startsWith('/1/api/')) print.warning();
  },
});
await import('../../src/main');
