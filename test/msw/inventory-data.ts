// Builders of inventory and cycle-count rows shaped like the contract's answers, for the machine
// tests and the msw fakes of the inventory area.
import type { components } from '../../src/api/schema';

type Schemas = components['schemas'];
export type Batch = Schemas['CycleCountDetail'];
export type Line = Schemas['CycleCountLine'];
export type Area = Schemas['StockArea'];
export type Item = Schemas['InventoryItem'];
export type Movement = Schemas['StockMovement'];
export type Conflict = Schemas['ConflictRow'];

export const MARIA = { id: 3, name: 'Maria Lopez' };

export function batch(b: Partial<Batch> & Pick<Batch, 'id'>): Batch {
  const status = b.status ?? 'OPEN';
  return {
    name: null,
    status,
    areas: [1],
    area_names: ['Walk-in Cooler'],
    notes: '',
    started_by: status === 'DRAFT' ? null : MARIA,
    started_by_name: status === 'DRAFT' ? null : MARIA.name,
    started_at: status === 'DRAFT' ? null : '2024-06-03T14:00:00Z',
    finalized_at: null,
    closed_at: null,
    created_at: '2024-06-03T13:55:00Z',
    last_saved_at: null,
    line_count: 0,
    counted_count: 0,
    timeline: [
      { id: b.id * 10, action: 'created', status_from: null, status_to: 'DRAFT', user: MARIA, details: {}, at: '2024-06-03T13:55:00Z' },
      ...(status === 'DRAFT'
        ? []
        : [{ id: b.id * 10 + 1, action: 'started' as const, status_from: 'DRAFT' as const, status_to: 'OPEN' as const, user: MARIA, details: { lines: 3 }, at: '2024-06-03T14:00:00Z' }]),
    ],
    ...b,
  };
}

export function line(l: Partial<Line> & Pick<Line, 'id' | 'product_name'>): Line {
  return {
    item: l.id + 100,
    area: 1,
    area_name: 'Walk-in Cooler',
    product: l.id + 200,
    product_category: 'Produce',
    sku: `SKU-${l.id}`,
    unit_name: 'lb',
    expected_qty: 10,
    counted_qty: null,
    note: null,
    on_hand_before: null,
    applied_delta: null,
    resolution: null,
    version: l.counted_qty == null ? 0 : 1,
    counted_by: l.counted_qty == null ? null : MARIA,
    counted_at: l.counted_qty == null ? null : '2024-06-06T09:30:00Z',
    ...l,
  };
}

/** A line's saved state as a save, a stale-line 409 and the live stream give it. */
export const savedStateOf = (l: Line): Schemas['SavedCountLine'] => ({
  id: l.id,
  area: l.area ?? null,
  counted_qty: l.counted_qty,
  note: l.note,
  version: l.version,
  counted_by: l.counted_by,
  counted_at: l.counted_at,
});

/** Three lines of the walk-in cooler: tomatoes counted (9 of 10), lettuce and basil not yet. */
export const coolerLines = (): Line[] => [
  line({ id: 1, product_name: 'Roma Tomatoes', sku: 'PRD-TOM-01', expected_qty: 10, counted_qty: 9 }),
  line({ id: 2, product_name: 'Romaine Lettuce', sku: 'PRD-LET-02', product_category: 'Produce', expected_qty: 3 }),
  line({ id: 3, product_name: 'Fresh Basil', sku: 'PRD-BAS-04', area: 2, area_name: 'Dry Storage', expected_qty: 4 }),
];

export const conflictOf = (l: Line, currentOnHand: number): Conflict => ({
  line: l.id,
  area: l.area,
  area_name: l.area_name,
  product: l.product,
  product_name: l.product_name,
  sku: l.sku,
  expected_at_snapshot: l.expected_qty,
  current_on_hand: currentOnHand,
  counted_qty: l.counted_qty,
});

export const area = (a: Partial<Area> & Pick<Area, 'id' | 'name'>): Area => ({ description: '', is_active: true, ...a });
