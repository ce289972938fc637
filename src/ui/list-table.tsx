import type { RowData } from '@tanstack/react-table';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { ListMachine } from '../machines/list.machine';
import { DataTable, type DataTableProps } from './data-table';
import { ErrorRetry } from './error-retry';
import { LoadingText } from './spinner';

export interface ListTableText {
  loading: string;
  /** Shown while a loaded list fetches again (search, page); without it the rows stay quietly. */
  searching?: string;
  empty: string;
  /** The empty state's line of help (a text this project coins; the spec's `empty` stays as written), with the table's `emptyAction`; neither shows while a search or filter is set. */
  emptyHelp?: string;
}

export interface ListTableProps<Row extends RowData> extends Pick<
  DataTableProps<Row>,
  'columns' | 'getRowId' | 'onRowClick' | 'rowLabel' | 'caption' | 'className' | 'loadingClassName' | 'virtualRowHeight' | 'virtualBoxHeight' | 'dense' | 'emptyAction'
> {
  list: ActorRefFrom<ListMachine<Row>>;
  text: ListTableText;
  /** 'replace': the searching text stands in for the rows; 'above': the rows stay, the text shows above them. */
  searchingMode?: 'replace' | 'above';
}

/** A list machine's table: loading, searching, rows or empty text, and a load error with Retry (`reload`). */
export function ListTable<Row extends RowData>({ list, text, searchingMode = 'replace', emptyAction, ...table }: ListTableProps<Row>) {
  const rows = useSelector(list, (s) => s.context.rows);
  // A search or filter that matches nothing is not an empty list: no help to add the first row then.
  // (read only while there are no rows, so typing over rows draws nothing again).
  const narrowed = useSelector(list, (s) => s.context.rows.length === 0 && (s.context.query.trim() !== '' || Object.values(s.context.filters).some(Boolean)));
  const loading = useSelector(list, (s) => s.hasTag('loading'));
  const searching = useSelector(list, (s) => text.searching !== undefined && s.hasTag('searching'));
  const error = useSelector(list, (s) => (s.hasTag('error') ? s.context.error : null));
  const replacing = searching && searchingMode === 'replace';

  return (
    <>
      {searching && searchingMode === 'above' && <LoadingText inline>{text.searching}</LoadingText>}
      {error ? (
        <ErrorRetry message={error} onRetry={() => list.send({ type: 'reload' })} />
      ) : (
        <DataTable
          {...table}
          rows={rows}
          emptyText={text.empty}
          emptyHelp={narrowed ? undefined : text.emptyHelp}
          emptyAction={narrowed ? undefined : emptyAction}
          loading={loading || replacing}
          loadingText={replacing ? text.searching : text.loading}
        />
      )}
    </>
  );
}
