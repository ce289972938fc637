// Catalogs (/supplier/catalogs, platform.md section 2): title Catalogs, 'New Catalog', a loading
// state, the columns Image ('No Image'), Name, Description, Merchants (names joined by commas),
// Active (a badge), Created By and Updated By Super Admin; 'No catalogs found'. A row click opens
// the catalog. A failed load shows the server's detail in red and as a toast.
import { Link, useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { useActorRef } from '../../lib/inspection';
import { ListTransfer } from '../imports/list-transfer';
import { createListMachine } from '../../machines/list.machine';
import { buttonClasses } from '../../ui/button';
import { columnHelper } from '../../ui/data-table';
import { ListTable } from '../../ui/list-table';
import { Page } from '../../ui/page';
import { useRole } from '../../ui/role';
import { toast } from '../../ui/toasts';
import { Thumbnail } from './cells';
import { fetchCatalogPage, LIST_FAILED, type Catalog } from './catalogs.actors';
import { StatusBadge } from '../../ui/status-badge';

export const CATALOGS_TEXT = {
  title: 'Catalogs',
  create: 'New Catalog',
  loading: 'Loading catalogs...',
  empty: 'No catalogs found',
  emptyHelp: 'A catalog is a price list: assign it to merchants, and they order its products at its prices.',
} as const;

const catalogsListMachine = createListMachine<Catalog>().provide({
  actors: { fetchPage: fromPromise(({ signal }) => fetchCatalogPage(undefined, signal)) },
  actions: { notifyFailed: ({ context }) => void toast(context.error ?? LIST_FAILED, 'error') },
});

const col = columnHelper<Catalog>();
const columns = col.columns([
  col.accessor('image', { header: 'Image', cell: ({ row: { original: c } }) => <Thumbnail url={c.image} alt={c.catalog_name} /> }),
  col.accessor('catalog_name', { header: 'Name' }),
  col.accessor('description', { header: 'Description', cell: (info) => info.getValue() || '-' }),
  col.accessor('merchants', {
    header: 'Merchants',
    cell: (info) =>
      info
        .getValue()
        .map((m) => m.name)
        .join(', ') || '-',
  }),
  col.accessor('is_active', { header: 'Active', cell: (info) => <StatusBadge kind="active" status={`${info.getValue()}`} /> }),
  col.accessor('created_by', { header: 'Created By', cell: (info) => info.getValue()?.username ?? '-' }),
  col.accessor('updated_by_super_admin', { header: 'Updated By Super Admin', cell: (info) => (info.getValue() ? 'Yes' : 'No') }),
]);

export function CatalogsListScreen() {
  const navigate = useNavigate();
  // A role that may not add catalogs (staff) is not offered New Catalog.
  const list = useActorRef(catalogsListMachine, { input: { debounceMs: 0, role: useRole(), operation: 'addCatalog' } });
  const manage = useSelector(list, (s) => s.context.allowed);
  const open = useMemo(() => (c: Catalog) => void navigate({ to: '/supplier/catalogs/catalog-detail/$catalogId', params: { catalogId: String(c.id) } }), [navigate]);
  return (
    <Page
      title={CATALOGS_TEXT.title}
      actions={
        <div className="flex flex-wrap items-center gap-2">
          <ListTransfer list={list} exportKind="catalogs" />
          {manage && (
            <Link to="/supplier/catalogs/create" className={buttonClasses('primary')}>
              {CATALOGS_TEXT.create}
            </Link>
          )}
        </div>
      }
    >
      <ListTable
        list={list}
        columns={columns}
        getRowId={(c) => String(c.id)}
        text={CATALOGS_TEXT}
        onRowClick={open}
        rowLabel={(c) => `Open catalog ${c.catalog_name}`}
        caption="Catalogs"
        emptyAction={
          manage && (
            <Link to="/supplier/catalogs/create" className={buttonClasses('secondary')}>
              {CATALOGS_TEXT.create}
            </Link>
          )
        }
      />
    </Page>
  );
}
