// The count sheet's header writes 'Last saved' as how long ago, kept current, with the exact moment
// as its tooltip.
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { batch } from '../../../test/msw/inventory-data';
import { RELATIVE_TICK_MS } from '../../ui/date-time';
import { formatDateTime } from '../../ui/format-date';
import { CountSheetHeader } from './count-sheet-header';

afterEach(() => vi.useRealTimers());

describe('the count sheet header', () => {
  it("says 'Last saved: just now' after a save, then how long ago as time passes", () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-25T12:00:00Z'));
    render(<CountSheetHeader batch={batch({ id: 7, last_saved_at: '2026-11-25T12:00:00Z' })} />);
    expect(screen.getByText('Last saved: just now')).toHaveAttribute('title', formatDateTime('2026-11-25T12:00:00Z'));
    act(() => vi.advanceTimersByTime(6 * RELATIVE_TICK_MS));
    expect(screen.getByText('Last saved: 3 minutes ago')).toBeInTheDocument();
  });

  it("says 'Not saved yet' before the first save", () => {
    render(<CountSheetHeader batch={batch({ id: 7 })} />);
    expect(screen.getByText('Last saved: Not saved yet')).not.toHaveAttribute('title');
  });
});
