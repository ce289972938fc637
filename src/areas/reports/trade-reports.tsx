// The trade reports (issue 26, item 3): the merchant's spend by supplier per month with its price
// changes, and the supplier's sales by merchant per month with its top products. Each chart has its
// data table; the export is the month-by-partner table.
import { fromPromise } from 'xstate';
import { formatMoney } from '../../lib/money';
import { createReportMachine } from '../../machines/reports/report.machine';
import { formatDate, formatNumber } from '../../ui/format-date';
import { PlainTable } from '../../ui/plain-table';
import { BarChart } from './bar-chart';
import { ReportFrame, useReportActor } from './report-frame';
import { exportMonths, loadSales, loadSpend, type MonthAmount, type SalesReport, type SpendReport } from './reports.actors';

export const TRADE_TEXT = {
  spendTitle: 'Spend',
  salesTitle: 'Sales',
  perMonth: 'Per month',
  bySupplier: 'Spend by supplier',
  byMerchant: 'Sales by merchant',
  spendMonths: 'Spend by supplier per month',
  salesMonths: 'Sales by merchant per month',
  priceChanges: 'Price changes',
  topProducts: 'Top products',
  amount: 'Amount',
  none: 'No orders in these dates.',
  noPriceChanges: 'No product changed price in these dates.',
  monthHeaders: { spend: ['Month', 'Supplier', 'Spend'], sales: ['Month', 'Merchant', 'Sales'] },
  priceHeaders: ['Product', 'SKU', 'Supplier', 'First price', 'Last price', 'Change', 'First ordered', 'Last ordered'],
  productHeaders: ['Product', 'SKU', 'Quantity', 'Sales'],
} as const;

const spendMachine = createReportMachine<SpendReport>().provide({
  actors: { loadReport: fromPromise(({ input }) => loadSpend(input)) },
  actions: { exportReport: (_, { report, range }) => exportMonths('spend', TRADE_TEXT.monthHeaders.spend, report.months, range) },
});

const salesMachine = createReportMachine<SalesReport>().provide({
  actors: { loadReport: fromPromise(({ input }) => loadSales(input)) },
  actions: { exportReport: (_, { report, range }) => exportMonths('sales', TRADE_TEXT.monthHeaders.sales, report.months, range) },
});

const money = (v: number) => formatMoney(v);
const cell = 'px-3 py-2';
const numeric = `${cell} text-right tabular-nums`;

/** The month totals chart, the partners chart and the month-by-partner table. */
function Monthly({
  months,
  partners,
  partnersTitle,
  monthsTitle,
  headers,
}: {
  months: readonly MonthAmount[];
  partners: readonly { name: string; amount: number }[];
  partnersTitle: string;
  monthsTitle: string;
  headers: readonly string[];
}) {
  const perMonth = [...new Set(months.map((m) => m.month))].map((month) => ({ label: month, value: months.filter((m) => m.month === month).reduce((sum, m) => sum + m.amount, 0) }));
  return (
    <>
      <BarChart title={TRADE_TEXT.perMonth} valueHeader={TRADE_TEXT.amount} format={money} rows={perMonth} />
      <BarChart title={partnersTitle} valueHeader={TRADE_TEXT.amount} format={money} rows={partners.map((p) => ({ label: p.name, value: p.amount }))} />
      <PlainTable caption={monthsTitle} headers={headers} empty={null}>
        {months.map((m) => (
          <tr key={`${m.month} ${m.name}`}>
            <td className={cell}>{m.month}</td>
            <td className={cell}>{m.name}</td>
            <td className={numeric}>{money(m.amount)}</td>
          </tr>
        ))}
      </PlainTable>
    </>
  );
}

export function SpendReportScreen() {
  const actor = useReportActor(spendMachine, 'getSpendReport');
  return (
    <ReportFrame title={TRADE_TEXT.spendTitle} actor={actor} hasRows={(r) => r.months.length > 0}>
      {(report) =>
        report.months.length === 0 ? (
          <p className="text-slate-600">{TRADE_TEXT.none}</p>
        ) : (
          <div className="space-y-6">
            <Monthly months={report.months} partners={report.suppliers} partnersTitle={TRADE_TEXT.bySupplier} monthsTitle={TRADE_TEXT.spendMonths} headers={TRADE_TEXT.monthHeaders.spend} />
            <h2 className="text-lg font-semibold text-slate-800">{TRADE_TEXT.priceChanges}</h2>
            <PlainTable caption={TRADE_TEXT.priceChanges} headers={TRADE_TEXT.priceHeaders} empty={report.price_changes.length ? null : TRADE_TEXT.noPriceChanges}>
              {report.price_changes.map((c) => (
                <tr key={`${c.product_name} ${c.sku} ${c.supplier_name}`}>
                  <td className={cell}>{c.product_name}</td>
                  <td className={cell}>{c.sku ?? '-'}</td>
                  <td className={cell}>{c.supplier_name}</td>
                  <td className={numeric}>{money(c.first_price)}</td>
                  <td className={numeric}>{money(c.last_price)}</td>
                  <td className={numeric}>{money(c.change)}</td>
                  <td className={cell}>{formatDate(c.first_at)}</td>
                  <td className={cell}>{formatDate(c.last_at)}</td>
                </tr>
              ))}
            </PlainTable>
          </div>
        )
      }
    </ReportFrame>
  );
}

export function SalesReportScreen() {
  const actor = useReportActor(salesMachine, 'getSalesReport');
  return (
    <ReportFrame title={TRADE_TEXT.salesTitle} home="/supplier" actor={actor} hasRows={(r) => r.months.length > 0}>
      {(report) =>
        report.months.length === 0 ? (
          <p className="text-slate-600">{TRADE_TEXT.none}</p>
        ) : (
          <div className="space-y-6">
            <Monthly months={report.months} partners={report.merchants} partnersTitle={TRADE_TEXT.byMerchant} monthsTitle={TRADE_TEXT.salesMonths} headers={TRADE_TEXT.monthHeaders.sales} />
            <BarChart
              title={TRADE_TEXT.topProducts}
              valueHeader={TRADE_TEXT.amount}
              format={money}
              rows={report.top_products.map((p) => ({ label: p.sku ? `${p.name} (${p.sku})` : p.name, value: p.amount }))}
            />
            <PlainTable caption={`${TRADE_TEXT.topProducts}: quantities`} headers={TRADE_TEXT.productHeaders} empty={null}>
              {report.top_products.map((p) => (
                <tr key={`${p.name} ${p.sku}`}>
                  <td className={cell}>{p.name}</td>
                  <td className={cell}>{p.sku ?? '-'}</td>
                  <td className={numeric}>{formatNumber(p.qty)}</td>
                  <td className={numeric}>{money(p.amount)}</td>
                </tr>
              ))}
            </PlainTable>
          </div>
        )
      }
    </ReportFrame>
  );
}
