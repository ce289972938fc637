// The count variance screen (issue 26, item 3): each chart with its data table, the lines, the
// date range and count asked for, a failure with Retry, and the CSV export of the lines.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { captureDownloads, csvLines } from '../../../test/downloads';
import { createReportsDb, reportHandlers } from '../../../test/msw/reports';
import { setupMswApi } from '../../../test/screens';
import { rowTexts } from '../../../test/tables';
import { CountVarianceScreen } from './count-variance';
import { lastDays } from './date-range';

const api = setupMswApi(createReportsDb, reportHandlers);

const saved = captureDownloads();

describe('Count variance', () => {
  it('draws each chart with its table, and the lines biggest loss first, for the last 90 days', async () => {
    render(<CountVarianceScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Count variance' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Value difference by category: chart' })).toBeInTheDocument();
    expect(rowTexts('Value difference by category')).toEqual([
      ['Meat', '-$50.00'],
      ['Bakery', '$7.50'],
    ]);
    expect(screen.getByRole('img', { name: 'Value difference by area: chart' })).toBeInTheDocument();
    expect(rowTexts('Value difference per count')[0][1]).toBe('-$42.50');
    expect(rowTexts('Differences, biggest losses first')).toEqual([
      ['Freezer count', 'Salmon', 'MEA-SAL-02', 'Meat', 'Freezer', '8', '6', '-2', '$25.00', '-$50.00'],
      ['Freezer count', 'Sourdough', '-', 'Bakery', 'Freezer', '5', '6', '1', '$7.50', '$7.50'],
    ]);
    const { from, to } = lastDays(90);
    expect(screen.getByLabelText('From')).toHaveValue(from);
    expect(api.db.asked).toEqual([`?from=${from}&to=${to}`]);
  });

  it('asks for one count when it is chosen, and for a changed range', async () => {
    const user = userEvent.setup();
    render(<CountVarianceScreen />);
    await screen.findByRole('table', { name: 'Differences, biggest losses first' });
    await user.selectOptions(screen.getByLabelText('Count'), 'Freezer count (Jan 10, 2030)');
    await waitFor(() => expect(api.db.asked.at(-1)).toContain('cycle_count=7'));
    await user.clear(screen.getByLabelText('From'));
    await waitFor(() => expect(api.db.asked.at(-1)).toBe(`?to=${lastDays(90).to}`));
  });

  it('says when nothing differs, and offers no export', async () => {
    api.db.variance = { counts: [], by_category: [], by_area: [], lines: [], lines_count: 0 };
    render(<CountVarianceScreen />);
    expect(await screen.findByText('No finalized count with a difference in these dates.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  it('shows a failure with Retry that loads again', async () => {
    api.db.failNext = true;
    render(<CountVarianceScreen />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Try later.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Differences, biggest losses first' })).toBeInTheDocument();
  });

  it('exports the lines as CSV', async () => {
    render(<CountVarianceScreen cycleCount={7} />);
    await screen.findByRole('table', { name: 'Differences, biggest losses first' });
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const bytes = new Uint8Array(await saved[0].arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // a BOM: spreadsheet programs read UTF-8
    expect(await csvLines(saved[0])).toEqual([
      'Count,Product,SKU,Category,Area,Expected,Counted,Difference,Unit cost,Value',
      'Freezer count,Salmon,MEA-SAL-02,Meat,Freezer,8,6,-2,25,-50',
      'Freezer count,Sourdough,,Bakery,Freezer,5,6,1,7.5,7.5',
    ]);
    expect(api.db.asked).toEqual([expect.stringContaining('cycle_count=7')]);
  });
});
