// A short list edited in place (units, taxes): the rows with Edit and Delete, a 'New ...' button,
// the inline form for a new row or the row being edited, and delete after a confirmation. The
// list and confirm machines do the behaviour; the screen gives the columns, texts and form.
import type { ReactNode } from 'react';
import { useMemo, useState } from 'react';
import { useSelector } from '@xstate/react';
import { useActorRef } from '../../lib/inspection';
import type { TenantOperation } from '../../lib/roles';
import type { ConfirmMachine } from '../../machines/confirm.machine';
import type { ListMachine } from '../../machines/list.machine';
import { Button } from '../../ui/button';
import { ConfirmDialog, useConfirmDialog } from '../../ui/confirm-dialog';
import type { DataTableColumn } from '../../ui/data-table';
import { ListTable } from '../../ui/list-table';
import { Page } from '../../ui/page';
import { useDeleteConfirm, withRowActions } from './row-actions';

export interface EditableListText {
  title: string;
  create: string;
  loading: string;
  empty: string;
  confirmTitle: string;
  deleted: string;
  deleteFailed: string;
}

export interface EditableListProps<Row extends { id: number }> {
  /** A list machine with its fetchPage (all rows on one page). */
  listMachine: ListMachine<Row>;
  /** A confirm machine whose perform deletes its target. */
  deleteMachine: ConfirmMachine<Row, void>;
  text: EditableListText;
  /** The data columns; Actions (Edit, Delete) comes after them. */
  columns: DataTableColumn<Row>[];
  /** The row's name in its Edit/Delete button names. */
  rowName: (row: Row) => string;
  confirmMessage: (row: Row) => string;
  /** The form for `row` (null: a new one); it calls onDone(saved) when saved or cancelled. */
  editor: (row: Row | null, onDone: (saved: boolean) => void) => ReactNode;
  /** The delete call: a role that may not make it (a staff member: decisions.md "Roles") is offered no New, Edit or Delete. */
  deleteOperation: TenantOperation;
}

export function EditableListScreen<Row extends { id: number }>({ listMachine, deleteMachine, text, columns, rowName, confirmMessage, editor, deleteOperation }: EditableListProps<Row>) {
  const list = useActorRef(listMachine, { input: { debounceMs: 0 } });
  // The row being edited, 'new' for a new one, null when the form is closed.
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const confirm = useDeleteConfirm(deleteMachine, list, text, (deleted) => setEditing((open) => (open !== 'new' && open?.id === deleted.id ? null : open)), deleteOperation);
  const manage = useSelector(confirm, (s) => s.context.allowed);
  const { target, dialog } = useConfirmDialog(confirm);

  const allColumns = useMemo(
    () => (manage ? withRowActions(columns, (row) => ({ name: rowName(row), onEdit: () => setEditing(row), onDelete: () => confirm.send({ type: 'confirm.open', target: row }) })) : columns),
    [columns, confirm, rowName, manage],
  );

  const done = (saved: boolean) => {
    if (saved) list.send({ type: 'reload' });
    setEditing(null);
  };

  return (
    <Page title={text.title} actions={manage && <Button onClick={() => setEditing('new')}>{text.create}</Button>}>
      {editing !== null && <div key={editing === 'new' ? 'new' : editing.id}>{editor(editing === 'new' ? null : editing, done)}</div>}
      <ListTable list={list} columns={allColumns} getRowId={(row) => String(row.id)} text={text} caption={text.title} />
      <ConfirmDialog {...dialog} title={text.confirmTitle} message={target ? confirmMessage(target) : ''} />
    </Page>
  );
}
