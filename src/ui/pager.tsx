import { useDeferredValue, useId } from 'react';
import { Button } from './button';

export interface PagerProps {
  /** 1-based current page. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  pageSize?: number;
  /** With onPageSizeChange, shows a 'Rows per page' select, e.g. [10, 20, 50]. */
  pageSizeOptions?: number[];
  onPageSizeChange?: (pageSize: number) => void;
  /** Renders 'Showing {shown} of {total} items'. */
  showing?: { shown: number; total: number };
  disabled?: boolean;
}

/** First / Prev / Next / Last, 'Page n of m', optional rows-per-page select and 'Showing X of Y items'. */
export function Pager({ page: latestPage, pageCount: latestPageCount, onPageChange, pageSize, pageSizeOptions, onPageSizeChange, showing: latestShowing, disabled = false }: PagerProps) {
  const selectId = useId();
  // The pager shows in React's deferred render, with the rows a DataTable draws there (issue 25):
  // a new pager shown before them would be pushed down the page as they arrive (a layout shift),
  // and 'Page 2 of 3' would show over page 1's rows for a moment. A table mounted with its rows
  // draws them at once, and the pager one render later, below them (no shift).
  const placed = useDeferredValue(true, false);
  const page = useDeferredValue(latestPage);
  const pageCount = useDeferredValue(latestPageCount);
  const shown = useDeferredValue(latestShowing?.shown);
  const total = useDeferredValue(latestShowing?.total);
  const showing = shown !== undefined && total !== undefined ? { shown, total } : undefined;
  const last = Math.max(1, pageCount);
  const atStart = disabled || page <= 1;
  const atEnd = disabled || page >= last;
  if (!placed) return null;
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-between gap-3 py-2 text-sm text-slate-700">
      {showing ? <p>{`Showing ${showing.shown} of ${showing.total} items`}</p> : <span />}
      <div className="flex flex-wrap items-center gap-2">
        {pageSizeOptions && onPageSizeChange && (
          <span className="flex items-center gap-2">
            <label htmlFor={selectId}>Rows per page</label>
            <select
              id={selectId}
              className="rounded-md border border-slate-300 bg-white px-2 py-1"
              value={pageSize}
              disabled={disabled}
              onChange={(e) => onPageSizeChange(Number(e.target.value))}
            >
              {pageSizeOptions.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </span>
        )}
        <Button variant="secondary" className="px-2! py-1!" disabled={atStart} onClick={() => onPageChange(1)}>
          First
        </Button>
        <Button variant="secondary" className="px-2! py-1!" disabled={atStart} onClick={() => onPageChange(page - 1)}>
          Prev
        </Button>
        <span aria-live="polite">{`Page ${page} of ${last}`}</span>
        <Button variant="secondary" className="px-2! py-1!" disabled={atEnd} onClick={() => onPageChange(page + 1)}>
          Next
        </Button>
        <Button variant="secondary" className="px-2! py-1!" disabled={atEnd} onClick={() => onPageChange(last)}>
          Last
        </Button>
      </div>
    </nav>
  );
}
