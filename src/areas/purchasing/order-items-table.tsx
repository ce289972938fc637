// The Place Orders products table (merchant-operations.md "Place Orders screen"): Product with its
// stock chip, SKU, Category, On Hand, Par, Suggest, a supplier picker (the product's preferred
// supplier first), Qty (the suggestion when left empty) and Add. What is typed in a row lives in
// the screen (a row's cells share it) until Add hands it to the cart machine.
import { createContext, useCallback, useContext, useMemo, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { ListMachine } from '../../machines/list.machine';
import { quantityToAdd, type CartSupplier, type OrderCartMachine } from '../../machines/order-cart.machine';
import { Button } from '../../ui/button';
import { columnHelper } from '../../ui/data-table';
import { inputClasses } from '../../ui/field';
import { ListTable } from '../../ui/list-table';
import type { OrderItem, SupplierChoice } from './purchasing.actors';
import { StockChip } from './stock-chip';
import { useSupplierChoices } from './supplier-choices';

export const ITEMS_TEXT = {
  loading: 'Loading items...',
  empty: 'No items found.',
  noSupplier: 'No supplier',
};

interface RowDraft {
  qty: string;
  /** undefined: the default supplier (the preferred one). */
  supplierId?: number | null;
}

interface RowsState {
  drafts: Record<number, RowDraft>;
  change(itemId: number, patch: Partial<RowDraft>): void;
  cart: ActorRefFrom<OrderCartMachine>;
}

const RowsContext = createContext<RowsState | null>(null);

/** The supplier a row orders from: the one picked, else the preferred one. */
function chosenSupplier(item: OrderItem, picked: number | null | undefined, choices: SupplierChoice[] | null): CartSupplier | null {
  const id = picked !== undefined ? picked : (item.preferred?.id ?? choices?.find((c) => c.isPreferred)?.id ?? null);
  if (id === null) return null;
  const choice = choices?.find((c) => c.id === id);
  if (choice) return { id, name: choice.name, shopInStore: choice.shopInStore };
  return item.preferred?.id === id ? { id, name: item.preferred.name, shopInStore: false } : null;
}

/** Everything a row's cells read and do. */
function useRow(item: OrderItem) {
  const rows = useContext(RowsContext)!;
  const choices = useSupplierChoices(item.product_id);
  const draft = rows.drafts[item.id] ?? { qty: '' };
  const supplier = chosenSupplier(item, draft.supplierId, choices);
  // The preferred supplier is an option before the eligible suppliers arrive.
  const options = choices ?? (item.preferred ? [{ ...item.preferred, shopInStore: false, isPreferred: true }] : []);
  return {
    qty: draft.qty,
    supplier,
    options,
    setQty: (qty: string) => rows.change(item.id, { qty }),
    setSupplier: (value: string) => rows.change(item.id, { supplierId: value === '' ? null : Number(value) }),
    add() {
      rows.cart.send({ type: 'line.add', product: { product_id: item.product_id, name: item.name, sku: item.sku }, qty: quantityToAdd(draft.qty, item.suggested), supplier });
      rows.change(item.id, { qty: '' });
    },
  };
}

function SupplierCell({ item }: { item: OrderItem }) {
  const row = useRow(item);
  return (
    <select aria-label={`Supplier for ${item.name}`} className={`${inputClasses} min-w-40`} value={row.supplier?.id ?? ''} onChange={(e) => row.setSupplier(e.target.value)}>
      <option value="">{ITEMS_TEXT.noSupplier}</option>
      {row.options.map((s) => (
        <option key={s.id} value={s.id}>
          {s.name}
        </option>
      ))}
    </select>
  );
}

function QtyCell({ item }: { item: OrderItem }) {
  const row = useRow(item);
  return (
    <input
      type="number"
      min={0}
      step="any"
      aria-label={`Quantity for ${item.name}`}
      className={`${inputClasses} w-24`}
      placeholder={String(item.suggested)}
      value={row.qty}
      onChange={(e) => row.setQty(e.target.value)}
      onKeyDown={(e) => e.key === 'Enter' && row.add()}
    />
  );
}

function AddCell({ item }: { item: OrderItem }) {
  const row = useRow(item);
  return (
    <Button variant="secondary" className="px-3! py-1!" aria-label={`Add ${item.name}`} onClick={row.add}>
      Add
    </Button>
  );
}

const col = columnHelper<OrderItem>();
const columns = col.columns([
  col.accessor('name', {
    header: 'Product',
    cell: ({ row }) => (
      <span className="flex items-center gap-2">
        {row.original.name}
        <StockChip level={row.original.level} />
      </span>
    ),
  }),
  col.accessor('sku', { header: 'SKU', cell: (info) => info.getValue() || '-' }),
  col.accessor('category', { header: 'Category', cell: (info) => info.getValue() || '-' }),
  col.accessor('onHand', { header: 'On Hand' }),
  col.accessor('par', { header: 'Par', cell: (info) => info.getValue() ?? '-' }),
  col.accessor('suggested', { header: 'Suggest' }),
  col.display({ id: 'supplier', header: 'Supplier', cell: ({ row }) => <SupplierCell item={row.original} /> }),
  col.display({ id: 'qty', header: 'Qty', cell: ({ row }) => <QtyCell item={row.original} /> }),
  col.display({ id: 'add', header: 'Add', cell: ({ row }) => <AddCell item={row.original} /> }),
]);

export function OrderItemsTable({ list, cart }: { list: ActorRefFrom<ListMachine<OrderItem>>; cart: ActorRefFrom<OrderCartMachine> }) {
  const [drafts, setDrafts] = useState<Record<number, RowDraft>>({});
  const change = useCallback((itemId: number, patch: Partial<RowDraft>) => setDrafts((d) => ({ ...d, [itemId]: { ...(d[itemId] ?? { qty: '' }), ...patch } })), []);
  const rows = useMemo(() => ({ drafts, change, cart }), [drafts, change, cart]);
  return (
    <RowsContext.Provider value={rows}>
      <ListTable list={list} columns={columns} getRowId={(i) => String(i.id)} text={ITEMS_TEXT} caption="Products to order" />
    </RowsContext.Provider>
  );
}
