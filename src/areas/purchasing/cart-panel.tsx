// The sticky Cart panel of Place Orders (merchant-operations.md "Place Orders screen"): lines grouped
// by supplier with the 'Unassigned (Print)' group, Clear, per line Remove, Qty and Supplier and the
// 'Shop-in-Store' tag, the total of units and items, and the buttons that open the order lists and
// the Review & Send modal.
import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { pricedGroups, type OrderCartMachine } from '../../machines/purchasing/order-cart.machine';
import { cartTotals, shopInStoreLines, unassignedLines, type CartLine } from '../../machines/purchasing/order-cart.lines';
import { formatMoney } from '../../lib/money';
import { Button } from '../../ui/button';
import { inputClasses } from '../../ui/field';
import { toast } from '../../ui/toasts';
import { GroupTerms } from './group-terms';
import { ORDER_LISTS } from './order-list-dialog';
import { groupTitle } from './order-list';
import type { OrderListKind } from './purchasing.actors';
import { useSupplierChoices } from './supplier-choices';

export const CART_TEXT = {
  title: 'Cart',
  empty: 'Your cart is empty.',
  shopInStore: 'Shop-in-Store',
  unassigned: 'Unassigned',
  totals: (units: number, items: number) => `Total: ${units} units, ${items} items`,
  each: (price: number) => `${formatMoney(price)} each`,
};

type Cart = ActorRefFrom<OrderCartMachine>;

const lineName = (l: CartLine) => `${l.name} (${l.supplierName ?? CART_TEXT.unassigned})`;

/** The line's quantity box: it may be emptied while typing; a number (0 or less removes the line) goes to the cart. */
function LineQty({ line, cart }: { line: CartLine; cart: Cart }) {
  const [text, setText] = useState(String(line.qty));
  // Another tab (or a merge) changed the quantity: show it.
  useEffect(() => setText((t) => (Number(t) === line.qty ? t : String(line.qty))), [line.qty]);
  return (
    <input
      type="number"
      // Entry boxes cannot go below 0 (section 5); 0 removes the line.
      min={0}
      step="any"
      aria-label={`Quantity of ${lineName(line)}`}
      className={`${inputClasses} w-20!`}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        if (e.target.value.trim() !== '' && Number.isFinite(Number(e.target.value))) cart.send({ type: 'line.qty', key: line.key, qty: Number(e.target.value) });
      }}
      onBlur={() => setText(String(line.qty))}
    />
  );
}

function LineSupplier({ line, cart }: { line: CartLine; cart: Cart }) {
  const choices = useSupplierChoices(line.product_id) ?? [];
  const current =
    line.supplierId !== null && !choices.some((c) => c.id === line.supplierId)
      ? [{ id: line.supplierId, name: line.supplierName ?? '', shopInStore: line.supplierShopInStore, price: line.price }]
      : [];
  const options = [...current, ...choices];
  return (
    <select
      aria-label={`Supplier of ${lineName(line)}`}
      className={`${inputClasses} w-auto! min-w-0 flex-1`}
      value={line.supplierId ?? ''}
      onChange={(e) => {
        const chosen = options.find((o) => o.id === Number(e.target.value));
        cart.send({ type: 'line.supplier', key: line.key, supplier: chosen ? { id: chosen.id, name: chosen.name, shopInStore: chosen.shopInStore, price: chosen.price } : null });
      }}
    >
      <option value="">{CART_TEXT.unassigned}</option>
      {options.map((o) => (
        <option key={o.id} value={o.id}>
          {o.name}
        </option>
      ))}
    </select>
  );
}

/** `className`: where the screen places the panel (e.g. sticky beside the table). */
export function CartPanel({ cart, onOpenList, className = '' }: { cart: Cart; onOpenList: (kind: OrderListKind) => void; className?: string }) {
  const lines = useSelector(cart, (s) => s.context.lines);
  const groups = usePricedGroups(cart);
  const canReview = useSelector(cart, (s) => s.can({ type: 'review.open' }));
  const mayPlace = useSelector(cart, (s) => s.context.mayPlace);
  const { units, items } = cartTotals(lines);
  const openUnassigned = () => (unassignedLines(lines).length === 0 ? toast(ORDER_LISTS.unassigned.empty, 'warning') : onOpenList('unassigned'));

  return (
    <aside aria-labelledby="cart-title" className={`space-y-4 rounded-lg border border-slate-200 bg-white p-4 ${className}`}>
      <div className="flex items-center justify-between">
        <h2 id="cart-title" className="text-lg font-semibold text-slate-900">
          {CART_TEXT.title}
        </h2>
        <Button variant="link" disabled={lines.length === 0} onClick={() => cart.send({ type: 'cart.clear' })}>
          Clear
        </Button>
      </div>
      {lines.length === 0 ? (
        <p className="text-sm text-slate-600">{CART_TEXT.empty}</p>
      ) : (
        groups.map((g) => (
          <section key={g.supplierId ?? 'none'} aria-label={groupTitle(g.supplierName)} className="space-y-2">
            <h3 className="text-sm font-semibold text-slate-800">{groupTitle(g.supplierName)}</h3>
            <ul className="space-y-3">
              {g.lines.map((line) => (
                <li key={line.key} className="space-y-1 border-b border-slate-100 pb-2 text-sm">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-medium text-slate-900">{line.name}</span>
                    {line.sku && <span className="text-slate-500">{line.sku}</span>}
                    {line.price !== null && <span className="text-slate-700">{CART_TEXT.each(line.price)}</span>}
                    {line.supplierShopInStore && <span className="rounded-full bg-purple-100 px-2 py-0.5 text-xs font-medium text-purple-800">{CART_TEXT.shopInStore}</span>}
                  </div>
                  <div className="flex flex-wrap items-center gap-2">
                    <LineQty line={line} cart={cart} />
                    <LineSupplier line={line} cart={cart} />
                    <Button variant="link" className="text-red-700" aria-label={`Remove ${lineName(line)}`} onClick={() => cart.send({ type: 'line.remove', key: line.key })}>
                      Remove
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
            <GroupTerms group={g} cart={cart} />
          </section>
        ))
      )}
      <p className="text-sm font-medium text-slate-800">{CART_TEXT.totals(units, items)}</p>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={openUnassigned}>
          {ORDER_LISTS.unassigned.open}
        </Button>
        {shopInStoreLines(lines).length > 0 && (
          <Button variant="secondary" onClick={() => onOpenList('shopInStore')}>
            {ORDER_LISTS.shopInStore.open}
          </Button>
        )}
        {mayPlace && (
          <Button onClick={() => cart.send({ type: 'review.open' })} disabled={!canReview}>
            Review &amp; Send
          </Button>
        )}
      </div>
    </aside>
  );
}

/**
 * The cart's groups with their prices and terms, derived once per change of the cart's context: a
 * selector that made them would give a new array for every snapshot, and React would draw the cart
 * again whenever the actor changed anything else (as it does when it starts).
 */
export function usePricedGroups(cart: ActorRefFrom<OrderCartMachine>) {
  const context = useSelector(cart, (s) => s.context);
  return useMemo(() => pricedGroups(context), [context]);
}
