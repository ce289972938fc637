// Products list (/merchant/products, platform.md sections 2, 5, 7): 'Search name or SKU' (300 ms
// debounce), rows per page 10/20/50, 'New Product', the columns Name, SKU, Category, Unit, Price and
// Actions (Edit; Delete after 'Delete this product?'), 'Showing X of Y items', the pager, and
// 'No products yet.'. The list and confirm machines do the behaviour.
import { fromPromise } from 'xstate';
import { createConfirmMachine } from '../../machines/confirm.machine';
import { createListMachine, type ListQuery } from '../../machines/list.machine';
import { columnHelper } from '../../ui/data-table';
import { formatMoney } from '../../lib/money';
import { ListTransfer } from '../imports/list-transfer';
import { PagedList } from './paged-list';
import { PRODUCT_LIST_MESSAGES, deleteProduct, fetchProductPage, type Product } from './product-list.actors';

export const PRODUCT_LIST_TEXT = {
  title: 'Products',
  search: 'Search name or SKU',
  create: 'New Product',
  loading: 'Loading products...',
  searching: 'Searching...',
  empty: 'No products yet.',
  emptyHelp: 'Products are what you order from suppliers and count in stock. Add your first, or import a list.',
  confirmTitle: 'Delete product',
  confirm: 'Delete this product?',
  deleted: PRODUCT_LIST_MESSAGES.deleted,
  deleteFailed: PRODUCT_LIST_MESSAGES.deleteFailed,
} as const;

export const PRODUCT_PAGE_SIZES = [10, 20, 50];

const productListMachine = createListMachine<Product>().provide({
  actors: { fetchPage: fromPromise(({ input, signal }: { input: ListQuery; signal: AbortSignal }) => fetchProductPage(input, signal)) },
});

const deleteProductMachine = createConfirmMachine<Product, void>().provide({
  actors: { perform: fromPromise(({ input }: { input: { target: Product } }) => deleteProduct(input.target.id)) },
});

const col = columnHelper<Product>();
const columns = [
  col.accessor('product_name', { header: 'Name' }),
  col.accessor('sku', { header: 'SKU', cell: (info) => info.getValue() || '-' }),
  col.accessor('category_name', { header: 'Category', cell: (info) => info.getValue() || '-' }),
  col.accessor('unit_name', { header: 'Unit', cell: (info) => info.getValue() || '-' }),
  col.accessor('base_price', { header: 'Price', cell: (info) => formatMoney(info.getValue()) }),
];

const productName = (p: Product) => p.product_name;

export function ProductListScreen() {
  return (
    <PagedList
      listMachine={productListMachine}
      deleteMachine={deleteProductMachine}
      text={PRODUCT_LIST_TEXT}
      columns={columns}
      rowName={productName}
      createTo="/merchant/products/create"
      editTo="/merchant/products/$id"
      deleteOperation="deleteProduct"
      pageSizes={PRODUCT_PAGE_SIZES}
      actions={(list, manage) => <ListTransfer list={list} exportKind="products" importKind={manage ? 'products' : undefined} />}
    />
  );
}
