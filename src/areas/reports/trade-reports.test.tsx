// The spend (merchant) and sales (supplier) screens (issue 26, item 3): each chart with its table,
// the range asked for, and the month-by-partner CSV.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { captureDownloads, csvLines } from '../../../test/downloads';
import { createReportsDb, reportHandlers } from '../../../test/msw/reports';
import { setupMswApi } from '../../../test/screens';
import { rowTexts } from '../../../test/tables';
import { lastDays } from './date-range';
import { SalesReportScreen, SpendReportScreen } from './trade-reports';

const api = setupMswApi(createReportsDb, reportHandlers);

const saved = captureDownloads();

describe('Spend', () => {
  it('charts spend per month and by supplier beside their tables, and lists the price changes', async () => {
    render(<SpendReportScreen />);
    expect(await screen.findByRole('img', { name: 'Per month: chart' })).toBeInTheDocument();
    expect(rowTexts('Per month')).toEqual([
      ['2030-01', '$135.00'],
      ['2030-02', '$270.00'],
    ]);
    expect(screen.getByRole('img', { name: 'Spend by supplier: chart' })).toBeInTheDocument();
    expect(rowTexts('Spend by supplier')).toEqual([
      ['Dairy Co', '$230.00'],
      ['Fresh Farms', '$175.00'],
    ]);
    expect(rowTexts('Spend by supplier per month')).toHaveLength(3);
    expect(rowTexts('Price changes')).toEqual([['Olive oil', 'DRY-OIL', 'Fresh Farms', '$10.00', '$11.00', '$1.00', 'Jan 5, 2030', 'Feb 10, 2030']]);
    const { from, to } = lastDays(90);
    expect(api.db.asked).toEqual([`?from=${from}&to=${to}`]);
  });

  it('exports the months as CSV, named by its range', async () => {
    render(<SpendReportScreen />);
    await screen.findByRole('img', { name: 'Per month: chart' });
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(await csvLines(saved[0])).toEqual(['Month,Supplier,Spend', '2030-01,Fresh Farms,135', '2030-02,Fresh Farms,40', '2030-02,Dairy Co,230']);
  });

  it('says when there were no orders', async () => {
    api.db.spend = { months: [], suppliers: [], price_changes: [] };
    render(<SpendReportScreen />);
    expect(await screen.findByText('No orders in these dates.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });
});

describe('Sales', () => {
  it('charts sales by merchant and the top products, each beside its table', async () => {
    const user = userEvent.setup();
    render(<SalesReportScreen />);
    expect(await screen.findByRole('img', { name: 'Sales by merchant: chart' })).toBeInTheDocument();
    expect(rowTexts('Sales by merchant')).toEqual([['Corner Bistro', '$74.00']]);
    expect(rowTexts('Top products')).toEqual([
      ['Tomatoes (FF-TOM)', '$24.00'],
      ['Basil', '$8.00'],
    ]);
    expect(rowTexts('Top products: quantities')).toEqual([
      ['Tomatoes', 'FF-TOM', '8', '$24.00'],
      ['Basil', '-', '4', '$8.00'],
    ]);
    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '2030-03-31');
    await waitFor(() => expect(api.db.asked.at(-1)).toBe(`?from=${lastDays(90).from}&to=2030-03-31`));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(await csvLines(saved[0])).toEqual(['Month,Merchant,Sales', '2030-03,Corner Bistro,74']);
  });
});
