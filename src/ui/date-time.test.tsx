import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DateTime, RELATIVE_TICK_MS } from './date-time';
import { formatDateTime } from './format-date';

afterEach(() => vi.useRealTimers());

describe('DateTime', () => {
  it('writes the exact date and time by default', () => {
    render(<DateTime iso="2025-11-25T12:45:00Z" />);
    expect(screen.getByText(formatDateTime('2025-11-25T12:45:00Z')).tagName).toBe('TIME');
  });

  it('keeps a relative time current while it is shown: just now, then a minute ago', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-25T12:00:00Z'));
    render(<DateTime iso="2026-11-25T11:59:50Z" relative />);
    expect(screen.getByText('just now')).toHaveAttribute('title', formatDateTime('2026-11-25T11:59:50Z'));
    act(() => vi.advanceTimersByTime(2 * RELATIVE_TICK_MS));
    expect(screen.getByText('1 minute ago')).toBeInTheDocument();
  });
});
