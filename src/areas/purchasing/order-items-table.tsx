// The Place Orders products table (merchant-operations.md "Place Orders screen"): Product with its
// stock chip, SKU, Category, On Hand, Par, Suggest (less what is on order; its sum as a tooltip and
// as the Qty box's description), a supplier picker (the product's preferred
// supplier first), Qty (the suggestion when left empty) and Add. What is typed in a row lives in
// the screen (a row's cells share it) until Add hands it to the cart machine. The table is dense to
// fit a 1,280 px window whole: names, SKUs and categories are cut to one line (whole in a tooltip).
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { createContext, useCallback, useContext, useMemo, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { ListMachine } from '../../machines/list.machine';
import { type OrderCartMachine } from '../../machines/purchasing/order-cart.machine';
import { quantityToAdd, type CartSupplier } from '../../machines/purchasing/order-cart.lines';
import { Button } from '../../ui/button';
import { columnHelper } from '../../ui/data-table';
import { inputClasses } from '../../ui/field';
import { ListTable } from '../../ui/list-table';
import { windowVh } from '../../ui/virtual-rows';
import { cheapestChoice, choiceLabel, type SupplierChoice } from '../../machines/purchasing/supplier-choices.machine';
import type { OrderItem } from './purchasing.actors';
import { StockChip } from './stock-chip';
import { choicesOf, useSupplierChoices, useSupplierChoicesActor } from './supplier-choices';

export const ITEMS_TEXT = {
  loading: 'Loading items...',
  empty: 'No items found.',
  noSupplier: 'No supplier',
  /** Ours: why a product may be missing here, under an empty table. */
  onlyStocked: 'Products appear here once they have an inventory item.',
  addItems: 'Add inventory items',
};

/** Under an empty table: products are ordered through their inventory items, and where to add one. */
function OnlyStockedHelp({ list }: { list: ActorRefFrom<ListMachine<OrderItem>> }) {
  const empty = useSelector(list, (s) => s.context.loaded && s.context.rows.length === 0 && !s.hasTag('loading') && !s.hasTag('error'));
  if (!empty) return null;
  return (
    <p className="text-sm text-slate-600">
      {ITEMS_TEXT.onlyStocked}{' '}
      <Link to="/merchant/inventory/items/new" className="font-medium text-blue-700 hover:underline">
        {ITEMS_TEXT.addItems}
      </Link>
    </p>
  );
}

/** A row's height in px: every row is one line high (long texts are cut), so the controls set it. */
export const ITEM_ROW_HEIGHT = 55;

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
export function chosenSupplier(item: OrderItem, picked: number | null | undefined, choices: SupplierChoice[] | null): CartSupplier | null {
  const id = picked !== undefined ? picked : (item.preferred?.id ?? choices?.find((c) => c.isPreferred)?.id ?? null);
  if (id === null) return null;
  const choice = choices?.find((c) => c.id === id);
  if (choice) return { id, name: choice.name, shopInStore: choice.shopInStore, price: choice.price };
  return item.preferred?.id === id ? { id, name: item.preferred.name, shopInStore: false, price: null } : null;
}

/** What is typed and picked in a row, and Add, which uses them. */
function useRowDraft(item: OrderItem) {
  const rows = useContext(RowsContext)!;
  const choices = useSupplierChoicesActor();
  const draft = rows.drafts[item.id] ?? { qty: '' };
  return {
    draft,
    change: (patch: Partial<RowDraft>) => rows.change(item.id, patch),
    async add() {
      const supplier = chosenSupplier(item, draft.supplierId, await choicesOf(choices, item.product_id));
      rows.cart.send({ type: 'line.add', product: { product_id: item.product_id, name: item.name, sku: item.sku }, qty: quantityToAdd(draft.qty, item.suggested), supplier });
      rows.change(item.id, { qty: '' });
    },
  };
}

function SupplierCell({ item }: { item: OrderItem }) {
  const { draft, change } = useRowDraft(item);
  const [wanted, setWanted] = useState(false);
  const choices = useSupplierChoices(item.product_id, wanted);
  // The preferred supplier is an option before the eligible suppliers arrive.
  const options: SupplierChoice[] = choices ?? (item.preferred ? [{ ...item.preferred, shopInStore: false, isPreferred: true, price: null }] : []);
  const cheapest = cheapestChoice(options);
  const chosen = chosenSupplier(item, draft.supplierId, choices);
  return (
    <select
      aria-label={`Supplier for ${item.name}`}
      // Narrow to fit the table at 1,280 px: a long name is cut, the tooltip shows it whole.
      title={chosen?.name ?? ITEMS_TEXT.noSupplier}
      className={`${inputClasses} w-32!`}
      value={chosen?.id ?? ''}
      onChange={(e) => change({ supplierId: e.target.value === '' ? null : Number(e.target.value) })}
      onPointerEnter={() => setWanted(true)}
      onFocus={() => setWanted(true)}
    >
      <option value="">{ITEMS_TEXT.noSupplier}</option>
      {options.map((s) => (
        <option key={s.id} value={s.id}>
          {choiceLabel(s, cheapest)}
        </option>
      ))}
    </select>
  );
}

function QtyCell({ item }: { item: OrderItem }) {
  const row = useRowDraft(item);
  return (
    <>
      <span id={workingId(item)} hidden>
        {item.working}
      </span>
      <input
        type="number"
        min={0}
        step="any"
        aria-label={`Quantity for ${item.name}`}
        className={`${inputClasses} w-16! px-2!`}
        placeholder={String(item.suggested)}
        aria-describedby={workingId(item)}
        value={row.draft.qty}
        onChange={(e) => row.change({ qty: e.target.value })}
        onKeyDown={(e) => e.key === 'Enter' && void row.add()}
      />
    </>
  );
}

const workingId = (item: OrderItem) => `suggestion-working-${item.id}`;

/** The suggestion, with its sum as the tooltip and as the description of the row's Qty box (read on focus). */
function SuggestCell({ item }: { item: OrderItem }) {
  return <span title={item.working}>{item.suggested}</span>;
}

function AddCell({ item }: { item: OrderItem }) {
  const row = useRowDraft(item);
  return (
    <Button variant="secondary" className="px-3! py-1!" aria-label={`Add ${item.name}`} onClick={() => void row.add()}>
      Add
    </Button>
  );
}

/** One line of text cut to `width` with an ellipsis; the whole text is the tooltip (and what a screen reader reads). */
function Clipped({ text, width }: { text: string; width: string }) {
  return (
    <span className={`block truncate ${width}`} title={text}>
      {text}
    </span>
  );
}

const col = columnHelper<OrderItem>();
const columns = col.columns([
  col.accessor('name', {
    header: 'Product',
    cell: ({ row }) => (
      <span className="flex items-center gap-2">
        <Clipped text={row.original.name} width="max-w-40" />
        <StockChip level={row.original.level} />
      </span>
    ),
  }),
  col.accessor('sku', { header: 'SKU', cell: (info) => <Clipped text={info.getValue() || '-'} width="max-w-28" /> }),
  col.accessor('category', { header: 'Category', cell: (info) => <Clipped text={info.getValue() || '-'} width="max-w-28" /> }),
  col.accessor('onHand', { header: 'On Hand' }),
  col.accessor('par', { header: 'Par', cell: (info) => info.getValue() ?? '-' }),
  col.accessor('suggested', { header: 'Suggest', cell: ({ row }) => <SuggestCell item={row.original} /> }),
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
      {/* Rows keyed by position: a new search reuses the rows on screen instead of building new ones.
          Thousands of items: only the rows in view of the box are drawn. */}
      <ListTable
        list={list}
        columns={columns}
        getRowId={(_, index) => String(index)}
        text={ITEMS_TEXT}
        caption="Products to order"
        virtualRowHeight={ITEM_ROW_HEIGHT}
        virtualBoxHeight={windowVh(70)}
        className="max-h-[70vh]"
        loadingClassName="h-[70vh]"
        dense
      />
      <OnlyStockedHelp list={list} />
    </RowsContext.Provider>
  );
}
