// The 'Review & Send Orders' modal (merchant-operations.md "Place Orders screen"): the lines per
// group, Print, email and phone with Send Email and Send Text (queued through the messaging calls),
// Close, and Create Orders (disabled with no lines), which the cart machine carries out. Issue 22:
// prices, totals and delivery dates (review-groups.tsx); issue 28: the order note, and a line under
// Send and under Create Orders that says which does what.
import { DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { type OrderCartMachine } from '../../machines/purchasing/order-cart.machine';
import { usePricedGroups } from './cart-panel';
import { QUEUED_TEXTS } from '../../machines/purchasing/send-list.machine';
import { Button } from '../../ui/button';
import { TextareaField } from '../../ui/textarea-field';
import { listText, printList } from './order-list';
import { queueMessage } from './purchasing.actors';
import { ReviewGroups } from './review-groups';
import { SendListForm } from './send-list-form';
import { Modal } from '../../ui/modal';

export const REVIEW_TEXT = {
  title: 'Review & Send Orders',
  empty: 'Your cart is empty.',
  printTitle: 'Purchase Orders',
  subject: 'Order list',
  note: 'Note to suppliers',
  sendHelp: 'Send Email and Send Text send this list to the address or number you enter. No order is created.',
  createHelp: 'Create Orders places one order per supplier and emails each supplier its order.',
};

export function ReviewSendDialog({ cart }: { cart: ActorRefFrom<OrderCartMachine> }) {
  const open = useSelector(cart, (s) => s.hasTag('reviewing'));
  const placing = useSelector(cart, (s) => s.hasTag('placing'));
  const lines = useSelector(cart, (s) => s.context.lines);
  const groups = usePricedGroups(cart);
  const note = useSelector(cart, (s) => s.context.note);
  const close = () => cart.send({ type: 'review.close' });

  return (
    <Modal open={open} onClose={() => !placing && close()} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-black/40" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-3xl space-y-4 rounded-lg bg-white p-6 shadow-xl">
          <DialogTitle className="text-lg font-semibold text-slate-900">{REVIEW_TEXT.title}</DialogTitle>
          <ReviewGroups groups={groups} emptyText={REVIEW_TEXT.empty} />
          <Button variant="secondary" onClick={() => printList(REVIEW_TEXT.printTitle, lines)}>
            Print
          </Button>
          <SendListForm texts={QUEUED_TEXTS} disabled={lines.length === 0} send={(target) => queueMessage(target, REVIEW_TEXT.subject, listText(lines))} />
          <p className="text-sm text-slate-600">{REVIEW_TEXT.sendHelp}</p>
          <TextareaField label={REVIEW_TEXT.note} rows={2} maxLength={5000} value={note} onChange={(e) => cart.send({ type: 'note.change', note: e.target.value })} disabled={placing} />
          <p className="border-t border-slate-200 pt-4 text-sm text-slate-600">{REVIEW_TEXT.createHelp}</p>
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={close} disabled={placing}>
              Close
            </Button>
            <Button onClick={() => cart.send({ type: 'orders.create' })} disabled={lines.length === 0} loading={placing}>
              Create Orders
            </Button>
          </div>
        </DialogPanel>
      </div>
    </Modal>
  );
}
