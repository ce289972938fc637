// The 'Review & Send Orders' modal (merchant-operations.md "Place Orders screen"): the lines per
// group, Print, email and phone with Send Email and Send Text (queued through the messaging calls),
// Close, and Create Orders (disabled with no lines), which the cart machine carries out.
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { OrderCartMachine } from '../../machines/purchasing/order-cart.machine';
import { QUEUED_TEXTS } from '../../machines/purchasing/send-list.machine';
import { Button } from '../../ui/button';
import { GroupedLines } from './grouped-lines';
import { listText, printList } from './order-list';
import { queueMessage } from './purchasing.actors';
import { SendListForm } from './send-list-form';

export const REVIEW_TEXT = {
  title: 'Review & Send Orders',
  empty: 'Your cart is empty.',
  printTitle: 'Purchase Orders',
  subject: 'Order list',
};

export function ReviewSendDialog({ cart }: { cart: ActorRefFrom<OrderCartMachine> }) {
  const open = useSelector(cart, (s) => s.hasTag('reviewing'));
  const placing = useSelector(cart, (s) => s.hasTag('placing'));
  const lines = useSelector(cart, (s) => s.context.lines);
  const close = () => cart.send({ type: 'review.close' });

  return (
    <Dialog open={open} onClose={() => !placing && close()} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-black/40" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-2xl space-y-4 rounded-lg bg-white p-6 shadow-xl">
          <DialogTitle className="text-lg font-semibold text-slate-900">{REVIEW_TEXT.title}</DialogTitle>
          <GroupedLines lines={lines} emptyText={REVIEW_TEXT.empty} />
          <Button variant="secondary" onClick={() => printList(REVIEW_TEXT.printTitle, lines)}>
            Print
          </Button>
          <SendListForm texts={QUEUED_TEXTS} disabled={lines.length === 0} send={(target) => queueMessage(target, REVIEW_TEXT.subject, listText(lines))} />
          <div className="flex justify-end gap-2 border-t border-slate-200 pt-4">
            <Button variant="secondary" onClick={close} disabled={placing}>
              Close
            </Button>
            <Button onClick={() => cart.send({ type: 'orders.create' })} disabled={lines.length === 0} loading={placing}>
              Create Orders
            </Button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
