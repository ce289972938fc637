// Place Orders (/merchant/purchasing/place-order, merchant-operations.md "Place Orders screen"): the
// breadcrumb Home > Place Orders and 'View Orders', the search (name or SKU, 300 ms) with the item
// count, the products table (every match, only the rows in view drawn), the sticky cart, and the
// Review & Send and order list dialogs. The list machine searches the items, the order cart machine
// holds the cart.
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { useActorRef } from '../../lib/inspection';
import { useRole } from '../../ui/role';
import { createListMachine, type ListMachine, type ListQuery } from '../../machines/list.machine';
import { buttonClasses } from '../../ui/button';
import { Page } from '../../ui/page';
import { SearchBox } from '../../ui/search-box';
import { useUrlList } from '../../ui/list-url';
import { CartPanel } from './cart-panel';
import { useLiveCart } from './live-cart';
import { chosenSupplier, OrderItemsTable } from './order-items-table';
import { OrderListDialog } from './order-list-dialog';
import { createItemSource, type OrderItem, type OrderListKind } from './purchasing.actors';
import { ReviewSendDialog } from './review-send-dialog';
import { choicesOf, SupplierChoicesProvider, useSupplierChoicesActor } from './supplier-choices';
import { type CartAddition, type OrderCartMachine } from '../../machines/purchasing/order-cart.machine';
import { scannedQuantity } from '../../machines/purchasing/order-cart.lines';
import { createScanMachine } from '../../machines/scan.machine';
import { ScanCameraButton, ScanMessage } from '../../ui/scan-controls';

export const PLACE_ORDERS_TEXT = {
  title: 'Place Orders',
  home: 'Home',
  viewOrders: 'View Orders',
  search: 'Search name or SKU',
  count: (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`,
};

/** The list machine's page size; the item source answers every match at once. */
const ITEMS_PAGE_SIZE = 10;
const itemsMachine = createListMachine<OrderItem>();

type ItemsList = ActorRefFrom<ListMachine<OrderItem>>;
type CartActor = ActorRefFrom<OrderCartMachine>;

const orderScanMachine = createScanMachine<CartAddition>();
type ItemSource = ReturnType<typeof createItemSource>;

/** Place Orders' scans: a code finds its item, which goes into the cart from its preferred supplier; the search box empties for the next scan. */
function useOrderScan(source: ItemSource, list: ItemsList, cart: CartActor) {
  const choices = useSupplierChoicesActor();
  const logic = useMemo(
    () =>
      orderScanMachine.provide({
        actors: {
          lookup: fromPromise(async ({ input }: { input: { code: string } }): Promise<CartAddition | null> => {
            const item = await source.byBarcode(input.code);
            if (!item) return null;
            const supplier = chosenSupplier(item, undefined, await choicesOf(choices, item.product_id));
            return { product: { product_id: item.product_id, name: item.name, sku: item.sku }, qty: scannedQuantity(item.suggested), supplier };
          }),
        },
        actions: {
          found: (_, { match }) => cart.send({ type: 'line.add', ...match }),
          settled: () => list.send({ type: 'search.change', query: '' }),
        },
      }),
    [source, list, cart, choices],
  );
  return useActorRef(logic);
}

/** The search box (a wedge scanner's digits and Enter land here too), the camera, and the item count; only they change while typing. */
function ItemsSearch({ list, source, cart }: { list: ItemsList; source: ItemSource; cart: CartActor }) {
  const query = useSelector(list, (s) => s.context.query);
  const count = useSelector(list, (s) => s.context.count);
  const loaded = useSelector(list, (s) => s.context.loaded);
  const scan = useOrderScan(source, list, cart);
  return (
    <div className="space-y-1">
      <div className="flex flex-wrap items-center gap-4">
        <SearchBox
          label={PLACE_ORDERS_TEXT.search}
          placeholder={PLACE_ORDERS_TEXT.search}
          value={query}
          onChange={(q) => list.send({ type: 'search.change', query: q })}
          onKeyDown={(e) => e.key === 'Enter' && scan.send({ type: 'scan.enter', text: e.currentTarget.value })}
          className="flex-1"
        />
        <ScanCameraButton scan={scan} />
        {/* Always there, and as wide with the count as without: its arrival moves nothing (layout shift). */}
        <p role="status" className="w-28 shrink-0 text-sm text-slate-600">
          {loaded ? PLACE_ORDERS_TEXT.count(count) : ''}
        </p>
      </div>
      <ScanMessage scan={scan} />
    </div>
  );
}

export function PlaceOrdersScreen() {
  // Each visit loads the items afresh; searching then stays in the browser.
  const [source] = useState(() => createItemSource());
  // Every match is one page (the table draws only the rows in view): only the search goes into the URL.
  const list = useUrlList(itemsMachine.provide({ actors: { fetchPage: fromPromise(({ input, signal }: { input: ListQuery; signal: AbortSignal }) => source(input, signal)) } }), {
    pageSize: ITEMS_PAGE_SIZE,
    debounceMs: 300,
  });
  const role = useRole();
  const cart = useLiveCart(role);
  const [openList, setOpenList] = useState<OrderListKind | null>(null);

  return (
    <SupplierChoicesProvider>
      <nav aria-label="Breadcrumb" className="mb-2 text-sm text-slate-600">
        <ol className="flex gap-2">
          <li>
            <Link to="/merchant" className="text-blue-700 hover:underline">
              {PLACE_ORDERS_TEXT.home}
            </Link>
          </li>
          <li aria-hidden="true">&gt;</li>
          <li aria-current="page">{PLACE_ORDERS_TEXT.title}</li>
        </ol>
      </nav>
      <Page
        title={PLACE_ORDERS_TEXT.title}
        actions={
          <Link to="/merchant/purchasing/orders" className={buttonClasses('secondary')}>
            {PLACE_ORDERS_TEXT.viewOrders}
          </Link>
        }
      >
        {/* The cart stands beside the products table (and stays in view) only where the whole table
            fits beside it: the table needs about 950 px, the cart 24rem, the sidebar 16rem, so from a
            1,680 px window. Narrower (a 1,280 px laptop), the cart follows the table. */}
        <div className="grid items-start gap-6 min-[105rem]:grid-cols-[minmax(0,1fr)_24rem]">
          <div className="min-w-0 space-y-3">
            <ItemsSearch list={list} source={source} cart={cart} />
            <OrderItemsTable list={list} cart={cart} />
          </div>
          <CartPanel cart={cart} onOpenList={setOpenList} className="min-[105rem]:sticky min-[105rem]:top-4" />
        </div>
      </Page>
      <ReviewSendDialog cart={cart} />
      <OrderListDialog kind={openList} cart={cart} onClose={() => setOpenList(null)} />
    </SupplierChoicesProvider>
  );
}
