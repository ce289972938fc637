import { describe, expect, it } from 'vitest';
import { pagePreloads, withPreloads, type BuildManifest } from './page-preloads';

// A build's manifest as Vite writes it: the entry, route files' split code, shared chunks.
const MANIFEST: BuildManifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_framework-1.js'] },
  '_framework-1.js': { file: 'assets/framework-1.js' },
  '_table-1.js': { file: 'assets/table-1.js', imports: ['_virtual-1.js', '_framework-1.js'] },
  '_virtual-1.js': { file: 'assets/virtual-1.js' },
  '_form-1.js': { file: 'assets/form-1.js' },
  'src/routes/merchant.tsx?tsr-split=component': { file: 'assets/merchant-1.js', imports: ['_framework-1.js'] },
  'src/routes/merchant.suppliers.index.tsx?tsr-split=component': { file: 'assets/suppliers-1.js', imports: ['_table-1.js'] },
  'src/routes/merchant.suppliers.$id.tsx?tsr-split=component': { file: 'assets/supplier-1.js', imports: ['_form-1.js'] },
  'src/routes/merchant.suppliers.create.tsx?tsr-split=component': { file: 'assets/create-1.js', imports: ['_form-1.js'] },
  'src/routes/merchant.suppliers.$id_.catalog.tsx?tsr-split=component': { file: 'assets/catalog-1.js', imports: ['_table-1.js'] },
  'src/routes/login.tsx?tsr-split=component': { file: 'assets/login-1.js', imports: ['_form-1.js'] },
};
const preloads = pagePreloads(MANIFEST);

describe("a page's preloads", () => {
  it("name the page's code, its layouts' and everything they import, but not what index.html loads", () => {
    expect(preloads('/merchant/suppliers').sort()).toEqual(['/assets/merchant-1.js', '/assets/suppliers-1.js', '/assets/table-1.js', '/assets/virtual-1.js']);
    expect(preloads('/login')).toEqual(['/assets/login-1.js', '/assets/form-1.js']);
  });

  it('prefer a static segment to a param, and match a param to any segment', () => {
    expect(preloads('/merchant/suppliers/create')).toContain('/assets/create-1.js');
    expect(preloads('/merchant/suppliers/create')).not.toContain('/assets/supplier-1.js');
    expect(preloads('/merchant/suppliers/7')).toContain('/assets/supplier-1.js');
  });

  it("leave out a parent that a '_' un-nests", () => {
    expect(preloads('/merchant/suppliers/7/catalog').sort()).toEqual(['/assets/catalog-1.js', '/assets/merchant-1.js', '/assets/table-1.js', '/assets/virtual-1.js']);
  });

  it('are none for a path no route matches, or without a manifest', () => {
    expect(preloads('/merchant/suppliers/7/nothing')).toEqual([]);
    expect(pagePreloads({})('/login')).toEqual([]);
  });

  it('go into the head of index.html, which stays as it was without any', () => {
    const html = '<html><head><title>T</title></head><body></body></html>';
    expect(withPreloads(html, ['/assets/a.js'])).toBe('<html><head><title>T</title><link rel="modulepreload" crossorigin href="/assets/a.js"></head><body></body></html>');
    expect(withPreloads(html, [])).toBe(html);
  });
});
