// VirtualRows beyond DataTable's use (tested in data-table.test.tsx): rows measured as drawn, and
// scrolling a row into view (the count sheet).
import { act, render, screen, within } from '@testing-library/react';
import { createRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useViewport } from '../../test/viewport';
import { VirtualRows, windowVh, type VirtualRowsHandle } from './virtual-rows';

// A box 600 px high (test/viewport.ts); rows guessed at 40 px.
useViewport(600);
const GUESS = 40;

let rowRenders = 0;

function Table({ count, measured, handle, boxHeight }: { count: number; measured?: boolean; handle?: React.Ref<VirtualRowsHandle>; boxHeight?: number }) {
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  return (
    <div ref={setBox}>
      <table aria-label="Lines">
        <tbody>
          <VirtualRows ref={handle} count={count} rowHeight={GUESS} boxHeight={boxHeight} box={box} measured={measured}>
            {(index, measure) => {
              rowRenders += 1;
              return (
                <tr key={index} ref={measure} data-index={index}>
                  <th scope="row">{`Line ${index + 1}`}</th>
                </tr>
              );
            }}
          </VirtualRows>
        </tbody>
      </table>
    </div>
  );
}

const lines = () => screen.getAllByRole('rowheader').map((r) => r.textContent);
const spacers = () =>
  within(screen.getByRole('table', { hidden: true }))
    .queryAllByRole('row', { hidden: true })
    .filter((r) => r.getAttribute('aria-hidden') === 'true');

/**
 * A ResizeObserver for jsdom (which lays nothing out): `layOut(height)` reports every observed
 * element with that height, as the browser's observer does after a layout: the rows, and the box
 * (which the virtualiser does not read itself).
 */
function fakeResizeObserver() {
  const observers = new Set<{ callback: ResizeObserverCallback; targets: Set<Element> }>();
  class FakeResizeObserver {
    private readonly entry;
    constructor(callback: ResizeObserverCallback) {
      this.entry = { callback, targets: new Set<Element>() };
      observers.add(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.add(target);
    }
    unobserve(target: Element) {
      this.entry.targets.delete(target);
    }
    disconnect() {
      observers.delete(this.entry);
    }
  }
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  // As in a browser (virtual-rows.tsx reads the box itself where there is none).
  vi.stubGlobal('ResizeObserverEntry', class {});
  return (heightOf: (el: Element) => number) =>
    act(() => {
      for (const { callback, targets } of [...observers]) {
        const entries = [...targets].map((target) => ({ target, borderBoxSize: [{ blockSize: heightOf(target), inlineSize: 0 }] }) as unknown as ResizeObserverEntry);
        if (entries.length) callback(entries, {} as ResizeObserver);
      }
    });
}

describe('VirtualRows', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('the box counts at the size its ResizeObserver reports, not read during the commit', () => {
    const layOut = fakeResizeObserver();
    render(<Table count={1000} />);
    // Until the box is reported, ten rows' height: 10 rows, and 4 more below them.
    expect(lines()).toHaveLength(14);
    // Laid out 600 px high: 15 rows of 40 px fill it, and 4 more below.
    layOut((el) => (el.tagName === 'TR' ? GUESS : 600));
    expect(lines()).toHaveLength(19);
    // Then 200 px high: 5 rows fill it, and 4 more below.
    layOut((el) => (el.tagName === 'TR' ? GUESS : 200));
    expect(lines()).toHaveLength(9);
  });

  it("given the box's height, the first render draws the rows that fill it, and the box's report draws nothing again", () => {
    const layOut = fakeResizeObserver();
    vi.stubGlobal('innerHeight', 1000);
    // 'max-h-[60vh]' of a 1,000 px window: 600 px, 15 rows of 40 px, and 4 more below.
    render(<Table count={1000} boxHeight={windowVh(60)} />);
    expect(lines()).toHaveLength(19);
    const drawn = rowRenders;
    layOut((el) => (el.tagName === 'TR' ? GUESS : 600));
    expect(lines()).toHaveLength(19);
    expect(rowRenders).toBe(drawn);
  });

  it('measured: rows taller than the guess count at their height once laid out, so fewer are drawn and the spacer counts the rows measured', () => {
    const layOut = fakeResizeObserver();
    render(<Table count={1000} measured />);
    // Drawn at the guess: 15 rows of 40 px fill the 600 px box, and 4 more below it.
    layOut((el) => (el.tagName === 'TR' ? GUESS : 600));
    expect(lines()).toHaveLength(19);
    // Laid out 100 px high: 6 rows fill the box, and 4 more below it.
    layOut((el) => (el.tagName === 'TR' ? 100 : 600));
    expect(lines()).toHaveLength(10);
    expect(lines()[0]).toBe('Line 1');
    // Below them: the 9 rows drawn at first keep their 100 px, the rest count at the guess.
    expect(spacers().map((s) => s.style.height)).toEqual([`${9 * 100 + (1000 - 19) * GUESS}px`]);
  });

  it('measured: a row that lays out at 0 px (a hidden box) keeps the guess rather than drawing every row', () => {
    const layOut = fakeResizeObserver();
    render(<Table count={1000} measured />);
    layOut((el) => (el.tagName === 'TR' ? 0 : 600));
    expect(lines()).toHaveLength(19);
  });

  it('not measured, the rows count at the guess whatever their height', () => {
    const layOut = fakeResizeObserver();
    render(<Table count={1000} />);
    layOut((el) => (el.tagName === 'TR' ? 100 : 600));
    // 15 rows of 40 px fill the box, and 4 more below it.
    expect(lines()).toHaveLength(19);
  });

  it('scrollToRow scrolls by the least that brings the row into view and draws it', () => {
    const handle = createRef<VirtualRowsHandle>();
    render(<Table count={1000} handle={handle} />);
    const box = screen.getByRole('table').parentElement!;
    act(() => handle.current!.scrollToRow(499));
    // Line 500 ends at 500 × 40 px: the box's bottom edge.
    expect(box.scrollTop).toBe(500 * GUESS - 600);
    expect(screen.getByRole('rowheader', { name: 'Line 500' })).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: 'Line 1' })).not.toBeInTheDocument();
    // A row already in view does not move the box.
    act(() => handle.current!.scrollToRow(490));
    expect(box.scrollTop).toBe(500 * GUESS - 600);
  });
});
