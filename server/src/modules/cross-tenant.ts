// Every write that one tenant's call makes into another tenant's schema, and every read of another
// tenant's data, wired into the app here (app.ts): purchasing, offers, the merchant's suppliers and
// the supplier inbox reach them through `fastify.crossTenant`, never by an import's side effect.
import type { FastifyInstance } from 'fastify';
import { writeToSupplierInbox, type MirrorOntoMerchantOrder, type WriteToSupplierInbox } from './supplier-orders/inbox';
import { mirrorOntoMerchantOrder, readReceivedQuantities } from './purchase-orders/mirror';
import { readCatalogPrices, readOrderingTerms, readSupplierCatalog } from './priced-catalogs/supplier-reads';

export interface CrossTenantWrites {
  /** A merchant places an order with a linked on-system supplier: the order, into that supplier's inbox. */
  writeToSupplierInbox: WriteToSupplierInbox;
  /** The supplier accepts (with each line's confirmation and the new total), rejects or fulfils it: onto the merchant's purchase order. */
  mirrorOntoMerchantOrder: MirrorOntoMerchantOrder;
}

/** Reads of a connected supplier's schema for a merchant's call, each for the supplier's record of that merchant; and one of a merchant's schema for its supplier's call. */
export interface CrossTenantReads {
  /** The catalog the supplier gives the merchant's record (a page, searchable), at its prices. */
  readSupplierCatalog: typeof readSupplierCatalog;
  /** Given supplier products' names, SKUs and prices for the merchant's record. */
  readCatalogPrices: typeof readCatalogPrices;
  /** The record's ordering terms and the supplier's time zone. */
  readOrderingTerms: typeof readOrderingTerms;
  /** For the supplier's call: what the merchant's receipts recorded on each line of the merchant's order (by the merchant's line id). */
  readReceivedQuantities: typeof readReceivedQuantities;
}

export type CrossTenant = CrossTenantWrites & CrossTenantReads;

declare module 'fastify' {
  interface FastifyInstance {
    /** The writes into and reads of another tenant's schema (modules/cross-tenant.ts). */
    crossTenant: CrossTenant;
  }
}

export function setUpCrossTenantWrites(fastify: FastifyInstance) {
  fastify.decorate('crossTenant', {
    writeToSupplierInbox,
    mirrorOntoMerchantOrder,
    readSupplierCatalog,
    readCatalogPrices,
    readOrderingTerms,
    readReceivedQuantities,
  } satisfies CrossTenant);
}
