// The request dialog of a merchant supplier (merchant-operations.md section 2, decisions.md
// "Connections"): search on-system suppliers and request a connection to one (link_client). A
// Headless UI dialog over the connection machine while it chooses a partner.
import { DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { ConnectionMachine, PartnerChoice } from '../../machines/connections/connection.machine';
import type { ListMachine } from '../../machines/list.machine';
import { Button } from '../../ui/button';
import { columnHelper } from '../../ui/data-table';
import { FormError } from '../../ui/form-error';
import { ListSearchBox } from '../../ui/list-controls';
import { ListTable } from '../../ui/list-table';
import { Modal } from '../../ui/modal';

export const LINK_DIALOG_TEXT = {
  title: 'Request a connection',
  description: 'Choose the supplier on Tradepost; they accept or decline your request.',
  search: 'Search on-system suppliers',
  loading: 'Loading on-system suppliers...',
  searching: 'Searching...',
  empty: 'No on-system suppliers found.',
  request: 'Request',
  requestWith: (name: string) => `Request a connection with ${name}`,
  close: 'Close',
} as const;

const col = columnHelper<PartnerChoice>();

export function SupplierLinkDialog({ connection }: { connection: ActorRefFrom<ConnectionMachine> }) {
  const open = useSelector(connection, (s) => s.hasTag('choosing'));
  const working = useSelector(connection, (s) => s.hasTag('working'));
  const error = useSelector(connection, (s) => (s.hasTag('choosing') ? s.context.error : null));
  const search = useSelector(connection, (s) => s.children.partners as ActorRefFrom<ListMachine<PartnerChoice>> | undefined);

  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('name', { header: 'Name' }),
        col.accessor('domain', { header: 'Domain' }),
        col.display({
          id: 'request',
          header: 'Connect',
          cell: ({ row }) => (
            <Button
              variant="link"
              disabled={working}
              aria-label={LINK_DIALOG_TEXT.requestWith(row.original.name)}
              onClick={() => connection.send({ type: 'connection.request', partner: row.original })}
            >
              {LINK_DIALOG_TEXT.request}
            </Button>
          ),
        }),
      ]),
    [connection, working],
  );

  return (
    <Modal open={open} onClose={() => connection.send({ type: 'connection.close' })} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-black/40" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-2xl space-y-4 rounded-lg bg-white p-6 shadow-xl">
          <DialogTitle className="text-lg font-semibold text-slate-900">{LINK_DIALOG_TEXT.title}</DialogTitle>
          <p className="text-sm text-slate-700">{LINK_DIALOG_TEXT.description}</p>
          {search && (
            <>
              <ListSearchBox list={search} label={LINK_DIALOG_TEXT.search} placeholder={LINK_DIALOG_TEXT.search} />
              <ListTable list={search} columns={columns} getRowId={(row) => String(row.id)} text={LINK_DIALOG_TEXT} searchingMode="above" caption="On-system suppliers" />
            </>
          )}
          <FormError message={error} />
          <div className="flex justify-end">
            <Button variant="secondary" disabled={working} onClick={() => connection.send({ type: 'connection.close' })}>
              {LINK_DIALOG_TEXT.close}
            </Button>
          </div>
        </DialogPanel>
      </div>
    </Modal>
  );
}
