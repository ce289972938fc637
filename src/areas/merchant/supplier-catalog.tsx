// A connected supplier's catalog (/merchant/suppliers/{id}/catalog, issue 22): the supplier's terms,
// then its products at this merchant's prices, searchable and paged; an item already tied to one of
// the merchant's products says 'Added', another has 'Add to my products' (a dialog; a role that may
// not add, staff, sees 'Not added' instead). A supplier without an ACTIVE connection shows the server's words.
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { useActorRef } from '../../lib/inspection';
import { useRole } from '../../ui/role';
import { formatMoney } from '../../lib/money';
import { createListMachine, type ListQuery } from '../../machines/list.machine';
import { SUPPLIER_CATALOG_MESSAGES, supplierCatalogMachine, type SupplierCatalogItem } from '../../machines/merchant/supplier-catalog.machine';
import { Button, buttonClasses } from '../../ui/button';
import { columnHelper } from '../../ui/data-table';
import { ErrorRetry } from '../../ui/error-retry';
import { ListPager, ListSearchBox } from '../../ui/list-controls';
import { useUrlList } from '../../ui/list-url';
import { ListTable } from '../../ui/list-table';
import { Page } from '../../ui/page';
import { LoadingText } from '../../ui/spinner';
import { toast } from '../../ui/toasts';
import { CatalogAddDialog } from './catalog-add-dialog';
import { fetchSupplierCatalogPage, openSupplierCatalog } from './supplier-catalog.actors';
import { SupplierTerms } from './supplier-terms';

export const SUPPLIER_CATALOG_TEXT = {
  title: (supplier: string) => (supplier ? `${supplier} catalog` : 'Catalog'),
  back: 'Back to supplier',
  loading: 'Loading catalog...',
  searching: 'Searching...',
  empty: 'No products in this catalog.',
  search: 'Search name or SKU',
  added: 'Added',
  add: 'Add to my products',
  notAdded: 'Not added',
  notConnected: 'This catalog opens once the supplier and you are connected on Tradepost.',
};

const PAGE_SIZES = [20, 50, 100];

const liveCatalogMachine = supplierCatalogMachine.provide({ actors: { open: fromPromise(({ input }: { input: { supplierId: number } }) => openSupplierCatalog(input)) } });
const catalogListMachine = createListMachine<SupplierCatalogItem>();

const col = columnHelper<SupplierCatalogItem>();

export function SupplierCatalogScreen({ supplierId }: { supplierId: number }) {
  const screen = useActorRef(liveCatalogMachine, { input: { supplierId, role: useRole(), operation: 'addFromSupplierCatalog' } });
  const allowed = useSelector(screen, (s) => s.context.allowed);
  const [fetchPage] = useState(() => fetchSupplierCatalogPage(supplierId));
  const list = useUrlList(catalogListMachine.provide({ actors: { fetchPage: fromPromise(({ input, signal }: { input: ListQuery; signal: AbortSignal }) => fetchPage(input, signal)) } }), {
    pageSize: PAGE_SIZES[0],
    debounceMs: 300,
  });
  const supplierName = useSelector(screen, (s) => s.context.supplierName);
  const terms = useSelector(screen, (s) => s.context.terms);
  const loading = useSelector(screen, (s) => s.hasTag('loading'));
  const error = useSelector(screen, (s) => (s.hasTag('failed') ? s.context.error : null));
  const detail = useSelector(screen, (s) => (s.hasTag('notConnected') ? s.context.detail : null));
  const adding = useSelector(screen, (s) => s.context.adding);
  const [columns] = useState(() =>
    col.columns([
      col.accessor('name', { header: 'Product' }),
      col.accessor('sku', { header: 'SKU' }),
      col.accessor('unit', { header: 'Unit', cell: (info) => info.getValue() || '-' }),
      col.accessor('price', { header: 'Price', cell: (info) => formatMoney(info.getValue()) }),
      col.display({
        id: 'add',
        header: 'Your products',
        cell: ({ row }) =>
          row.original.product_id !== null ? (
            <span className="text-sm font-medium text-green-800">{SUPPLIER_CATALOG_TEXT.added}</span>
          ) : !allowed ? (
            <span className="text-sm text-slate-600">{SUPPLIER_CATALOG_TEXT.notAdded}</span>
          ) : (
            <Button variant="secondary" aria-label={`${SUPPLIER_CATALOG_TEXT.add}: ${row.original.name}`} onClick={() => screen.send({ type: 'item.add', item: row.original })}>
              {SUPPLIER_CATALOG_TEXT.add}
            </Button>
          ),
      }),
    ]),
  );
  const back = (
    <Link to="/merchant/suppliers/$id" params={{ id: String(supplierId) }} className={buttonClasses('secondary')}>
      {SUPPLIER_CATALOG_TEXT.back}
    </Link>
  );

  if (loading || error || detail) {
    return (
      <Page title={SUPPLIER_CATALOG_TEXT.title(supplierName)} actions={back}>
        {loading && <LoadingText>{SUPPLIER_CATALOG_TEXT.loading}</LoadingText>}
        {error && <ErrorRetry message={error} onRetry={() => screen.send({ type: 'retry' })} />}
        {detail && (
          <div role="alert" className="space-y-1 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
            <p className="font-medium">{detail}</p>
            <p>{SUPPLIER_CATALOG_TEXT.notConnected}</p>
          </div>
        )}
      </Page>
    );
  }

  return (
    <Page title={SUPPLIER_CATALOG_TEXT.title(supplierName)} actions={back}>
      {terms && (
        <div className="rounded-lg border border-slate-200 bg-white p-4">
          <SupplierTerms terms={terms} />
        </div>
      )}
      <ListSearchBox list={list} label={SUPPLIER_CATALOG_TEXT.search} placeholder={SUPPLIER_CATALOG_TEXT.search} />
      <ListTable list={list} columns={columns} getRowId={(r) => String(r.supplier_product_id)} text={SUPPLIER_CATALOG_TEXT} searchingMode="above" caption="Catalog" />
      <ListPager list={list} pageSizeOptions={PAGE_SIZES} />
      {adding && (
        <CatalogAddDialog
          key={adding.supplier_product_id}
          supplierId={supplierId}
          supplierName={supplierName}
          item={adding}
          onClose={() => screen.send({ type: 'add.close' })}
          onAdded={() => {
            toast(SUPPLIER_CATALOG_MESSAGES.added(adding.name), 'success');
            screen.send({ type: 'item.added' });
            list.send({ type: 'reload' });
          }}
        />
      )}
    </Page>
  );
}
