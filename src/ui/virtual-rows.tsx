// The rows of a long table that are in view of its scrolling box, between two spacer rows as tall
// as the rows left out, so the box scrolls as if every row were there (DataTable's virtualRowHeight,
// the count sheet).
import { elementScroll, measureElement, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { startTransition, useCallback, useImperativeHandle, useLayoutEffect, useState, type ReactNode, type Ref } from 'react';

/** Given to a measured row: its ref (the row must also carry `data-index={index}`). */
export type MeasureRow = (row: HTMLElement | null) => void;

export interface VirtualRowsHandle {
  /** Scrolls the box by the least that brings row `index` into view (it is drawn on the next render). */
  scrollToRow: (index: number) => void;
}

export interface VirtualRowsProps {
  count: number;
  /** The usual height of a row in px (with `measured`, the guess for rows not drawn yet). */
  rowHeight: number;
  /**
   * The box's height in px until its ResizeObserver reports it (its CSS max-height: `windowVh(70)` for
   * 'max-h-[70vh]'). The first render then draws the rows the box shows, and the report draws nothing
   * again. Left out, ten rows' height.
   */
  boxHeight?: number;
  /** The scrolling box (null until it is in the page). */
  box: HTMLElement | null;
  /** A new value (new rows: a search) scrolls the box back to its top, as going to page 1 did. Left out, the box keeps its place. */
  resetOn?: unknown;
  /**
   * Rows whose height varies (text that wraps with the page's width): each drawn row is measured, so
   * the spacers and scrolling match the rows. `children` gets `measure` for the row's ref.
   */
  measured?: boolean;
  /** The spacers' element: table rows by default, list items for a list of cards. */
  spacer?: 'tr' | 'li';
  ref?: Ref<VirtualRowsHandle>;
  children: (index: number, measure: MeasureRow | undefined) => ReactNode;
}

/**
 * The scrolling box of a VirtualRows, and the ref that gives it. State, not a ref: the virtualiser
 * needs the box, which is attached after the rows' effects run. The ref sets it in a transition: a
 * plain state update from a ref is rendered at once, inside the commit that attached it, with every
 * effect of the page flushed first, one long task (Lighthouse's TBT, issue 25).
 */
export function useScrollBox<E extends HTMLElement>(): [E | null, (box: E | null) => void] {
  const [box, setBox] = useState<E | null>(null);
  const ref = useCallback((element: E | null) => startTransition(() => setBox(element)), []);
  return [box, ref];
}

/**
 * The box's size from its ResizeObserver, which reports it after the browser's own layout. The
 * virtualiser's default also reads it at once (clientHeight), a forced style and layout of the whole
 * page in the middle of React's first commit: 100 ms of a slow phone's long task on the count sheet
 * (Lighthouse's TBT, issue 25).
 */
function observeBoxSize(instance: Virtualizer<HTMLElement, HTMLElement>, report: (rect: { width: number; height: number }) => void) {
  const box = instance.scrollElement;
  if (!box) return;
  // No ResizeObserverEntry: no browser's observer (jsdom's stand-in reports nothing), so the size is read once.
  if (typeof ResizeObserverEntry === 'undefined') return report({ width: box.clientWidth, height: box.clientHeight });
  const observer = new ResizeObserver(([entry]) => {
    const size = entry.borderBoxSize?.[0];
    report(size ? { width: Math.round(size.inlineSize), height: Math.round(size.blockSize) } : { width: Math.round(entry.contentRect.width), height: Math.round(entry.contentRect.height) });
  });
  observer.observe(box, { box: 'border-box' });
  return () => observer.disconnect();
}

/**
 * Scrolls the box, except to its top while the virtualiser knows it there: it does so as it takes
 * a new box, and scrolling forces a layout of the page inside React's commit (issue 25).
 */
function scrollBox(offset: number, options: { adjustments?: number; behavior?: ScrollBehavior }, instance: Virtualizer<HTMLElement, HTMLElement>) {
  if (offset + (options.adjustments ?? 0) === 0 && !instance.scrollOffset) return;
  elementScroll(offset, options, instance);
}

/** Rows drawn before the box is laid out (with the overscan below them), when its height is not given. */
const INITIAL_ROWS = 10;

/** `vh` hundredths of the window's height in px: the height of a box whose max-height is `vh`vh (VirtualRows' boxHeight). */
export const windowVh = (vh: number) => Math.round((window.innerHeight * vh) / 100);

export function VirtualRows({ count, rowHeight, boxHeight, box, resetOn, measured = false, spacer: Spacer = 'tr', ref, children }: VirtualRowsProps) {
  const virtualizer = useVirtualizer<HTMLElement, HTMLElement>({
    count,
    getScrollElement: () => box,
    observeElementRect: observeBoxSize,
    // The box's height until it is laid out and reported: the first render draws its rows. A guess
    // short of it drew the missing rows in a second render (a slow phone's Total Blocking Time, issue 25).
    initialRect: { width: 0, height: boxHeight ?? INITIAL_ROWS * rowHeight },
    scrollToFn: scrollBox,
    estimateSize: () => rowHeight,
    measureElement: (row, entry, instance) => {
      // A row just drawn keeps its last size or the guess: reading its height now would force a layout
      // in the middle of React's commit. The ResizeObserver reports it after the browser's own layout.
      if (!entry) return instance.itemSizeCache.get(instance.options.getItemKey(instance.indexFromElement(row))) ?? rowHeight;
      // A row that is not laid out (a hidden box) measures 0: keep the guess, or every row would be drawn.
      return measureElement(row, entry, instance) || rowHeight;
    },
    // A few rows beyond the view: the sticky header covers the first one, taller rows the last ones.
    overscan: 4,
    // React 19 batches the scroll's re-render itself; flushSync from a scroll inside a render warns.
    useFlushSync: false,
  });
  useLayoutEffect(() => {
    // The virtualiser's own offset: reading the box's scrollTop here would force a layout.
    if (virtualizer.scrollOffset) virtualizer.scrollToOffset(0);
  }, [resetOn, virtualizer]);
  useImperativeHandle(ref, () => ({ scrollToRow: (index) => virtualizer.scrollToIndex(index, { align: 'auto' }) }), [virtualizer]);

  const measure = measured ? virtualizer.measureElement : undefined;
  const items = virtualizer.getVirtualItems();
  const padTop = items.length ? items[0].start : 0;
  const padBottom = items.length ? virtualizer.getTotalSize() - items[items.length - 1].end : 0;
  return (
    <>
      {padTop > 0 && <Spacer aria-hidden="true" style={{ height: padTop }} />}
      {items.map((item) => children(item.index, measure))}
      {padBottom > 0 && <Spacer aria-hidden="true" style={{ height: padBottom }} />}
    </>
  );
}
