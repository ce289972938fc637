// VirtualRows beyond DataTable's use (tested in data-table.test.tsx): rows measured as drawn, and
// scrolling a row into view (the count sheet).
import { act, render, screen, within } from '@testing-library/react';
import { createRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useViewport } from '../../test/viewport';
import { VirtualRows, type VirtualRowsHandle } from './virtual-rows';

// A box 600 px high (test/viewport.ts); rows guessed at 40 px.
useViewport(600);
const GUESS = 40;

function Table({ count, measured, handle }: { count: number; measured?: boolean; handle?: React.Ref<VirtualRowsHandle> }) {
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  return (
    <div ref={setBox}>
      <table aria-label="Lines">
        <tbody>
          <VirtualRows ref={handle} count={count} rowHeight={GUESS} box={box} measured={measured}>
            {(index, measure) => (
              <tr key={index} ref={measure} data-index={index}>
                <th scope="row">{`Line ${index + 1}`}</th>
              </tr>
            )}
          </VirtualRows>
        </tbody>
      </table>
    </div>
  );
}

const lines = () => screen.getAllByRole('rowheader').map((r) => r.textContent);
const spacers = () => within(screen.getByRole('table', { hidden: true })).queryAllByRole('row', { hidden: true }).filter((r) => r.getAttribute('aria-hidden') === 'true');

describe('VirtualRows', () => {
  afterEach(() => vi.restoreAllMocks());

  it('measured: rows taller than the guess count at their height, so fewer are drawn and the spacer counts the rows measured', () => {
    // The rows lay out 100 px high (jsdom lays out nothing).
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.dataset.index === undefined ? 0 : 100;
    });
    render(<Table count={1000} measured />);
    // 6 rows of 100 px fill the 600 px box, and 4 more below it.
    expect(lines()).toHaveLength(10);
    expect(lines()[0]).toBe('Line 1');
    // Below them: the 9 rows drawn at first (19 at the guess) keep their 100 px, the rest the guess.
    expect(spacers().map((s) => s.style.height)).toEqual([`${9 * 100 + (1000 - 19) * GUESS}px`]);
  });

  it('not measured, the rows count at the guess', () => {
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(100);
    render(<Table count={1000} />);
    // 15 rows of 40 px fill the box, and 4 more below it.
    expect(lines()).toHaveLength(19);
  });

  it('measured: a row that is not laid out (0 px) keeps the guess rather than drawing every row', () => {
    render(<Table count={1000} measured />);
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
