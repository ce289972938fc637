// A list machine's search box and pager: what a paged, searchable list screen puts around its
// ListTable (search.change; page.goto, pageSize.change and 'Showing X of Y items').
import type { RowData } from '@tanstack/react-table';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { selectPageCount, type ListMachine } from '../machines/list.machine';
import { Pager } from './pager';
import { SearchBox, type SearchBoxProps } from './search-box';

type ListRef<Row> = ActorRefFrom<ListMachine<Row>>;

/** The search box of a list: its text is the machine's query. */
export function ListSearchBox<Row extends RowData>({ list, ...box }: { list: ListRef<Row> } & Omit<SearchBoxProps, 'value' | 'onChange' | 'list'>) {
  const query = useSelector(list, (s) => s.context.query);
  return <SearchBox {...box} value={query} onChange={(value) => list.send({ type: 'search.change', query: value })} />;
}

export interface ListPagerProps<Row extends RowData> {
  list: ListRef<Row>;
  pageSizeOptions: number[];
  /** Renders 'Showing {shown} of {total} items' (on unless turned off). */
  showing?: boolean;
  /** Renders nothing while everything fits on one page. */
  hideSinglePage?: boolean;
}

/** The pager of a list with its rows-per-page choices and 'Showing X of Y items'. */
export function ListPager<Row extends RowData>({ list, pageSizeOptions, showing = true, hideSinglePage = false }: ListPagerProps<Row>) {
  const page = useSelector(list, (s) => s.context.page);
  const pageSize = useSelector(list, (s) => s.context.pageSize);
  const pageCount = useSelector(list, selectPageCount);
  const shown = useSelector(list, (s) => s.context.rows.length);
  const total = useSelector(list, (s) => s.context.count);
  const busy = useSelector(list, (s) => s.hasTag('loading'));
  // Not before the first page has loaded: 'Showing 0 of 0' says nothing yet, and the rows arriving
  // above it would push it down the page (a layout shift, issue 25).
  const firstLoad = useSelector(list, (s) => !s.context.loaded && s.hasTag('loading'));
  if (firstLoad || (hideSinglePage && pageCount <= 1)) return null;
  return (
    <Pager
      page={page}
      pageCount={pageCount}
      onPageChange={(p) => list.send({ type: 'page.goto', page: p })}
      pageSize={pageSize}
      pageSizeOptions={pageSizeOptions}
      onPageSizeChange={(size) => list.send({ type: 'pageSize.change', pageSize: size })}
      showing={showing ? { shown, total } : undefined}
      disabled={busy}
    />
  );
}
