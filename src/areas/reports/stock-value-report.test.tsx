// The stock value screen (issue 26, item 3): the line over time and the bars by category, each
// beside its table, the change per category, the range asked for, and the CSV of every point.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { captureDownloads, csvLines } from '../../../test/downloads';
import { createReportsDb, reportHandlers } from '../../../test/msw/reports';
import { renderScreensAt, setupMswApi } from '../../../test/screens';
import { rowTexts } from '../../../test/tables';
import { lastDays } from './date-range';
import { StockValueReportScreen } from './stock-value-report';

const api = setupMswApi(createReportsDb, reportHandlers);

const saved = captureDownloads();

describe('Stock value', () => {
  it('charts the value over time and by category beside their tables, and the change per category', async () => {
    render(<StockValueReportScreen />);
    expect(await screen.findByRole('img', { name: 'Stock value over time: chart' })).toBeInTheDocument();
    expect(rowTexts('Stock value over time')).toEqual([
      ['2030-01-01', '$100.00'],
      ['2030-01-02', '$160.00'],
      ['2030-01-03', '$130.00'],
    ]);
    expect(screen.getByRole('img', { name: 'Stock value by category: chart' })).toBeInTheDocument();
    expect(rowTexts('Stock value by category')).toEqual([
      ['Meat', '$100.00'],
      ['Dairy', '$30.00'],
    ]);
    expect(rowTexts('Change by category')).toEqual([
      ['Meat', '$100.00', '$100.00', '$0.00'],
      ['Dairy', '$0.00', '$30.00', '$30.00'],
    ]);
    const { from, to } = lastDays(90);
    expect(api.db.asked).toEqual([`?from=${from}&to=${to}`]);
  });

  it('asks again for a new range and exports every point by category as CSV', async () => {
    const user = userEvent.setup();
    render(<StockValueReportScreen />);
    await screen.findByRole('img', { name: 'Stock value over time: chart' });
    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2026-01-01');
    await waitFor(() => expect(api.db.asked.at(-1)).toBe(`?from=2026-01-01&to=${lastDays(90).to}`));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(await csvLines(saved[0])).toEqual([
      'Date,Category,Quantity,Value',
      '2030-01-01,Meat,10,100',
      '2030-01-02,Dairy,20,40',
      '2030-01-02,Meat,12,120',
      '2030-01-03,Dairy,15,30',
      '2030-01-03,Meat,10,100',
    ]);
  });

  it('says when there was no stock, with nothing to export', async () => {
    api.db.stockValue = { ...api.db.stockValue, points: [{ date: '2030-01-01', value: 0 }], by_category: [] };
    render(<StockValueReportScreen />);
    expect(await screen.findByText('No stock in these dates.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  it('tells a staff member who typed its address that their role cannot read it, and asks for nothing', async () => {
    const { router } = renderScreensAt(
      { '/merchant/reports/stock-value': () => <StockValueReportScreen />, '/merchant/dashboard': () => <p>Dashboard</p> },
      '/merchant/reports/stock-value',
      [],
      'staff',
    );
    expect(await screen.findByRole('heading', { name: 'Stock value' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Your role (staff) cannot do this. Ask an owner or a manager.');
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
    expect(api.db.asked).toEqual([]);
    await userEvent.setup().click(screen.getByRole('link', { name: 'Back to the dashboard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/merchant/dashboard'));
  });
});
