// Typing into a debounced search without waiting on real time: the text is typed on fake timers,
// which then pass the debounce at once. The one debounce helper of the web tests.
import { act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';

/** Types `text` into `input`, then lets `debounceMs` pass on fake timers (real timers again after). */
export async function typeThroughDebounce(input: Element, text: string, debounceMs = 300) {
  // shouldAdvanceTime: user-event and testing-library's waits still see time pass between keystrokes.
  vi.useFakeTimers({ shouldAdvanceTime: true });
  try {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(input, text);
    await act(() => vi.advanceTimersByTimeAsync(debounceMs));
  } finally {
    vi.useRealTimers();
  }
}
