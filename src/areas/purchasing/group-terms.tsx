// A cart group's money and terms (issue 22): its subtotal, the progress towards its supplier's
// minimum (a hard one not reached says the group will not be placed), and the delivery date chosen
// among the valid ones. Everything comes from the cart machine's priced groups.
import type { ActorRefFrom } from 'xstate';
import { formatMoney } from '../../lib/money';
import type { OrderCartMachine, PricedGroup } from '../../machines/purchasing/order-cart.machine';
import { inputClasses } from '../../ui/field';
import { dayLabel } from '../../ui/priced-lines';

export const GROUP_TERMS_TEXT = {
  subtotal: (amount: number) => `Subtotal: ${formatMoney(amount)}`,
  deliveryDate: (supplier: string) => `Delivery date from ${supplier}`,
  loadingTerms: 'Loading terms...',
  notPlaced: 'This order cannot be placed until it reaches the minimum.',
};

/** The minimum's progress: a warning when a hard minimum holds the group back. */
export function MinimumLine({ group }: { group: PricedGroup }) {
  if (!group.minimum) return null;
  if (group.minimum.blocked) {
    return (
      <p role="alert" className="text-sm font-medium text-red-700">
        {group.minimum.message} {GROUP_TERMS_TEXT.notPlaced}
      </p>
    );
  }
  return <p className={`text-sm ${group.minimum.short > 0 ? 'text-amber-800' : 'text-green-800'}`}>{group.minimum.message}</p>;
}

export function GroupTerms({ group, cart }: { group: PricedGroup; cart: ActorRefFrom<OrderCartMachine> }) {
  if (group.supplierId === null) return null;
  const supplierId = group.supplierId;
  return (
    <div className="space-y-1 text-sm">
      <p className="font-medium text-slate-800">{GROUP_TERMS_TEXT.subtotal(group.subtotal)}</p>
      {group.terms === undefined && <p className="text-slate-500">{GROUP_TERMS_TEXT.loadingTerms}</p>}
      <MinimumLine group={group} />
      {group.dates.length > 0 && (
        <label className="flex flex-wrap items-center gap-2 text-slate-700">
          <span>{GROUP_TERMS_TEXT.deliveryDate(group.supplierName ?? '')}</span>
          <select className={`${inputClasses} w-auto!`} value={group.date ?? ''} onChange={(e) => cart.send({ type: 'date.choose', supplierId, date: e.target.value })}>
            {group.dates.map((d) => (
              <option key={d} value={d}>
                {dayLabel(d)}
              </option>
            ))}
          </select>
        </label>
      )}
    </div>
  );
}
