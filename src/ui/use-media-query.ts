// Whether a CSS media query matches, kept up to date as the window changes (a layout that differs
// in structure, not only in style: the count sheet's cards on a phone, its table on a wide screen).
import { useCallback, useSyncExternalStore } from 'react';

/** Below Tailwind's `md` (768 px): a phone held upright. */
export const PHONE_QUERY = '(max-width: 767.98px)';

/** Without `matchMedia` (jsdom, unless a test provides it), no query matches. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (changed: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches);
}
