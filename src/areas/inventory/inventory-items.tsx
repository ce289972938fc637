// Inventory items (/merchant/inventory/items, merchant-operations.md section 2): a searchable table
// with the spec's columns, the item modal (view, edit, create) and delete after
// 'Delete item "{name}"?'. The list, confirm and form machines do the behaviour; a role that may
// not change items (staff) views them only.
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { firstScreen } from '../../lib/first-screen';
import { useActorRef } from '../../lib/inspection';
import { ListTransfer } from '../imports/list-transfer';
import { createConfirmMachine } from '../../machines/confirm.machine';
import { createListMachine } from '../../machines/list.machine';
import { StatusBadge } from '../../ui/status-badge';
import { Button, buttonClasses } from '../../ui/button';
import { ConfirmDialog, useConfirmDialog } from '../../ui/confirm-dialog';
import { columnHelper } from '../../ui/data-table';
import { ListTable } from '../../ui/list-table';
import { Page } from '../../ui/page';
import { SearchBox } from '../../ui/search-box';
import { useRole } from '../../ui/role';
import { toast } from '../../ui/toasts';
import { useUrlList } from '../../ui/list-url';
import { deleteOutcome } from './delete-outcome';
import { formatQty } from './format';
import { deleteItem, fetchItemPage, INVENTORY_TEXT, type InventoryItem } from './inventory.actors';

// The item modal's code (its product picker is a combobox: 17 kB compressed) is not needed to show
// the list: it loads once the first screen is drawn, or when the modal first opens (issue 25).
const loadItemModal = () => import('./item-modal');
const ItemModal = lazy(() => loadItemModal().then((m) => ({ default: m.ItemModal })));

export const ITEMS_TEXT = {
  title: 'Inventory Items',
  loading: 'Loading items...',
  searching: 'Searching...',
  empty: 'No inventory items found.',
  add: 'Add Item',
  simpleAdd: 'Add Inventory Item',
  saved: 'Item saved.',
  deleted: 'Item deleted.',
  confirmTitle: 'Delete item',
  confirm: (name: string) => `Delete item "${name}"?`,
} as const;

/** The list machine's page size; the items API is not paged. */
const ITEMS_PAGE_SIZE = 10;

const itemsListMachine = createListMachine<InventoryItem>().provide({
  actors: {
    fetchPage: fromPromise(({ input, signal }) => fetchItemPage(input, signal)),
  },
});

const deleteItemMachine = createConfirmMachine<InventoryItem, void>().provide({
  actors: {
    perform: fromPromise(({ input }: { input: { target: InventoryItem } }) => deleteItem(input.target.id)),
  },
});

type Modal = { item: InventoryItem | null; edit: boolean } | null;
const col = columnHelper<InventoryItem>();

export function InventoryItemsScreen() {
  // One page holds every item (the API answers them all): only the search goes into the URL.
  const list = useUrlList(itemsListMachine, { pageSize: ITEMS_PAGE_SIZE, debounceMs: 300 });
  const query = useSelector(list, (s) => s.context.query);
  const [modal, setModal] = useState<Modal>(null);
  useEffect(() => void firstScreen.drawn().then(loadItemModal), []);
  const confirm = useActorRef(
    deleteItemMachine.provide({ actions: deleteOutcome<InventoryItem>(ITEMS_TEXT.deleted, INVENTORY_TEXT.itemDeleteFailed, () => list.send({ type: 'reload' })) }),
    { input: { role: useRole(), operation: 'deleteInventoryItem' } },
  );
  const { dialog, target } = useConfirmDialog(confirm);
  const manage = useSelector(confirm, (s) => s.context.allowed);

  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('product_name', { header: 'Product' }),
        col.accessor((i) => i.product_detail.sku, {
          id: 'sku',
          header: 'SKU',
          cell: (info) => info.getValue() || '-',
        }),
        col.accessor((i) => i.product_detail.unit_name, {
          id: 'units',
          header: 'Units',
          cell: (info) => info.getValue() || '-',
        }),
        col.accessor('area_name', {
          header: 'Area',
          cell: (info) => info.getValue() || '-',
        }),
        col.accessor('on_hand', {
          header: 'On Hand',
          cell: (info) => formatQty(info.getValue()),
        }),
        col.accessor('par_level', {
          header: 'Par Level',
          cell: (info) => formatQty(info.getValue()),
        }),
        col.accessor('is_active', {
          header: 'Active',
          cell: (info) => <StatusBadge kind="active" status={info.getValue() ? 'true' : 'false'} />,
        }),
        col.display({
          id: 'actions',
          header: 'Actions',
          cell: ({ row }) => {
            const name = row.original.product_name;
            return (
              <div className="flex gap-1">
                <Button variant="link" aria-label={`View ${name}`} onClick={() => setModal({ item: row.original, edit: false })}>
                  View
                </Button>
                {manage && (
                  <>
                    <Button variant="link" aria-label={`Edit ${name}`} onClick={() => setModal({ item: row.original, edit: true })}>
                      Edit
                    </Button>
                    <Button variant="link" className="text-red-700" aria-label={`Delete ${name}`} onClick={() => confirm.send({ type: 'confirm.open', target: row.original })}>
                      Delete
                    </Button>
                  </>
                )}
              </div>
            );
          },
        }),
      ]),
    [confirm, manage],
  );

  return (
    <Page
      title={ITEMS_TEXT.title}
      actions={
        <>
          <ListTransfer list={list} exportKind="inventory-items" importKind={manage ? 'inventory-items' : undefined} searchParam="q" />
          {manage && (
            <>
              <Link to="/merchant/inventory/items/new" className={buttonClasses('secondary')}>
                {ITEMS_TEXT.simpleAdd}
              </Link>
              <Button onClick={() => setModal({ item: null, edit: true })}>{ITEMS_TEXT.add}</Button>
            </>
          )}
        </>
      }
    >
      <SearchBox label="Search items" placeholder="Search by product, SKU or area..." value={query} onChange={(value) => list.send({ type: 'search.change', query: value })} />
      <ListTable list={list} columns={columns} getRowId={(i) => String(i.id)} text={ITEMS_TEXT} searchingMode="above" caption={ITEMS_TEXT.title} />
      {modal && (
        <Suspense fallback={null}>
          <ItemModal
            item={modal.item}
            startInEdit={modal.edit}
            onClose={() => setModal(null)}
            onSaved={() => {
              toast(ITEMS_TEXT.saved, 'success');
              setModal(null);
              list.send({ type: 'reload' });
            }}
          />
        </Suspense>
      )}
      <ConfirmDialog {...dialog} title={ITEMS_TEXT.confirmTitle} message={target ? ITEMS_TEXT.confirm(target.product_name) : ''} confirmLabel="Delete" />
    </Page>
  );
}
