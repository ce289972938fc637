// Every status the product shows, in one table: its tone (the badge's colour) and its label.
// Labels are the spec's words; cycle counts show the status word itself (the spec writes 'OPEN').
import type { components } from '../api/schema';
import { CONNECTION_STATUS_LABELS } from '../lib/connection-rules';
import { STATUS_LABELS as SUPPLIER_ORDER_LABELS } from '../lib/supplier-order-status';

type Schemas = components['schemas'];

/** The badge colours: neutral (grey), info (blue), warning (amber), success (green), danger (red). */
export type Tone = 'neutral' | 'info' | 'warning' | 'success' | 'danger';

export interface StatusLook {
  tone: Tone;
  label: string;
}

const look = (tone: Tone, label: string): StatusLook => ({ tone, label });

// The receiving statuses arrive with the receiving issue; listed now so the table stays the one place.
type PurchaseOrderStatus = Schemas['PurchaseOrderStatus'] | 'PARTIALLY_RECEIVED' | 'RECEIVED';

export const STATUSES = {
  cycleCount: {
    DRAFT: look('neutral', 'DRAFT'),
    OPEN: look('info', 'OPEN'),
    FINALIZED: look('warning', 'FINALIZED'),
    POSTED: look('success', 'POSTED'),
    ARCHIVED: look('neutral', 'ARCHIVED'),
    CANCELLED: look('danger', 'CANCELLED'),
  } satisfies Record<Schemas['CycleCountStatus'], StatusLook>,
  purchaseOrder: {
    PLACED: look('info', 'Placed'),
    ACCEPTED: look('warning', 'Accepted'),
    REJECTED: look('danger', 'Rejected'),
    FULFILLED: look('success', 'Fulfilled'),
    PARTIALLY_RECEIVED: look('warning', 'Partly received'),
    RECEIVED: look('success', 'Received'),
  } satisfies Record<PurchaseOrderStatus, StatusLook>,
  supplierOrder: {
    new: look('info', SUPPLIER_ORDER_LABELS.new),
    accepted: look('warning', SUPPLIER_ORDER_LABELS.accepted),
    rejected: look('danger', SUPPLIER_ORDER_LABELS.rejected),
    fulfilled: look('success', SUPPLIER_ORDER_LABELS.fulfilled),
  } satisfies Record<Schemas['SupplierOrderStatus'], StatusLook>,
  /** A connection as its supplier reads it: an ACTIVE one is 'Connected'. */
  connection: {
    INVITED: look('info', CONNECTION_STATUS_LABELS.INVITED),
    ACTIVE: look('success', 'Connected'),
    PAUSED: look('warning', CONNECTION_STATUS_LABELS.PAUSED),
    DECLINED: look('neutral', CONNECTION_STATUS_LABELS.DECLINED),
    ARCHIVED: look('neutral', CONNECTION_STATUS_LABELS.ARCHIVED),
  } satisfies Record<Schemas['ConnectionStatus'], StatusLook>,
  invitation: {
    pending: look('info', 'Pending'),
    accepted: look('success', 'Accepted'),
    expired: look('neutral', 'Expired'),
    revoked: look('neutral', 'Revoked'),
  } satisfies Record<Schemas['InvitationStatus'], StatusLook>,
  message: {
    queued: look('info', 'Queued'),
    sent: look('success', 'Sent'),
    failed: look('danger', 'Failed'),
  } satisfies Record<Schemas['MessageStatus'], StatusLook>,
  product: {
    ACT: look('success', 'Active'),
    ICT: look('neutral', 'Inactive'),
    OUT: look('warning', 'Out of Stock'),
    DIS: look('neutral', 'Discontinued'),
  } satisfies Record<Schemas['ProductStatus'], StatusLook>,
  lead: {
    NEW: look('info', 'New'),
    CONTACTED: look('warning', 'Contacted'),
    QUALIFIED: look('warning', 'Qualified'),
    CONVERTED: look('success', 'Converted'),
    LOST: look('neutral', 'Lost'),
  } satisfies Record<Schemas['LeadStatus'], StatusLook>,
  /** A partner record's standing on Tradepost (the merchant's suppliers): a request reads by who made it. */
  relationship: {
    OFF_SYSTEM: look('neutral', 'Off system'),
    REQUESTED: look('info', 'Requested'),
    REQUEST_RECEIVED: look('info', 'Request received'),
    ACTIVE: look('success', 'Active'),
    PAUSED: look('warning', 'Paused'),
  },
  /** A record's own Active switch (catalogs, supplier products). */
  active: {
    true: look('success', 'Active'),
    false: look('neutral', 'Inactive'),
  },
} as const;

export type StatusKind = keyof typeof STATUSES;
export type StatusOf<K extends StatusKind> = keyof (typeof STATUSES)[K];

/** The tone and label of a status of a kind. */
export function statusLook<K extends StatusKind>(kind: K, status: StatusOf<K>): StatusLook {
  return (STATUSES[kind] as Record<StatusOf<K>, StatusLook>)[status];
}
