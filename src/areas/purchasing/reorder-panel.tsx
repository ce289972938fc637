// The merchant home's items below par (issue 28), grouped by their preferred supplier, each group
// with 'Add all suggested to cart': the suggested quantities go into the one order cart (po_cart,
// through the live cart machine Place Orders uses), then Place Orders reviews and sends them.
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import type { components } from '../../api/schema';
import type { CartAddition } from '../../machines/purchasing/order-cart.machine';
import { Button, buttonClasses } from '../../ui/button';
import { PlainTable } from '../../ui/plain-table';
import { useLiveCart } from './live-cart';

type BelowParItem = components['schemas']['BelowParItem'];

export const REORDER_TEXT = {
  title: 'Items below par',
  addAll: 'Add all suggested to cart',
  placeOrders: 'Go to Place Orders',
  noSupplier: 'No preferred supplier',
  shown: (shown: number, all: number) => `Showing the ${shown} shortest of ${all} items below par.`,
  headers: ['Item', 'Area', 'On hand', 'On order', 'Par', 'Suggest'],
} as const;

interface SupplierGroup {
  key: string;
  name: string;
  items: BelowParItem[];
}

/** Items by preferred supplier (by name), those without one last. */
export function groupBySupplier(items: BelowParItem[]): SupplierGroup[] {
  const groups = new Map<string, SupplierGroup>();
  for (const item of items) {
    const key = item.supplier ? String(item.supplier.id) : 'none';
    const group = groups.get(key) ?? { key, name: item.supplier?.name ?? REORDER_TEXT.noSupplier, items: [] };
    group.items.push(item);
    groups.set(key, group);
  }
  const named = [...groups.values()].filter((g) => g.key !== 'none').sort((a, b) => a.name.localeCompare(b.name));
  return groups.has('none') ? [...named, groups.get('none')!] : named;
}

/** What the cart receives for an item: its suggestion from its preferred supplier at that supplier's price. */
const toAddition = (item: BelowParItem): CartAddition => ({
  product: { product_id: item.product_id, name: item.name, sku: item.sku },
  qty: item.suggested,
  supplier: item.supplier ? { id: item.supplier.id, name: item.supplier.name, shopInStore: item.supplier.shop_in_store, price: item.supplier.price } : null,
});

/** The group's items with something to suggest: those whose shortfall is on order already add nothing. */
const toOrder = (group: SupplierGroup) => group.items.filter((item) => item.suggested > 0);

function GroupTable({ group, onAddAll }: { group: SupplierGroup; onAddAll: () => void }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="font-medium text-slate-900">
          {group.name}
        </h3>
        <Button variant="secondary" onClick={onAddAll} disabled={toOrder(group).length === 0}>
          {REORDER_TEXT.addAll}
        </Button>
      </div>
      <PlainTable caption={group.name} headers={REORDER_TEXT.headers} empty={null}>
        {group.items.map((item) => (
          <tr key={item.item_id}>
            <td className="px-3 py-2">{item.name}</td>
            <td className="px-3 py-2">{item.area_name ?? '-'}</td>
            <td className="px-3 py-2">{item.on_hand}</td>
            <td className="px-3 py-2">{item.on_order}</td>
            <td className="px-3 py-2">{item.par_level}</td>
            <td className="px-3 py-2 font-medium">{item.suggested}</td>
          </tr>
        ))}
      </PlainTable>
    </section>
  );
}

export function ReorderPanel({ items, count }: { items: BelowParItem[]; count: number }) {
  const cart = useLiveCart();
  const headingId = useId();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {REORDER_TEXT.title}
        </h2>
        <Link to="/merchant/purchasing/place-order" className={buttonClasses('primary')}>
          {REORDER_TEXT.placeOrders}
        </Link>
      </div>
      {count > items.length && <p className="text-sm text-slate-600">{REORDER_TEXT.shown(items.length, count)}</p>}
      {groupBySupplier(items).map((group) => (
        <GroupTable key={group.key} group={group} onAddAll={() => cart.send({ type: 'lines.add', lines: toOrder(group).map(toAddition) })} />
      ))}
    </section>
  );
}
