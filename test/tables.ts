// Reading a table in screen tests: the text of each body row's cells, row by row.
import { screen, within } from '@testing-library/react';

/** The body rows' cell texts of `table` (its header row left out). */
export const bodyCells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );

/** The body rows' texts of every table named `name`, row headers (th) included. */
export const rowTexts = (name: string) =>
  screen.getAllByRole('table', { name }).flatMap((t) => Array.from(t.querySelectorAll('tbody tr'), (r) => Array.from(r.querySelectorAll('th, td'), (c) => c.textContent)));

/**
 * Waits for the list's pager. A table mounted with its rows draws them at once, and its pager in
 * React's deferred render just after (src/ui/pager.tsx), so the pager may lag the rows by a render.
 */
export const pagerShown = () => screen.findByRole('navigation', { name: 'Pagination' });
