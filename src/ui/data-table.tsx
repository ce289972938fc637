import { createColumnHelper, tableFeatures, useTable, type ColumnDef, type Row as TableRow, type RowData } from '@tanstack/react-table';
import { useDeferredValue, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { EmptyState } from './empty-state';
import { useScrollBox, VirtualRows } from './virtual-rows';

export const dataTableFeatures = tableFeatures({});
export type DataTableFeatures = typeof dataTableFeatures;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type DataTableColumn<Row extends RowData> = ColumnDef<DataTableFeatures, Row, any>;

/** Column helper for DataTable columns: `const col = columnHelper<Client>(); col.accessor('name', { header: 'Name' })`. */
export function columnHelper<Row extends RowData>() {
  return createColumnHelper<DataTableFeatures, Row>();
}

export interface DataTableProps<Row extends RowData> {
  /** Keep stable (module scope or useMemo). */
  columns: DataTableColumn<Row>[];
  rows: Row[];
  /** The spec's empty text, shown word for word in an EmptyState. */
  emptyText: string;
  /** The EmptyState's line of help and next action (a button or link). */
  emptyHelp?: string;
  emptyAction?: ReactNode;
  /** Shows skeleton rows instead of the rows, with loadingText for screen readers. */
  loading?: boolean;
  loadingText?: string;
  /** Makes rows clickable and keyboard-activatable (Enter / Space). */
  onRowClick?: (row: Row) => void;
  /** Accessible name of a clickable row (default: its text). */
  rowLabel?: (row: Row) => string;
  getRowId?: (row: Row, index: number) => string;
  caption?: string;
  /** The box around the table; with `virtualRowHeight`, give it its height (e.g. 'max-h-[70vh]'). */
  className?: string;
  /** The box's classes instead while loading: the height the rows will fill, so their arrival moves nothing below (layout shift). */
  loadingClassName?: string;
  /**
   * For thousands of rows: the box scrolls and only the rows in its view are in the page (the usual
   * height of a row in px; rows may differ a little). `aria-rowcount`/`aria-rowindex` keep their places.
   * A new `rows` array (a search) scrolls the box back to its top: keep it stable between renders.
   */
  virtualRowHeight?: number;
  /** With `virtualRowHeight`: the box's height in px before it is laid out (VirtualRows' boxHeight, e.g. `windowVh(70)` for 'max-h-[70vh]'). */
  virtualBoxHeight?: number;
  /** Narrower cell padding, for a wide table of many short columns (Place Orders). */
  dense?: boolean;
}

const INTERACTIVE = 'a, button, input, select, textarea, label, [role="button"], [role="switch"]';

/** Clicks and keys on controls inside a row belong to those controls. */
function fromControl(e: MouseEvent | KeyboardEvent): boolean {
  const target = e.target as HTMLElement;
  const control = target.closest(INTERACTIVE);
  return control !== null && e.currentTarget.contains(control);
}

export function DataTable<Row extends RowData>({
  columns,
  rows: latestRows,
  emptyText,
  emptyHelp,
  emptyAction,
  loading: latestLoading = false,
  loadingText = 'Loading...',
  onRowClick,
  rowLabel,
  getRowId,
  caption,
  className = '',
  loadingClassName,
  virtualRowHeight,
  virtualBoxHeight,
  dense = false,
}: DataTableProps<Row>) {
  // New rows are drawn in a render that React slices and can interrupt, not in the one long task an
  // update from a machine gets (a slow phone's Total Blocking Time, issue 25); until then the table
  // shows what it showed. A Pager appears in that same render (pager.tsx). Rows the table mounts
  // with are drawn at once (there is nothing to show before them).
  const rows = useDeferredValue(latestRows);
  const loading = useDeferredValue(latestLoading);
  const table = useTable({ features: dataTableFeatures, columns, data: rows, getRowId });
  const headerGroups = table.getHeaderGroups();
  const colSpan = Math.max(1, table.getAllLeafColumns().length);
  const bodyRows = table.getRowModel().rows;
  const virtual = virtualRowHeight !== undefined;
  const [box, setBox] = useScrollBox<HTMLDivElement>();
  const padding = dense ? 'px-2 py-2' : 'px-3 py-2';

  /** A body row; `rowIndex` is its aria-rowindex when only some rows are in the page. */
  function renderRow(row: TableRow<DataTableFeatures, Row>, rowIndex?: number): ReactNode {
    const clickable = !!onRowClick;
    return (
      <tr
        key={row.id}
        aria-rowindex={rowIndex}
        className={clickable ? 'cursor-pointer hover:bg-slate-50 focus:bg-slate-50' : undefined}
        tabIndex={clickable ? 0 : undefined}
        aria-label={clickable && rowLabel ? rowLabel(row.original) : undefined}
        onClick={clickable ? (e) => !fromControl(e) && onRowClick(row.original) : undefined}
        onKeyDown={
          clickable
            ? (e) => {
                if ((e.key === 'Enter' || e.key === ' ') && e.target === e.currentTarget) {
                  e.preventDefault();
                  onRowClick(row.original);
                }
              }
            : undefined
        }
      >
        {row.getAllCells().map((cell) => (
          <td key={cell.id} className={`${padding} text-slate-800`}>
            <table.FlexRender cell={cell} />
          </td>
        ))}
      </tr>
    );
  }

  return (
    <div
      ref={virtual ? setBox : undefined}
      className={`${virtual ? 'overflow-auto' : 'overflow-x-auto'} rounded-lg border border-slate-200 bg-white ${loading && loadingClassName ? loadingClassName : className}`}
    >
      <table
        className="min-w-full divide-y divide-slate-200 text-sm"
        aria-busy={loading || undefined}
        aria-rowcount={virtual && !loading && bodyRows.length > 0 ? headerGroups.length + bodyRows.length : undefined}
      >
        {caption && <caption className="sr-only">{caption}</caption>}
        <thead className={`bg-slate-50 ${virtual ? 'sticky top-0 z-10' : ''}`}>
          {headerGroups.map((group, n) => (
            <tr key={group.id} aria-rowindex={virtual ? n + 1 : undefined}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col" colSpan={header.colSpan} className={`${padding} text-left font-semibold text-slate-700`}>
                  {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody className="divide-y divide-slate-100">
          {loading ? (
            // Keys no row has: the rows that replace these are new nodes, not these moved (layout shift).
            // One cell across the columns, its bars drawn as its background: few nodes to remove when
            // the rows arrive (skeleton-rows in styles.css).
            <tr className="motion-safe:animate-pulse">
              <td colSpan={colSpan} className={`${padding} skeleton-rows`}>
                <span role="status" className="sr-only">
                  {loadingText}
                </span>
              </td>
            </tr>
          ) : bodyRows.length === 0 ? (
            <tr>
              <td colSpan={colSpan} className="text-slate-600">
                <EmptyState title={emptyText} help={emptyHelp} action={emptyAction} />
              </td>
            </tr>
          ) : virtual ? (
            <VirtualRows count={bodyRows.length} rowHeight={virtualRowHeight} boxHeight={virtualBoxHeight} box={box} resetOn={rows}>
              {(index) => renderRow(bodyRows[index], headerGroups.length + index + 1)}
            </VirtualRows>
          ) : (
            bodyRows.map((row) => renderRow(row))
          )}
        </tbody>
      </table>
    </div>
  );
}
