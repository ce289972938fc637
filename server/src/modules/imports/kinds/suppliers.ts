// Merchant suppliers: matched by name (any case).
import { duplicateErrors, type FieldSpec } from '../fields';
import { KIND_MESSAGES, lower, splitByMatch, type ImportKindSpec } from '../kind';
import { idsByKey, insertMany, updateMany, type Columns } from '../writes';

const FIELDS: FieldSpec[] = [
  { name: 'name', label: 'Name', type: 'text', required: true, maxLength: 255, aliases: ['supplier', 'supplier name'] },
  { name: 'account_manager', label: 'Account manager', type: 'text', maxLength: 255, aliases: ['contact'] },
  { name: 'email', label: 'Email', type: 'email', maxLength: 254, aliases: ['e-mail'] },
  { name: 'phone', label: 'Phone', type: 'text', maxLength: 50 },
  { name: 'alt_phone', label: 'Alt phone', type: 'text', maxLength: 50, aliases: ['alternative phone'] },
  { name: 'notes', label: 'Notes', type: 'text', maxLength: 5000 },
  { name: 'default_min_order_qty', label: 'Default min order qty', type: 'number', min: 0, max: 99999999999.999, aliases: ['min order qty', 'minimum order'] },
  { name: 'default_lead_time_days', label: 'Default lead time days', type: 'integer', min: 0, max: 365, aliases: ['lead time days', 'lead time'] },
];

const COLUMNS: Columns = {
  name: 'text',
  account_manager: 'text',
  email: 'text',
  phone: 'text',
  alt_phone: 'text',
  notes: 'text',
  default_min_order_qty: 'numeric',
  default_lead_time_days: 'int',
};

export const suppliers: ImportKindSpec = {
  tenantType: 'merchant',
  fields: FIELDS,
  example: {
    name: 'Green Valley Produce',
    account_manager: 'Ana Ruiz',
    email: 'orders@greenvalley.example',
    phone: '555-0100',
    alt_phone: '',
    notes: '',
    default_min_order_qty: '10',
    default_lead_time_days: '2',
  },

  async check(_tx, records, columnOf) {
    return duplicateErrors(
      records,
      (r) => lower(r.name),
      columnOf('name'),
      (first) => KIND_MESSAGES.twice('name', first),
    );
  },

  async commit(records, { tx, onExisting }) {
    const byName = await idsByKey(tx, 'suppliers', 'name');
    const { creates, updates, skipped } = splitByMatch(records, (r) => byName.get(lower(r.record.name)!), onExisting);
    const created = await insertMany(
      tx,
      'suppliers',
      COLUMNS,
      creates.map((r) => r.record),
    );
    const updated = await updateMany(
      tx,
      'suppliers',
      COLUMNS,
      updates.map((r) => ({ ...r.record, id: r.id })),
    );
    return { created, updated, skipped };
  },
};
