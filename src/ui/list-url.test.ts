import { describe, expect, it } from 'vitest';
import { listSearch, queryFromSearch, searchFromQuery } from './list-url';

const DEFAULTS = { pageSize: 10, filters: { status: '' } };

describe('a list state in the URL', () => {
  it("keeps only a route's list parameters, readable and in range", () => {
    expect(listSearch(['status'])({ q: 'tom', page: 2, size: 20, status: 'OPEN', other: 'x' })).toEqual({ q: 'tom', page: 2, size: 20, status: 'OPEN' });
    expect(listSearch(['status'])({ q: '', page: 0, size: 1000, status: '' })).toEqual({});
    expect(listSearch()({ page: 1.5, size: 'abc' })).toEqual({});
    expect(listSearch()({ page: '3', q: 42 })).toEqual({ page: 3, q: '42' });
  });

  it('reads a state over the defaults and writes back only what differs from them', () => {
    const state = queryFromSearch({ q: 'tom', page: 2, status: 'OPEN' }, DEFAULTS);
    expect(state).toEqual({ query: 'tom', page: 2, pageSize: 10, filters: { status: 'OPEN' } });
    expect(searchFromQuery(state, DEFAULTS)).toEqual({ q: 'tom', page: 2, status: 'OPEN' });
    expect(searchFromQuery({ query: '', page: 1, pageSize: 10, filters: { status: '', tab: 'x' } }, DEFAULTS)).toEqual({});
  });
});
