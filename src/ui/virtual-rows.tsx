// The rows of a long table that are in view of its scrolling box, between two spacer rows as tall
// as the rows left out, so the box scrolls as if every row were there (DataTable's virtualRowHeight).
import { useVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, type ReactNode } from 'react';

export interface VirtualRowsProps {
  count: number;
  /** The usual height of a row in px. */
  rowHeight: number;
  /** The scrolling box (null until it is in the page). */
  box: HTMLElement | null;
  /** A new value (new rows: a search) scrolls the box back to its top, as going to page 1 did. */
  resetOn: unknown;
  children: (index: number) => ReactNode;
}

export function VirtualRows({ count, rowHeight, box, resetOn, children }: VirtualRowsProps) {
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => box,
    estimateSize: () => rowHeight,
    // A few rows beyond the view: the sticky header covers the first one, taller rows the last ones.
    overscan: 4,
    // React 19 batches the scroll's re-render itself; flushSync from a scroll inside a render warns.
    useFlushSync: false,
  });
  useLayoutEffect(() => {
    // The virtualiser's own offset: reading the box's scrollTop here would force a layout.
    if (virtualizer.scrollOffset) virtualizer.scrollToOffset(0);
  }, [resetOn, virtualizer]);

  const items = virtualizer.getVirtualItems();
  const padTop = items.length ? items[0].start : 0;
  const padBottom = items.length ? virtualizer.getTotalSize() - items[items.length - 1].end : 0;
  return (
    <>
      {padTop > 0 && <tr aria-hidden="true" style={{ height: padTop }} />}
      {items.map((item) => children(item.index))}
      {padBottom > 0 && <tr aria-hidden="true" style={{ height: padBottom }} />}
    </>
  );
}
