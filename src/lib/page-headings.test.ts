import { describe, expect, it } from 'vitest';
import { documentTitle, pageHeading, pageShell } from './page-headings';

const INDEX = '<html><head><title>Tradepost</title></head><body><div id="root"><p role="status">Loading...</p></div><script type="module" src="/a.js"></script></body></html>';

describe('page headings', () => {
  it('names a page with a fixed heading, with or without a trailing slash; others have none', () => {
    expect(pageHeading('/merchant/inventory/items')).toBe('Inventory Items');
    expect(pageHeading('/merchant/inventory/items/')).toBe('Inventory Items');
    expect(pageHeading('/merchant/inventory/cycle-counts/12')).toBe('Cycle Count #12');
    expect(pageHeading('/merchant/inventory/cycle-counts/012/')).toBe('Cycle Count #12');
    expect(pageHeading('/merchant/inventory/cycle-counts/start')).toBe('Start Cycle Count');
    expect(pageHeading('/merchant/inventory/cycle-counts/12/lines')).toBeNull();
    expect(pageHeading('/toString')).toBeNull();
    expect(documentTitle('/merchant/purchasing/place-order')).toBe('Place Orders · Tradepost');
    expect(documentTitle('/merchant/purchasing/orders-history/4')).toBe('Tradepost');
    expect(documentTitle('/merchant/inventory/cycle-counts/7')).toBe('Cycle Count #7 · Tradepost');
  });

  it('writes the heading and the title into index.html, leaving its scripts; a page without one gets index.html as it is', () => {
    const html = pageShell(INDEX, '/merchant/reports/stock-value');
    expect(html).toContain('<title>Stock value · Tradepost</title>');
    expect(html).toContain(
      '<div id="root"><div class="space-y-2 p-4"><h1 class="text-2xl font-semibold text-slate-900">Stock value</h1><p role="status" class="text-sm text-slate-600">Loading...</p></div></div>',
    );
    expect(html).toContain('<script type="module" src="/a.js"></script>');
    expect(pageShell(INDEX, '/merchant/orders/9')).toBe(INDEX);
  });

  it('replaces whatever title and placeholder index.html has', () => {
    expect(pageShell('<title>A&amp;B</title><div id="root"></div>', '/login')).toBe(
      '<title>Sign in · Tradepost</title><div id="root"><div class="space-y-2 p-4"><h1 class="text-2xl font-semibold text-slate-900">Sign in</h1><p role="status" class="text-sm text-slate-600">Loading...</p></div></div>',
    );
  });
});
