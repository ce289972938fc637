// Products (/supplier/products, decisions.md: the supplier's own products, no longer always
// empty): title Products, 'New Product', a search by name or SKU (300 ms), the table Image, Name,
// SKU, Unit, Price, Active, Actions (Edit, Delete), 'No products found', and paging with rows per
// page. Create and edit open the product dialog; Delete asks first (confirm machine).
import { useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { useActorRef } from '../../lib/inspection';
import { ListTransfer } from '../imports/list-transfer';
import { createConfirmMachine } from '../../machines/confirm.machine';
import { createListMachine, selectPageCount, type ListQuery } from '../../machines/list.machine';
import { Button } from '../../ui/button';
import { ConfirmDialog, useConfirmDialog } from '../../ui/confirm-dialog';
import { columnHelper, type DataTableColumn } from '../../ui/data-table';
import { ListTable } from '../../ui/list-table';
import { Page } from '../../ui/page';
import { Pager } from '../../ui/pager';
import { SearchBox } from '../../ui/search-box';
import { useUrlList } from '../../ui/list-url';
import { formatMoney } from '../../lib/money';
import { useRole } from '../../ui/role';
import { toast } from '../../ui/toasts';
import { Thumbnail } from './cells';
import { ProductDialog } from './product-dialog';
import { DELETE_FAILED, deleteProduct, fetchProductPage, LIST_FAILED, type SupplierProduct } from './products.actors';
import { StatusBadge } from '../../ui/status-badge';

export const PRODUCTS_TEXT = {
  title: 'Products',
  create: 'New Product',
  search: 'Search name or SKU',
  loading: 'Loading products...',
  searching: 'Searching...',
  empty: 'No products found',
  emptyHelp: 'Add what you sell, or import your price sheet; then put products in catalogs for your merchants.',
  deleteTitle: 'Delete product',
  deleteQuestion: (p: SupplierProduct) => `Are you sure you want to delete ${p.name}?`,
  deleted: 'Product deleted.',
} as const;

export const PAGE_SIZES = [10, 20, 50];

const productsListMachine = createListMachine<SupplierProduct>().provide({
  actors: { fetchPage: fromPromise(({ input, signal }: { input: ListQuery; signal: AbortSignal }) => fetchProductPage(input, signal)) },
  actions: { notifyFailed: ({ context }) => void toast(context.error ?? LIST_FAILED, 'error') },
});

const deleteProductMachine = createConfirmMachine<SupplierProduct, void>().provide({
  actors: { perform: fromPromise(({ input }: { input: { target: SupplierProduct } }) => deleteProduct(input.target.id)) },
});

const col = columnHelper<SupplierProduct>();

export function ProductsListScreen() {
  const list = useUrlList(productsListMachine, { pageSize: PAGE_SIZES[0] });
  const query = useSelector(list, (s) => s.context.query);
  const page = useSelector(list, (s) => s.context.page);
  const pageSize = useSelector(list, (s) => s.context.pageSize);
  const pageCount = useSelector(list, selectPageCount);
  const shown = useSelector(list, (s) => s.context.rows.length);
  const count = useSelector(list, (s) => s.context.count);
  // The dialog: closed (undefined), a new product (null) or a product's id.
  const [editing, setEditing] = useState<number | null | undefined>(undefined);
  const confirm = useActorRef(
    deleteProductMachine.provide({
      actions: {
        onDone: () => {
          toast(PRODUCTS_TEXT.deleted, 'success');
          list.send({ type: 'reload' });
        },
        onFailed: ({ context }) => void toast(context.error ?? DELETE_FAILED, 'error'),
      },
    }),
    { input: { role: useRole(), operation: 'deleteSupplierProduct' } },
  );
  const { target, dialog } = useConfirmDialog(confirm);
  // A role that may not change products (staff) reads and exports them only.
  const manage = useSelector(confirm, (s) => s.context.allowed);

  const columns = useMemo(() => {
    const columnsShown: DataTableColumn<SupplierProduct>[] = [
      col.accessor('image', { header: 'Image', cell: ({ row: { original: p } }) => <Thumbnail url={p.image} alt={p.name} /> }),
      col.accessor('name', { header: 'Name' }),
      col.accessor('sku', { header: 'SKU' }),
      col.accessor('unit', { header: 'Unit', cell: (info) => info.getValue() || '-' }),
      col.accessor('price', { header: 'Price', cell: (info) => formatMoney(info.getValue()) }),
      col.accessor('is_active', { header: 'Active', cell: (info) => <StatusBadge kind="active" status={info.getValue() ? 'true' : 'false'} /> }),
    ];
    const actions = col.display({
      id: 'actions',
      header: 'Actions',
      cell: ({ row: { original: p } }) => (
        <div className="flex gap-1">
          <Button variant="link" aria-label={`Edit ${p.name}`} onClick={() => setEditing(p.id)}>
            Edit
          </Button>
          <Button variant="link" className="text-red-700" aria-label={`Delete ${p.name}`} onClick={() => confirm.send({ type: 'confirm.open', target: p })}>
            Delete
          </Button>
        </div>
      ),
    });
    return manage ? [...columnsShown, actions] : columnsShown;
  }, [confirm, manage]);

  return (
    <Page
      title={PRODUCTS_TEXT.title}
      actions={
        <div className="flex flex-wrap items-center gap-2">
          <ListTransfer list={list} exportKind="supplier-products" importKind={manage ? 'supplier-products' : undefined} />
          {manage && <Button onClick={() => setEditing(null)}>{PRODUCTS_TEXT.create}</Button>}
        </div>
      }
    >
      <SearchBox label={PRODUCTS_TEXT.search} placeholder={PRODUCTS_TEXT.search} value={query} onChange={(value) => list.send({ type: 'search.change', query: value })} />
      <ListTable
        list={list}
        columns={columns}
        getRowId={(p) => String(p.id)}
        text={PRODUCTS_TEXT}
        searchingMode="above"
        caption="Products"
        emptyAction={
          manage && (
            <Button variant="secondary" onClick={() => setEditing(null)}>
              {PRODUCTS_TEXT.create}
            </Button>
          )
        }
      />
      <Pager
        page={page}
        pageCount={pageCount}
        onPageChange={(p) => list.send({ type: 'page.goto', page: p })}
        pageSize={pageSize}
        pageSizeOptions={PAGE_SIZES}
        onPageSizeChange={(size) => list.send({ type: 'pageSize.change', pageSize: size })}
        showing={{ shown, total: count }}
      />
      {editing !== undefined && (
        <ProductDialog
          key={String(editing)}
          productId={editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            list.send({ type: 'reload' });
          }}
        />
      )}
      <ConfirmDialog {...dialog} title={PRODUCTS_TEXT.deleteTitle} message={target ? PRODUCTS_TEXT.deleteQuestion(target) : ''} confirmLabel="Delete" />
    </Page>
  );
}
