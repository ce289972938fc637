// The link dialog of a merchant supplier (merchant-operations.md section 2): search on-system
// suppliers and link one, or unlink the current one. A Headless UI dialog over the supplier link
// machine (the supplier form's `link` child).
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { ListMachine } from '../../machines/list.machine';
import type { OnSystemSupplier, supplierLinkMachine } from '../../machines/merchant/supplier-link.machine';
import { Button } from '../../ui/button';
import { columnHelper } from '../../ui/data-table';
import { FormError } from '../../ui/form-error';
import { ListSearchBox } from '../../ui/list-controls';
import { ListTable } from '../../ui/list-table';

export const LINK_DIALOG_TEXT = {
  title: 'Link to an on-system supplier',
  search: 'Search on-system suppliers',
  loading: 'Loading on-system suppliers...',
  searching: 'Searching...',
  empty: 'No on-system suppliers found.',
  current: (name: string) => `Currently linked to ${name}.`,
  unlink: 'Unlink',
  close: 'Close',
} as const;

const col = columnHelper<OnSystemSupplier>();

export function SupplierLinkDialog({ link, linkedName }: { link: ActorRefFrom<typeof supplierLinkMachine>; linkedName: string | null }) {
  const open = useSelector(link, (s) => s.hasTag('open'));
  const working = useSelector(link, (s) => s.hasTag('working'));
  const error = useSelector(link, (s) => s.context.error);
  const search = useSelector(link, (s) => s.children.search as ActorRefFrom<ListMachine<OnSystemSupplier>> | undefined);

  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('name', { header: 'Name' }),
        col.accessor('domain', { header: 'Domain' }),
        col.display({
          id: 'link',
          header: 'Link',
          cell: ({ row }) => (
            <Button variant="link" disabled={working} aria-label={`Link to ${row.original.name}`} onClick={() => link.send({ type: 'link.choose', client: row.original })}>
              Link
            </Button>
          ),
        }),
      ]),
    [link, working],
  );

  return (
    <Dialog open={open} onClose={() => link.send({ type: 'link.close' })} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-black/40" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-2xl space-y-4 rounded-lg bg-white p-6 shadow-xl">
          <DialogTitle className="text-lg font-semibold text-slate-900">{LINK_DIALOG_TEXT.title}</DialogTitle>
          {linkedName && (
            <div className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
              <p>{LINK_DIALOG_TEXT.current(linkedName)}</p>
              <Button variant="secondary" loading={working} onClick={() => link.send({ type: 'link.unlink' })}>
                {LINK_DIALOG_TEXT.unlink}
              </Button>
            </div>
          )}
          {search && (
            <>
              <ListSearchBox list={search} label={LINK_DIALOG_TEXT.search} placeholder={LINK_DIALOG_TEXT.search} />
              <ListTable list={search} columns={columns} getRowId={(row) => String(row.id)} text={LINK_DIALOG_TEXT} searchingMode="above" caption="On-system suppliers" />
            </>
          )}
          <FormError message={error} />
          <div className="flex justify-end">
            <Button variant="secondary" disabled={working} onClick={() => link.send({ type: 'link.close' })}>
              {LINK_DIALOG_TEXT.close}
            </Button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
