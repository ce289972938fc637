// The actual usage screen (issue 26, item 3): to start, the newest two finalized counts of the range
// over the same areas; another pair when chosen, the chart beside its table, and its CSV.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { captureDownloads, csvLines } from '../../../test/downloads';
import { createReportsDb, reportHandlers } from '../../../test/msw/reports';
import { setupMswApi } from '../../../test/screens';
import { rowTexts } from '../../../test/tables';
import { UsageReportScreen } from './usage-report';

const api = setupMswApi(createReportsDb, reportHandlers);
const saved = captureDownloads();

async function open() {
  const user = userEvent.setup();
  render(<UsageReportScreen />);
  // The demo-like counts are in January 2030: the range is set to it.
  await user.clear(screen.getByLabelText('From'));
  await user.type(screen.getByLabelText('From'), '2030-01-01');
  await user.clear(screen.getByLabelText('To'));
  await user.type(screen.getByLabelText('To'), '2030-01-31');
  await screen.findByRole('img', { name: 'Usage value by product: chart' });
  return user;
}

describe('Actual usage', () => {
  it('shows the usage between the two newest counts of the range, the chart beside its table', async () => {
    await open();
    expect(api.db.asked.at(-1)).toBe('?opening=5&closing=8');
    expect(screen.getByLabelText('Opening count')).toHaveValue('5');
    expect(screen.getByLabelText('Closing count')).toHaveValue('8');
    expect(rowTexts('Usage value by product')).toEqual([['Salmon', '$27.00']]);
    expect(rowTexts('Usage per product')).toEqual([['Salmon', 'MEA-SAL-02', 'Meat', '7', '6', '10', '3', '$9.00', '$27.00']]);
  });

  it('starts at the newest two counts over the same areas, passing newer counts of other areas', async () => {
    const weeks = api.db.finalized.map((c) => ({ ...c, areas: [1, 2] }));
    api.db.finalized = [...weeks, { id: 9, name: 'Bar count', status: 'FINALIZED', areas: [4], finalized_at: '2030-01-22T20:00:00Z' }];
    await open();
    expect(api.db.asked.at(-1)).toBe('?opening=5&closing=8');
    expect(screen.getByLabelText('Closing count')).toHaveValue('8');
  });

  it('asks for the pair chosen, and exports the lines', async () => {
    const user = await open();
    await user.selectOptions(screen.getByLabelText('Opening count'), '3');
    await waitFor(() => expect(api.db.asked.at(-1)).toBe('?opening=3&closing=8'));
    await screen.findByRole('img', { name: 'Usage value by product: chart' });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(await csvLines(saved[0])).toEqual(['Product,SKU,Category,Opening,Received,Closing,Usage,Unit cost,Value', 'Salmon,MEA-SAL-02,Meat,7,6,10,3,9,27']);
  });

  it('says that usage needs two counts when the range has fewer', async () => {
    api.db.finalized = api.db.finalized.slice(0, 1);
    render(<UsageReportScreen />);
    // No bounds: every finalized count is offered, and there is only one.
    await userEvent.clear(screen.getByLabelText('From'));
    await userEvent.clear(screen.getByLabelText('To'));
    expect(await screen.findByText('Usage needs two finalized counts in these dates.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Opening count')).not.toBeInTheDocument();
    expect(api.db.asked.filter((q) => q.includes('opening'))).toEqual([]);
  });
});
