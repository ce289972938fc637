// The order cart as the app runs it: kept in po_cart (shared by the tabs), placing through the API,
// the suppliers' terms asked for, toasts for what happened. Place Orders and the merchant home's
// 'Add all suggested to cart' both start this one, so both change the same cart.
import { useState } from 'react';
import { fromCallback, fromPromise } from 'xstate';
import { useActorRef } from '../../lib/inspection';
import { orderCartMachine, type OrderCartEvent, type TermsWanted } from '../../machines/purchasing/order-cart.machine';
import { type CartLine, type PlaceOrdersInput } from '../../machines/purchasing/order-cart.lines';
import type { Role } from '../../lib/roles';
import { toast } from '../../ui/toasts';
import { loadCart, saveCart, watchCart } from './cart-storage';
import { fetchTerms, placeOrders } from './purchasing.actors';

export const liveCartMachine = orderCartMachine.provide({
  actors: {
    placeOrders: fromPromise<{ created: unknown[] }, PlaceOrdersInput>(({ input }) => placeOrders(input)),
    // The stored cart is the actor's input (useLiveCart); this sends the changes made after it.
    watchStorage: fromCallback<OrderCartEvent>(({ sendBack }) => watchCart((lines) => sendBack({ type: 'cart.sync', lines }))),
    loadTerms: fromCallback<TermsWanted>(({ sendBack, receive }) => {
      receive(({ supplierId }) => void fetchTerms(supplierId).then((terms) => sendBack({ type: 'terms.arrived', supplierId, terms })));
    }),
  },
  actions: {
    persist: (_, lines: CartLine[]) => saveCart(lines),
    notify: (_, { message, variant }) => void toast(message, variant),
  },
});

/**
 * The live cart's actor, made with the stored cart as its first lines: its first snapshot already
 * holds them, so starting it changes nothing the page drew, and React need not render the cart
 * again inside the page's first commit (Lighthouse's TBT, issue 25).
 */
export function useLiveCart(role?: Role | null) {
  const [lines] = useState(loadCart);
  return useActorRef(liveCartMachine, { input: { role, lines } });
}
