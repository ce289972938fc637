// A searchable, paged catalogue list (products, categories, suppliers): the title with its 'New ...'
// link, the search box, the table with its Actions column (Edit, Delete after a confirmation),
// rows per page (the first size to start), 'Showing X of Y items' and the pager; search after 300 ms
// of quiet. The screen gives the machines and texts.
import { Link } from '@tanstack/react-router';
import { useMemo, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useSelector } from '@xstate/react';
import type { TenantOperation } from '../../lib/roles';
import type { ConfirmMachine } from '../../machines/confirm.machine';
import type { ListMachine } from '../../machines/list.machine';
import { buttonClasses } from '../../ui/button';
import { ConfirmDialog, useConfirmDialog } from '../../ui/confirm-dialog';
import type { DataTableColumn } from '../../ui/data-table';
import { ListPager, ListSearchBox } from '../../ui/list-controls';
import { ListTable, type ListTableText } from '../../ui/list-table';
import { Page } from '../../ui/page';
import { useDeleteConfirm, withRowActions } from './row-actions';
import { useUrlList } from '../../ui/list-url';

export interface PagedListText extends ListTableText {
  title: string;
  search: string;
  create: string;
  confirmTitle: string;
  confirm: string;
  deleted: string;
  deleteFailed: string;
}

export interface PagedListProps<Row extends { id: number }> {
  /** A list machine with its fetchPage. */
  listMachine: ListMachine<Row>;
  /** A confirm machine whose perform deletes its target. */
  deleteMachine: ConfirmMachine<Row, void>;
  /** After a row was deleted (the list reloads by itself). */
  onDeleted?: (row: Row) => void;
  text: PagedListText;
  /** The data columns; Actions comes after them. */
  columns: DataTableColumn<Row>[];
  rowName: (row: Row) => string;
  createTo: '/merchant/products/create' | '/merchant/categories/create' | '/merchant/suppliers/create';
  editTo: '/merchant/products/$id' | '/merchant/categories/$id' | '/merchant/suppliers/$id';
  pageSizes: number[];
  /** The delete call: a role that may not make it (a staff member: decisions.md "Roles") is offered no New, Edit, Delete or import. */
  deleteOperation: TenantOperation;
  /** Beside 'New ...' (import and export); it gets the list and whether the role may change the catalogue. */
  actions?: (list: ActorRefFrom<ListMachine<Row>>, manage: boolean) => ReactNode;
  /** Shown above the search (the categories' inline form, whose machine decides what a role sees); it gets the list, e.g. to reload it. */
  children?: (list: ActorRefFrom<ListMachine<Row>>) => ReactNode;
}

export function PagedList<Row extends { id: number }>({
  listMachine,
  deleteMachine,
  onDeleted,
  text,
  columns,
  rowName,
  createTo,
  editTo,
  pageSizes,
  deleteOperation,
  actions,
  children,
}: PagedListProps<Row>) {
  const list = useUrlList(listMachine, { pageSize: pageSizes[0], debounceMs: 300 });
  const confirm = useDeleteConfirm(deleteMachine, list, text, onDeleted, deleteOperation);
  const manage = useSelector(confirm, (s) => s.context.allowed);
  const { dialog } = useConfirmDialog(confirm);
  const allColumns = useMemo(
    () => (manage ? withRowActions(columns, (row) => ({ name: rowName(row), editTo, id: row.id, onDelete: () => confirm.send({ type: 'confirm.open', target: row }) })) : columns),
    [columns, confirm, rowName, editTo, manage],
  );

  return (
    <Page
      title={text.title}
      actions={
        <div className="flex flex-wrap items-center gap-2">
          {actions?.(list, manage)}
          {manage && (
            <Link to={createTo} className={buttonClasses('primary')}>
              {text.create}
            </Link>
          )}
        </div>
      }
    >
      {children?.(list)}
      <ListSearchBox list={list} label={text.search} placeholder={text.search} />
      <ListTable
        list={list}
        columns={allColumns}
        getRowId={(row) => String(row.id)}
        text={text}
        searchingMode="above"
        caption={text.title}
        emptyAction={
          manage && (
            <Link to={createTo} className={buttonClasses('secondary')}>
              {text.create}
            </Link>
          )
        }
      />
      <ListPager list={list} pageSizeOptions={pageSizes} />
      <ConfirmDialog {...dialog} title={text.confirmTitle} message={text.confirm} />
    </Page>
  );
}
