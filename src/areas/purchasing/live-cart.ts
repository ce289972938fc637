// The order cart as the app runs it: kept in po_cart (shared by the tabs), placing through the API,
// the suppliers' terms asked for, toasts for what happened. Place Orders and the merchant home's
// 'Add all suggested to cart' both start this one, so both change the same cart.
import { fromCallback, fromPromise } from 'xstate';
import { orderCartMachine, type OrderCartEvent, type TermsWanted } from '../../machines/purchasing/order-cart.machine';
import { type CartLine, type PlaceOrdersInput } from '../../machines/purchasing/order-cart.lines';
import { toast } from '../../ui/toasts';
import { loadCart, saveCart, watchCart } from './cart-storage';
import { fetchTerms, placeOrders } from './purchasing.actors';

export const liveCartMachine = orderCartMachine.provide({
  actors: {
    placeOrders: fromPromise<{ created: unknown[] }, PlaceOrdersInput>(({ input }) => placeOrders(input)),
    watchStorage: fromCallback<OrderCartEvent>(({ sendBack }) => {
      sendBack({ type: 'cart.sync', lines: loadCart() });
      return watchCart((lines) => sendBack({ type: 'cart.sync', lines }));
    }),
    loadTerms: fromCallback<TermsWanted>(({ sendBack, receive }) => {
      receive(({ supplierId }) => void fetchTerms(supplierId).then((terms) => sendBack({ type: 'terms.arrived', supplierId, terms })));
    }),
  },
  actions: {
    persist: (_, lines: CartLine[]) => saveCart(lines),
    notify: (_, { message, variant }) => void toast(message, variant),
  },
});
