// The inventory calls (merchant-operations.md section 7: stock areas, inventory items; and an
// item's stock history) as promises for the machines' actors. They resolve with what the screens
// show and reject with an ApiError (the server's detail, else our fallback, and the field errors
// a form shows).
import { api } from '../../api/client';
import { dataOf, doneOf } from '../../api/errors';
import type { components } from '../../api/schema';
import type { AreaValues } from '../../machines/inventory/area-form.machine';
import type { ItemPatch } from '../../machines/inventory/item-form.machine';
import { toListPage, type ListPage, type ListQuery } from '../../machines/list.machine';

export type StockArea = components['schemas']['StockArea'];
export type InventoryItem = components['schemas']['InventoryItem'];
export type StockMovement = components['schemas']['StockMovement'];

/** Texts the spec does not give (docs/decisions.md, "Inventory"). */
export const INVENTORY_TEXT = {
  areasFailed: 'Failed to load stock areas.',
  areaSaveFailed: 'Failed to save the area.',
  areaDeleteFailed: 'Failed to delete the area.',
  itemsFailed: 'Failed to load items.',
  itemSaveFailed: 'Failed to save the item.',
  itemDeleteFailed: 'Failed to delete the item.',
  historyFailed: 'Failed to load the stock history.',
  countsFailed: 'Failed to load the counts.',
} as const;

const path = (id: number) => ({ params: { path: { id } } });

/** The stock areas (the areas page, the item forms, the dashboard, and the areas to count). */
export async function listAreas(signal?: AbortSignal): Promise<StockArea[]> {
  // A plain array per the contract; {results} is accepted too (the spec).
  return toListPage<StockArea>(await dataOf(api.GET('/inventory/areas/', { signal }), INVENTORY_TEXT.areasFailed)).rows;
}

export const fetchAreaPage = async (_q: ListQuery, signal?: AbortSignal): Promise<ListPage<StockArea>> => toListPage(await listAreas(signal));

/** POST or PATCH an area (the name trimmed). */
export function saveArea(id: number | null, values: AreaValues): Promise<StockArea> {
  const body = { name: values.name.trim(), description: values.description.trim() || null, is_active: values.is_active };
  return dataOf(id === null ? api.POST('/inventory/areas/', { body }) : api.PATCH('/inventory/areas/{id}/', { ...path(id), body }), INVENTORY_TEXT.areaSaveFailed);
}

export function deleteArea(id: number): Promise<void> {
  return doneOf(api.DELETE('/inventory/areas/{id}/', path(id)), INVENTORY_TEXT.areaDeleteFailed);
}

export async function listItems(q: string, signal?: AbortSignal): Promise<InventoryItem[]> {
  const query = q.trim() ? { q: q.trim() } : {};
  return toListPage<InventoryItem>(await dataOf(api.GET('/inventory/items/', { params: { query }, signal }), INVENTORY_TEXT.itemsFailed)).rows;
}

export const fetchItemPage = async ({ query }: ListQuery, signal?: AbortSignal): Promise<ListPage<InventoryItem>> => toListPage(await listItems(query, signal));

export type ItemBody = components['schemas']['InventoryItemCreate'];

/** POST (id null) or PATCH an item. */
export function saveItem(id: number | null, body: Partial<ItemBody> & ItemPatch): Promise<InventoryItem> {
  // Fields left out get the server's defaults (on_hand 0, active, min_qty and cost_price 0).
  const call = id === null ? api.POST('/inventory/items/', { body: body as ItemBody }) : api.PATCH('/inventory/items/{id}/', { ...path(id), body });
  return dataOf(call, INVENTORY_TEXT.itemSaveFailed);
}

export function deleteItem(id: number): Promise<void> {
  return doneOf(api.DELETE('/inventory/items/{id}/', path(id)), INVENTORY_TEXT.itemDeleteFailed);
}

export async function fetchMovementPage(itemId: number, signal?: AbortSignal): Promise<ListPage<StockMovement>> {
  return toListPage<StockMovement>(await dataOf(api.GET('/inventory/items/{id}/movements/', { ...path(itemId), signal }), INVENTORY_TEXT.historyFailed));
}

/** The dashboard's counts: stock areas, items and open cycle counts (the count read with page_size 1). */
export async function loadInventoryCounts(signal?: AbortSignal): Promise<Record<'areas' | 'items' | 'open', number>> {
  const [areas, items, open] = await Promise.all([
    listAreas(signal),
    listItems('', signal),
    dataOf(api.GET('/inventory/cycle-counts/', { params: { query: { status: ['OPEN'], page_size: 1 } }, signal }), INVENTORY_TEXT.countsFailed),
  ]);
  return { areas: areas.length, items: items.length, open: toListPage(open).count };
}

export type CycleCount = components['schemas']['CycleCount'];
export const COUNTS_TEXT = {
  listFailed: 'Failed to load cycle counts.',
  createFailed: 'Failed to create cycle count.',
} as const;

/** One page of batches of some statuses. */
export async function fetchCycleCountPage({ page, pageSize, filters }: ListQuery, signal?: AbortSignal): Promise<ListPage<CycleCount>> {
  const status = filters.status ? (filters.status.split(',') as CycleCount['status'][]) : undefined;
  return toListPage<CycleCount>(await dataOf(api.GET('/inventory/cycle-counts/', { params: { query: { status, page, page_size: pageSize } }, signal }), COUNTS_TEXT.listFailed));
}

/** The tab badges: how many batches each status list holds, each read with page_size 1. */
export async function loadTabCounts(tabs: Record<string, CycleCount['status'][]>, signal?: AbortSignal): Promise<Record<string, number>> {
  const entries = await Promise.all(
    Object.entries(tabs).map(
      async ([tab, statuses]) => [tab, (await fetchCycleCountPage({ query: '', page: 1, pageSize: 1, filters: { status: statuses.join(',') } }, signal)).count] as const,
    ),
  );
  return Object.fromEntries(entries);
}

/** 'New Cycle Count': a DRAFT batch (empty body). */
export function createDraftCount(): Promise<CycleCount> {
  return dataOf(api.POST('/inventory/cycle-counts/', { body: {} }), COUNTS_TEXT.createFailed);
}
