// Test helper for the count sheet and the start screen: their routes with the real screens (the
// counts list and the areas page as stubs), the msw fake of test/msw/inventory-counts.ts, and a
// viewport for the virtualised rows (jsdom lays nothing out). Not app code.
import { useParams } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { afterEach, beforeEach } from 'vitest';
import { CycleCountSheetScreen } from '../src/areas/inventory/cycle-count-sheet';
import { StartCycleCountScreen } from '../src/areas/inventory/start-count';
import { countsHandlers, createCountsDb } from './msw/inventory-counts';
import { renderScreensAt, setupMswApi } from './screens';

function SheetAtRoute() {
  const { id } = useParams({ strict: false }) as { id: string };
  return <CycleCountSheetScreen key={id} id={Number(id)} />;
}

const SCREENS: Record<string, () => ReactNode> = {
  '/merchant/inventory/cycle-counts': () => null,
  '/merchant/inventory/areas': () => null,
  '/merchant/inventory/cycle-counts/start': () => <StartCycleCountScreen />,
  '/merchant/inventory/cycle-counts/$id': () => <SheetAtRoute />,
};

/** Renders the count screens at `path`; the list and areas pages are stubs. */
export const renderCountsAt = (path: string) =>
  renderScreensAt(SCREENS, path, ['/merchant/inventory/cycle-counts', '/merchant/inventory/areas']);

export const setupCountsApi = () => setupMswApi(createCountsDb, countsHandlers);

/**
 * Gives every element a viewport of `height` px, content as tall as the inline heights inside it,
 * and a scroll position that `scrollTo` moves (with its scroll event), so the virtualiser shows and scrolls the rows that fit (`height / 44` of them
 * plus its overscan), as a browser would.
 */
export function useViewport(height = 600) {
  const saved: [string, PropertyDescriptor | undefined][] = [];
  const positions = new WeakMap<Element, number>();
  const define = (name: string, descriptor: PropertyDescriptor) => {
    saved.push([name, Object.getOwnPropertyDescriptor(HTMLElement.prototype, name)]);
    Object.defineProperty(HTMLElement.prototype, name, { configurable: true, ...descriptor });
  };
  beforeEach(() => {
    define('clientHeight', { get: () => height });
    // Content as tall as the inline heights inside it (the virtualised rows and their spacers).
    define('scrollHeight', {
      get(this: HTMLElement) {
        const tall = [...this.querySelectorAll<HTMLElement>('[style*="height"]')].reduce((sum, el) => sum + (parseFloat(el.style.height) || 0), 0);
        return Math.max(tall, height);
      },
    });
    define('scrollTop', {
      get(this: HTMLElement) {
        return positions.get(this) ?? 0;
      },
      set(this: HTMLElement, top: number) {
        positions.set(this, top);
      },
    });
    define('scrollTo', {
      value(this: HTMLElement, options: ScrollToOptions) {
        positions.set(this, options.top ?? 0);
        this.dispatchEvent(new Event('scroll'));
      },
    });
  });
  afterEach(() => {
    for (const [name, descriptor] of saved.reverse()) {
      if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
      else delete (HTMLElement.prototype as unknown as Record<string, unknown>)[name];
    }
    saved.length = 0;
  });
}
