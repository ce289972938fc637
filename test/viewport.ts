// jsdom lays nothing out: a viewport for the tests of virtualised tables (the count sheet, Place
// Orders). Not app code.
import { afterEach, beforeEach } from 'vitest';

/**
 * Gives every element a viewport of `height` px, content as tall as the inline heights inside it,
 * and a scroll position that `scrollTo` moves (with its scroll event, when it moves), so a
 * virtualised table shows and scrolls the rows that fit (`height` / its row height, plus its
 * overscan), as a browser would.
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
        const top = options.top ?? 0;
        // As a browser does: no scroll event when the box stays where it is.
        if (top === (positions.get(this) ?? 0)) return;
        positions.set(this, top);
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

/**
 * A window `width` px wide for `matchMedia` (jsdom has none): `(min-width: …)` and `(max-width: …)`
 * in px are answered against it, so a screen that picks its layout by a media query shows that one.
 */
export function useScreenWidth(width: number) {
  const matches = (query: string) => [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)].every(([, side, px]) => (side === 'min' ? width >= Number(px) : width <= Number(px)));
  beforeEach(() => {
    window.matchMedia = (query: string) =>
      ({
        matches: matches(query),
        media: query,
        onchange: null,
        addEventListener() {},
        removeEventListener() {},
        addListener() {},
        removeListener() {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  });
  afterEach(() => {
    delete (window as Partial<Window>).matchMedia;
  });
}
