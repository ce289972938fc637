// The merchant supplier form (merchant-operations.md sections 2, 3, 5): every field of the entity,
// timezone America/New_York by default, min order qty and lead time 0 or more or empty (null),
// shop-in-store notes only while shop-in-store is on. Values are trimmed and empty becomes null.
// relationship_status is read-only (decisions.md "Connections"): it shows the supplier's connection,
// which the connection machine changes through its own calls. Supply `load`, `save` and actions.

import type { components } from '../../api/schema';
import type { ConnectionSummary } from '../connections/connection.machine';
import { numberOrNull, trimToNull } from '../../lib/text';
import { createFormMachine, type FieldErrors } from '../form.machine';

export type RelationshipStatus = components['schemas']['RelationshipStatus'];
export type SupplierBody = components['schemas']['MerchantSupplierInput'] & { name: string };

export const DEFAULT_TIMEZONE = 'America/New_York';

export interface SupplierFormValues {
  id?: number;
  name: string;
  account_manager: string;
  email: string;
  phone: string;
  alt_phone: string;
  notes: string;
  timezone: string;
  /** As typed; blank is null. */
  default_min_order_qty: string;
  default_lead_time_days: string;
  is_active: boolean;
  supports_pickup: boolean;
  supports_shop_in_store: boolean;
  shop_in_store_notes: string;
  /** Read-only: what the supplier's connection makes of it (OFF_SYSTEM for none). */
  relationship_status: RelationshipStatus;
  connection: ConnectionSummary | null;
  /** The supplier tenant of its live connection, read-only. */
  supplier_client: number | null;
  supplier_client_name: string | null;
  /** Read-only: a connected supplier's ordering terms for this merchant (issue 22). */
  terms: components['schemas']['OrderingTerms'] | null;
}

export const SUPPLIER_MESSAGES = {
  nameRequired: 'Name is required.',
  minOrderQty: 'Enter 0 or more, or leave it empty.',
  leadTime: 'Enter a whole number of days from 0 to 365, or leave it empty.',
  saved: 'Supplier saved.',
  saveFailed: 'Failed to save supplier.',
  loadFailed: 'Failed to load supplier.',
  deleted: 'Supplier deleted.',
  deleteFailed: 'Failed to delete supplier.',
  confirm: 'Delete this supplier?',
} as const;

export const NEW_SUPPLIER: SupplierFormValues = {
  name: '',
  account_manager: '',
  email: '',
  phone: '',
  alt_phone: '',
  notes: '',
  timezone: DEFAULT_TIMEZONE,
  default_min_order_qty: '',
  default_lead_time_days: '',
  is_active: true,
  supports_pickup: false,
  supports_shop_in_store: false,
  shop_in_store_notes: '',
  relationship_status: 'OFF_SYSTEM',
  connection: null,
  supplier_client: null,
  supplier_client_name: null,
  terms: null,
};

/** The fields a save sends, and so the ones whose server errors show under a field. */
export const SUPPLIER_FIELDS = [
  'name',
  'account_manager',
  'email',
  'phone',
  'alt_phone',
  'notes',
  'timezone',
  'default_min_order_qty',
  'default_lead_time_days',
  'is_active',
  'supports_pickup',
  'supports_shop_in_store',
  'shop_in_store_notes',
] as const;

/** The POST/PATCH body: text trimmed, blank → null; notes for shop-in-store only while it is on. */
export function supplierBody(values: SupplierFormValues): SupplierBody {
  return {
    name: values.name.trim(),
    account_manager: trimToNull(values.account_manager),
    email: trimToNull(values.email),
    phone: trimToNull(values.phone),
    alt_phone: trimToNull(values.alt_phone),
    notes: trimToNull(values.notes),
    timezone: values.timezone.trim() || DEFAULT_TIMEZONE,
    default_min_order_qty: numberOrNull(values.default_min_order_qty),
    default_lead_time_days: numberOrNull(values.default_lead_time_days),
    is_active: values.is_active,
    supports_pickup: values.supports_pickup,
    supports_shop_in_store: values.supports_shop_in_store,
    shop_in_store_notes: values.supports_shop_in_store ? trimToNull(values.shop_in_store_notes) : null,
  };
}

export function validateSupplier(values: SupplierFormValues): FieldErrors {
  const errors: FieldErrors = {};
  if (values.name.trim() === '') errors.name = [SUPPLIER_MESSAGES.nameRequired];
  const qty = numberOrNull(values.default_min_order_qty);
  if (qty !== null && !(Number.isFinite(qty) && qty >= 0)) errors.default_min_order_qty = [SUPPLIER_MESSAGES.minOrderQty];
  const days = numberOrNull(values.default_lead_time_days);
  if (days !== null && !(Number.isInteger(days) && days >= 0 && days <= 365)) errors.default_lead_time_days = [SUPPLIER_MESSAGES.leadTime];
  return errors;
}

export const supplierFormMachine = createFormMachine<SupplierFormValues>({
  validate: validateSupplier,
  shownFields: SUPPLIER_FIELDS,
  alwaysOpen: true,
});
