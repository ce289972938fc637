import type { RowData } from '@tanstack/react-table';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { selectPageCount, type ListMachine } from '../machines/list.machine';
import { Pager } from './pager';

export interface ListPagerProps<Row extends RowData> {
  list: ActorRefFrom<ListMachine<Row>>;
  pageSizeOptions: number[];
  /** Renders 'Showing {shown} of {total} items'. */
  showing?: boolean;
  /** Renders nothing while everything fits on one page. */
  hideSinglePage?: boolean;
}

/** A list machine's Pager: its page and page size, sent back as `page.goto` and `pageSize.change`. */
export function ListPager<Row extends RowData>({ list, pageSizeOptions, showing = false, hideSinglePage = false }: ListPagerProps<Row>) {
  const page = useSelector(list, (s) => s.context.page);
  const pageSize = useSelector(list, (s) => s.context.pageSize);
  const count = useSelector(list, (s) => s.context.count);
  const shown = useSelector(list, (s) => s.context.rows.length);
  const pageCount = useSelector(list, selectPageCount);
  if (hideSinglePage && pageCount <= 1) return null;
  return (
    <Pager
      page={page}
      pageCount={pageCount}
      onPageChange={(p) => list.send({ type: 'page.goto', page: p })}
      pageSize={pageSize}
      pageSizeOptions={pageSizeOptions}
      onPageSizeChange={(size) => list.send({ type: 'pageSize.change', pageSize: size })}
      showing={showing ? { shown, total: count } : undefined}
    />
  );
}
