// Reading a table in screen tests: the text of each body row's cells, row by row.
import { within } from '@testing-library/react';

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
