// Every write that one tenant's call makes into another tenant's schema, wired into the app here
// (app.ts): purchasing and the supplier inbox reach them through `fastify.crossTenant`, never by
// an import's side effect.
import type { FastifyInstance } from 'fastify';
import { writeToSupplierInbox, type MirrorOntoMerchantOrder, type WriteToSupplierInbox } from './supplier-orders/inbox';
import { mirrorOntoMerchantOrder } from './purchase-orders/mirror';

export interface CrossTenantWrites {
  /** A merchant places an order with a linked on-system supplier: the order, into that supplier's inbox. */
  writeToSupplierInbox: WriteToSupplierInbox;
  /** The supplier accepts, rejects or fulfils it: the status, onto the merchant's purchase order. */
  mirrorOntoMerchantOrder: MirrorOntoMerchantOrder;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The writes into another tenant's schema (modules/cross-tenant.ts). */
    crossTenant: CrossTenantWrites;
  }
}

export function setUpCrossTenantWrites(fastify: FastifyInstance) {
  fastify.decorate('crossTenant', { writeToSupplierInbox, mirrorOntoMerchantOrder } satisfies CrossTenantWrites);
}
