// Moving the focus between the counted boxes of the count sheet's lines (the table's rows, the
// phone's cards): Enter goes to the next line, 'Next uncounted' to a given one, even when it is not
// drawn yet (the virtualised list scrolls it in and its box takes the focus once drawn).
import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { CycleCountMachine } from '../../machines/inventory/cycle-count.machine';
import type { VirtualRowsHandle } from '../../ui/virtual-rows';

export function useLineFocus(count: number) {
  const rows = useRef<VirtualRowsHandle>(null);
  const inputs = useRef(new Map<number, HTMLInputElement>());
  const focusNext = useRef<number | null>(null);
  /** The place of the box focused last ('Next uncounted' starts after it). */
  const lastFocused = useRef(-1);

  const inputRef = useCallback((position: number, el: HTMLInputElement | null) => {
    if (!el) {
      inputs.current.delete(position);
      return;
    }
    inputs.current.set(position, el);
    // The line asked for has just scrolled into the page.
    if (focusNext.current === position) {
      focusNext.current = null;
      el.focus();
    }
  }, []);

  const focusLine = useCallback((position: number) => {
    const el = inputs.current.get(position);
    if (el) {
      el.focus();
      el.scrollIntoView?.({ block: 'nearest' });
      return;
    }
    focusNext.current = position;
    rows.current?.scrollToRow(position);
  }, []);

  const onEnter = useCallback(
    (position: number) => {
      if (position + 1 < count) focusLine(position + 1);
    },
    [count, focusLine],
  );

  const onFocused = useCallback((position: number) => {
    lastFocused.current = position;
  }, []);

  return { rows, inputRef, focusLine, onEnter, onFocused, lastFocused };
}

/** Focuses the counted box of the line a scan found (the sheet's `focus`), once per scan. */
export function useFoundLineFocus(sheet: ActorRefFrom<CycleCountMachine>, focusLine: (position: number) => void) {
  const request = useSelector(sheet, (s) => s.context.focus);
  useEffect(() => {
    if (!request) return;
    const { lines, visible } = sheet.getSnapshot().context;
    const position = visible.findIndex((i) => lines[i].id === request.lineId);
    if (position < 0) return;
    // After a camera scan its dialog, closing, hands the focus back to its opener first: focus after that.
    const timer = setTimeout(() => focusLine(position), 0);
    return () => clearTimeout(timer);
  }, [request, sheet, focusLine]);
}
