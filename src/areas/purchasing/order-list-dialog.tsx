// The 'Unassigned Order List' and 'Shop-in-Store Order List' dialogs (merchant-operations.md "Place
// Orders screen"): the list, Create & Print (a clean printable page; no order is created: these
// lines are bought outside the supplier orders), and email or phone with Send Email and Send Text.
import { DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { type OrderCartMachine } from '../../machines/purchasing/order-cart.machine';
import { shopInStoreLines, unassignedLines, type CartLine } from '../../machines/purchasing/order-cart.lines';
import { SENT_TEXTS } from '../../machines/purchasing/send-list.machine';
import { Button } from '../../ui/button';
import { GroupedLines } from './grouped-lines';
import { printList } from './order-list';
import { sendOrderList, type OrderListKind } from './purchasing.actors';
import { SendListForm } from './send-list-form';
import { Modal } from '../../ui/modal';

export const ORDER_LISTS: Record<OrderListKind, { title: string; empty: string; open: string; lines: (all: CartLine[]) => CartLine[] }> = {
  unassigned: { title: 'Unassigned Order List', empty: 'No unassigned items.', open: 'Print Unassigned List', lines: unassignedLines },
  shopInStore: { title: 'Shop-in-Store Order List', empty: 'No shop-in-store items.', open: 'Print Shop-in-Store List', lines: shopInStoreLines },
};

export function OrderListDialog({ kind, cart, onClose }: { kind: OrderListKind | null; cart: ActorRefFrom<OrderCartMachine>; onClose: () => void }) {
  const cartLines = useSelector(cart, (s) => s.context.lines);
  const list = kind ? ORDER_LISTS[kind] : null;
  const lines = list ? list.lines(cartLines) : [];
  return (
    <Modal open={list !== null} onClose={onClose} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-black/40" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        {list && kind && (
          <DialogPanel className="w-full max-w-2xl space-y-4 rounded-lg bg-white p-6 shadow-xl">
            <DialogTitle className="text-lg font-semibold text-slate-900">{list.title}</DialogTitle>
            <GroupedLines lines={lines} emptyText={list.empty} />
            <Button variant="secondary" disabled={lines.length === 0} onClick={() => printList(list.title, lines)}>
              Create &amp; Print
            </Button>
            <SendListForm texts={SENT_TEXTS} disabled={lines.length === 0} send={(target) => sendOrderList(kind, target, lines)} />
            <div className="flex justify-end border-t border-slate-200 pt-4">
              <Button variant="secondary" onClick={onClose}>
                Close
              </Button>
            </div>
          </DialogPanel>
        )}
      </div>
    </Modal>
  );
}
