// Products list (/merchant/products, platform.md sections 2, 5, 7): 'Search name or SKU' (300 ms
// debounce), rows per page 10/20/50, 'New Product', the columns Name, SKU, Category, Unit, Price and
// Actions (Edit; Delete after 'Delete this product?'), 'Showing X of Y items', the pager, and
// 'No products yet.'. The list and confirm machines do the behaviour.
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { useActorRef } from '../../lib/inspection';
import { createConfirmMachine } from '../../machines/confirm.machine';
import { createListMachine, type ListQuery } from '../../machines/list.machine';
import { Button, buttonClasses } from '../../ui/button';
import { ConfirmDialog, useConfirmDialog } from '../../ui/confirm-dialog';
import { columnHelper } from '../../ui/data-table';
import { ListPager, ListSearchBox } from '../../ui/list-controls';
import { ListTable } from '../../ui/list-table';
import { Page } from '../../ui/page';
import { toast } from '../../ui/toasts';
import { PRODUCT_LIST_MESSAGES, deleteProduct, fetchProductPage, type Product } from './product-list.actors';

export const PRODUCT_LIST_TEXT = {
  title: 'Products',
  search: 'Search name or SKU',
  create: 'New Product',
  loading: 'Loading products...',
  searching: 'Searching...',
  empty: 'No products yet.',
  confirmTitle: 'Delete product',
  confirm: 'Delete this product?',
} as const;

export const PRODUCT_PAGE_SIZES = [10, 20, 50];

const productListMachine = createListMachine<Product>().provide({
  actors: { fetchPage: fromPromise(({ input, signal }: { input: ListQuery; signal: AbortSignal }) => fetchProductPage(input, signal)) },
});

const deleteProductMachine = createConfirmMachine<Product, void>().provide({
  actors: { perform: fromPromise(({ input }: { input: { target: Product } }) => deleteProduct(input.target.id)) },
});

const price = (value: number) => `$${value.toFixed(2)}`;

const col = columnHelper<Product>();

export function ProductListScreen() {
  const list = useActorRef(productListMachine, { input: { pageSize: PRODUCT_PAGE_SIZES[0], debounceMs: 300 } });
  const confirm = useActorRef(
    deleteProductMachine.provide({
      actions: {
        onDone: () => {
          toast(PRODUCT_LIST_MESSAGES.deleted, 'success');
          list.send({ type: 'reload' });
        },
        onFailed: ({ context }) => void toast(context.error ?? PRODUCT_LIST_MESSAGES.deleteFailed, 'error'),
      },
    }),
  );
  const { dialog } = useConfirmDialog(confirm);

  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('product_name', { header: 'Name' }),
        col.accessor('sku', { header: 'SKU', cell: (info) => info.getValue() || '-' }),
        col.accessor('category_name', { header: 'Category', cell: (info) => info.getValue() || '-' }),
        col.accessor('unit_name', { header: 'Unit', cell: (info) => info.getValue() || '-' }),
        col.accessor('base_price', { header: 'Price', cell: (info) => price(info.getValue()) }),
        col.display({
          id: 'actions',
          header: 'Actions',
          cell: ({ row }) => (
            <div className="flex gap-1">
              <Link
                to="/merchant/products/$id"
                params={{ id: String(row.original.id) }}
                aria-label={`Edit ${row.original.product_name}`}
                className={buttonClasses('link')}
              >
                Edit
              </Link>
              <Button
                variant="link"
                className="text-red-700"
                aria-label={`Delete ${row.original.product_name}`}
                onClick={() => confirm.send({ type: 'confirm.open', target: row.original })}
              >
                Delete
              </Button>
            </div>
          ),
        }),
      ]),
    [confirm],
  );

  return (
    <Page
      title={PRODUCT_LIST_TEXT.title}
      actions={
        <Link to="/merchant/products/create" className={buttonClasses('primary')}>
          {PRODUCT_LIST_TEXT.create}
        </Link>
      }
    >
      <ListSearchBox list={list} label={PRODUCT_LIST_TEXT.search} placeholder={PRODUCT_LIST_TEXT.search} />
      <ListTable list={list} columns={columns} getRowId={(row) => String(row.id)} text={PRODUCT_LIST_TEXT} searchingMode="above" caption="Products" />
      <ListPager list={list} pageSizeOptions={PRODUCT_PAGE_SIZES} />
      <ConfirmDialog {...dialog} title={PRODUCT_LIST_TEXT.confirmTitle} message={PRODUCT_LIST_TEXT.confirm} />
    </Page>
  );
}
