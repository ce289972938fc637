// The substitute picker of a line being confirmed (issue 23 item 1): a dialog searching the
// supplier's own active products (the confirming machine's `products` list while picking). The
// list price shown is a hint: the merchant is charged its own price, which the server sets.
import { DialogBackdrop, DialogPanel, DialogTitle, Description } from '@headlessui/react';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { formatMoney } from '../../lib/money';
import type { ListMachine } from '../../machines/list.machine';
import type { ConfirmingMachine, SubstituteChoice } from '../../machines/supplier/confirming.machine';
import { Button } from '../../ui/button';
import { columnHelper } from '../../ui/data-table';
import { ListSearchBox } from '../../ui/list-controls';
import { ListTable } from '../../ui/list-table';
import { Modal } from '../../ui/modal';

export const PICKER_TEXT = {
  title: (name: string) => `Substitute for ${name}`,
  description: "Choose one of your active products. The merchant is charged its own price for it (its catalog's, else the list price), set when you accept.",
  search: 'Search products',
  loading: 'Loading products...',
  searching: 'Searching...',
  empty: 'No active products found.',
  choose: 'Choose',
  chooseNamed: (name: string) => `Choose ${name}`,
  cancel: 'Cancel',
} as const;

const col = columnHelper<SubstituteChoice>();

export function SubstitutePicker({ confirming }: { confirming: ActorRefFrom<ConfirmingMachine> }) {
  const open = useSelector(confirming, (s) => s.hasTag('picking'));
  const lineName = useSelector(confirming, (s) => s.context.lines.find((l) => l.id === s.context.picking)?.name ?? '');
  const products = useSelector(confirming, (s) => s.children.products as ActorRefFrom<ListMachine<SubstituteChoice>> | undefined);
  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('name', { header: 'Product' }),
        col.accessor('sku', { header: 'SKU' }),
        col.accessor('unit', { header: 'Unit', cell: (info) => info.getValue() || '-' }),
        col.accessor('price', { header: 'List price', cell: (info) => formatMoney(info.getValue()) }),
        col.display({
          id: 'choose',
          header: 'Choose',
          cell: ({ row }) => (
            <Button variant="link" aria-label={PICKER_TEXT.chooseNamed(row.original.name)} onClick={() => confirming.send({ type: 'substitute.choose', product: row.original })}>
              {PICKER_TEXT.choose}
            </Button>
          ),
        }),
      ]),
    [confirming],
  );

  return (
    <Modal open={open} onClose={() => confirming.send({ type: 'substitute.close' })} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-black/40" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-2xl space-y-4 rounded-lg bg-white p-6 shadow-xl">
          <DialogTitle className="text-lg font-semibold text-slate-900">{PICKER_TEXT.title(lineName)}</DialogTitle>
          <Description className="text-sm text-slate-700">{PICKER_TEXT.description}</Description>
          {products && (
            <>
              <ListSearchBox list={products} label={PICKER_TEXT.search} placeholder={PICKER_TEXT.search} />
              <ListTable list={products} columns={columns} getRowId={(p) => String(p.id)} text={PICKER_TEXT} searchingMode="above" caption="Products" />
            </>
          )}
          <div className="flex justify-end">
            <Button variant="secondary" onClick={() => confirming.send({ type: 'substitute.close' })}>
              {PICKER_TEXT.cancel}
            </Button>
          </div>
        </DialogPanel>
      </div>
    </Modal>
  );
}
