// A list's state in the URL (issue 28): its search (`q`), page, page size (`size`) and filters
// (each by its own name), so back, reload and a shared link land where the user was. A list route
// declares `validateSearch: listSearch([...filter names])`; its screen starts the list machine with
// `useUrlList(machine, input)` instead of useActorRef. Defaults stay out of the URL; the machine
// writes the URL with `replace` (typing does not fill the history); a link to the list with other
// parameters while it is shown (a sidebar link, a dashboard tile) sets the list to them.
import { useNavigate, useRouter, useSearch } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useActorRef } from '../lib/inspection';
import type { ListFilters, ListInput, ListMachine, ListQuery } from '../machines/list.machine';

/** The most rows per page a URL may ask for. */
export const MAX_URL_PAGE_SIZE = 100;

export type ListSearch = { q?: string; page?: number; size?: number } & { [filter: string]: string | number | undefined };

const positiveInt = (v: unknown, max = Number.MAX_SAFE_INTEGER) => {
  const n = typeof v === 'string' ? Number(v) : v;
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= max ? n : undefined;
};
const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : typeof v === 'number' ? String(v) : undefined);

/** A route's validateSearch for a list with these filters: anything else, or anything unreadable, is dropped. */
export function listSearch<F extends string>(filters: readonly F[] = []) {
  return (search: Record<string, unknown>): { q?: string; page?: number; size?: number } & Partial<Record<F, string>> => {
    const out: { q?: string; page?: number; size?: number } & Partial<Record<string, string | number>> = {};
    const q = text(search.q);
    const page = positiveInt(search.page);
    const size = positiveInt(search.size, MAX_URL_PAGE_SIZE);
    if (q) out.q = q;
    if (page && page > 1) out.page = page;
    if (size) out.size = size;
    for (const name of filters) {
      const value = text(search[name]);
      if (value) out[name] = value;
    }
    return out as { q?: string; page?: number; size?: number } & Partial<Record<F, string>>;
  };
}

/** The list state a URL says, over the screen's defaults (its filter names are the defaults' keys). */
export function queryFromSearch(search: Record<string, unknown>, defaults: { pageSize: number; filters: ListFilters }): ListQuery {
  const read = listSearch(Object.keys(defaults.filters))(search) as Record<string, string | number | undefined>;
  const filters = Object.fromEntries(Object.entries(defaults.filters).map(([name, fallback]) => [name, (read[name] as string | undefined) ?? fallback]));
  return { query: (read.q as string | undefined) ?? '', page: (read.page as number | undefined) ?? 1, pageSize: (read.size as number | undefined) ?? defaults.pageSize, filters };
}

/** The URL's parameters for a list state: only what differs from the defaults. */
export function searchFromQuery(state: ListQuery, defaults: { pageSize: number; filters: ListFilters }): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  if (state.query) out.q = state.query;
  if (state.page > 1) out.page = state.page;
  if (state.pageSize !== defaults.pageSize) out.size = state.pageSize;
  for (const [name, fallback] of Object.entries(defaults.filters)) {
    const value = state.filters[name];
    if (value && value !== fallback) out[name] = value;
  }
  return out;
}

const keyOf = (search: Record<string, unknown>) =>
  JSON.stringify(
    Object.entries(search)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => a.localeCompare(b)),
  );

/**
 * Starts a list machine from the URL and keeps the two in step. `input` is the list's defaults
 * (page size, filters with their default values); the URL's values win over them. `urlFilters`
 * names the filters the URL holds (default: all; a filter set by the route, like a tab, stays out).
 */
export function useUrlList<Row>(machine: ListMachine<Row>, input: ListInput & { pageSize: number }, urlFilters?: string[]): ActorRefFrom<ListMachine<Row>> {
  const all = input.filters ?? {};
  const defaults = { pageSize: input.pageSize, filters: Object.fromEntries(Object.entries(all).filter(([name]) => !urlFilters || urlFilters.includes(name))) };
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const read = queryFromSearch(search, defaults);
  const start = { ...read, filters: { ...all, ...read.filters } };
  const list = useActorRef(machine, { input: { ...input, ...start } });
  const router = useRouter();
  const navigate = useNavigate();
  // The URLs this list wrote, oldest first: one coming back is our own echo, not a new link.
  const written = useRef<string[]>([]);
  const defaultsKey = JSON.stringify(defaults);

  useEffect(() => {
    const base = JSON.parse(defaultsKey) as typeof defaults;
    const sub = list.subscribe(({ context }) => {
      const next = searchFromQuery(context, base);
      const current = router.state.location.search as Record<string, unknown>;
      if (keyOf(next) === keyOf(searchFromQuery(queryFromSearch(current, base), base))) return;
      written.current.push(keyOf(next));
      // Parameters the list does not own (a tab) stay as they are.
      const owned = Object.fromEntries(['q', 'page', 'size', ...Object.keys(base.filters)].map((name) => [name, undefined]));
      void navigate({ to: '.', search: { ...current, ...owned, ...next } as never, replace: true });
    });
    return () => sub.unsubscribe();
  }, [list, router, navigate, defaultsKey]);

  const startKey = JSON.stringify(start);
  useEffect(() => {
    const base = JSON.parse(defaultsKey) as typeof defaults;
    const wanted = JSON.parse(startKey) as ListQuery;
    const key = keyOf(searchFromQuery(wanted, base));
    const echo = written.current.indexOf(key);
    written.current = echo >= 0 ? written.current.slice(echo + 1) : [];
    if (echo < 0 && key !== keyOf(searchFromQuery(list.getSnapshot().context, base))) list.send({ type: 'state.restore', ...wanted });
  }, [list, startKey, defaultsKey]);

  return list;
}
