// The Actions cell of a catalogue row: Edit (a link to the row's route, or a button) and Delete,
// both named after the row ('Edit Basil', 'Delete Basil'); and the delete confirmation behind it.
import { Link } from '@tanstack/react-router';
import type { ActorRefFrom } from 'xstate';
import { columnHelper, type DataTableColumn } from '../../ui/data-table';
import { useActorRef } from '../../lib/inspection';
import type { ConfirmInput, ConfirmMachine } from '../../machines/confirm.machine';
import type { TenantOperation } from '../../lib/roles';
import { useRole } from '../../ui/role';
import type { ListMachine } from '../../machines/list.machine';
import { Button, buttonClasses } from '../../ui/button';
import { toast } from '../../ui/toasts';

/**
 * Starts a delete confirmation for the rows of `list`: a delete toasts `deleted` and reloads the
 * list (then `onDeleted`); a failure toasts the server's reason, else `deleteFailed`. With
 * `deleteOperation`, a member whose role may not make that call never gets it open (`context.allowed`).
 */
export function useDeleteConfirm<Row>(
  deleteMachine: ConfirmMachine<Row, void>,
  list: ActorRefFrom<ListMachine<Row>>,
  text: { deleted: string; deleteFailed: string },
  onDeleted?: (row: Row) => void,
  deleteOperation?: TenantOperation,
) {
  const input: ConfirmInput = { role: useRole(), operation: deleteOperation };
  return useActorRef(
    deleteMachine.provide({
      actions: {
        onDone: (_, { target }) => {
          toast(text.deleted, 'success');
          list.send({ type: 'reload' });
          onDeleted?.(target);
        },
        onFailed: ({ context }) => void toast(context.error ?? text.deleteFailed, 'error'),
      },
    }),
    { input },
  );
}

type EditRoute = '/merchant/products/$id' | '/merchant/categories/$id' | '/merchant/suppliers/$id';

export type RowActionsProps = { name: string; onDelete: () => void } & ({ editTo: EditRoute; id: number } | { onEdit: () => void });

export function RowActions(props: RowActionsProps) {
  const { name, onDelete } = props;
  return (
    <div className="flex gap-1">
      {'editTo' in props ? (
        <Link to={props.editTo} params={{ id: String(props.id) }} aria-label={`Edit ${name}`} className={buttonClasses('link')}>
          Edit
        </Link>
      ) : (
        <Button variant="link" aria-label={`Edit ${name}`} onClick={props.onEdit}>
          Edit
        </Button>
      )}
      <Button variant="link" className="text-red-700" aria-label={`Delete ${name}`} onClick={onDelete}>
        Delete
      </Button>
    </div>
  );
}

/** `columns` followed by the Actions column, whose cell gets its props from `actions(row)`. */
export function withRowActions<Row extends object>(columns: DataTableColumn<Row>[], actions: (row: Row) => RowActionsProps): DataTableColumn<Row>[] {
  const col = columnHelper<Row>();
  return [...columns, col.display({ id: 'actions', header: 'Actions', cell: ({ row }) => <RowActions {...actions(row.original)} /> })];
}
