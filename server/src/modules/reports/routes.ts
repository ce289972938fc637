// Reports (issue 26, item 3): count variance, actual usage, stock value, spend and sales, read in the tenant's schema.
import { badRequest, notFound } from '../../lib/errors';
import type { OperationRequest } from '../../openapi/operations';
import type { Handlers } from '../../openapi/register';
import { readTenant, requestTenant } from '../tenants/scope';
import { stockValueReport } from './stock-value';
import { salesReport, spendReport, type TradeFilter } from './trade';
import { findCount, usageLines, varianceCounts, varianceLines, varianceTotals, type VarianceFilter } from './repo';

const FINALIZED = new Set(['FINALIZED', 'POSTED']);
export const REPORT_TEXT = {
  notFinalized: 'This count is not finalized.',
  toBeforeFrom: 'Ensure this date is on or after the first day.',
  closingFirst: 'The closing count must be finalized after the opening count.',
};

/** The request's date range, refused when it ends before it starts. */
function dateRange(query: { from?: string; to?: string }) {
  const { from = null, to = null } = query;
  if (from && to && to < from) throw badRequest({ to: [REPORT_TEXT.toBeforeFrom] });
  return { from, to };
}

function tradeFilter(req: OperationRequest<'getSpendReport'> | OperationRequest<'getSalesReport'>): TradeFilter {
  const tenant = requestTenant(req);
  return { ...dateRange(req.query), timezone: tenant.timezone, tenantId: tenant.id };
}

export const handlers: Handlers = {
  async getCountVarianceReport(req) {
    const { cycle_count = null } = req.query;
    const { from, to } = dateRange(req.query);
    const filter: VarianceFilter = { from, to, timezone: requestTenant(req).timezone, cycleCount: cycle_count };
    return readTenant(req, async (tx) => {
      if (cycle_count !== null) {
        const count = await findCount(tx, cycle_count);
        if (!count) throw notFound();
        if (!FINALIZED.has(count.status)) throw badRequest({ cycle_count: [REPORT_TEXT.notFinalized] });
      }
      const { lines, count } = await varianceLines(tx, filter);
      return {
        counts: await varianceCounts(tx, filter),
        by_category: await varianceTotals(tx, filter, 'category'),
        by_area: await varianceTotals(tx, filter, 'area'),
        lines,
        lines_count: count,
      };
    });
  },

  async getSpendReport(req) {
    const filter = tradeFilter(req);
    return readTenant(req, (tx) => spendReport(tx, filter));
  },

  async getStockValueReport(req) {
    const filter = { ...dateRange(req.query), timezone: requestTenant(req).timezone, now: req.server.clock.now() };
    return readTenant(req, (tx) => stockValueReport(tx, filter));
  },

  async getSalesReport(req) {
    const filter = tradeFilter(req);
    return readTenant(req, (tx) => salesReport(tx, filter));
  },

  async getUsageReport(req) {
    const { opening, closing } = req.query;
    return readTenant(req, async (tx) => {
      const [first, last] = [await findCount(tx, opening), await findCount(tx, closing)];
      if (!first || !last) throw notFound();
      if (!FINALIZED.has(first.status) || !first.finalized_at) throw badRequest({ opening: [REPORT_TEXT.notFinalized] });
      if (!FINALIZED.has(last.status) || !last.finalized_at) throw badRequest({ closing: [REPORT_TEXT.notFinalized] });
      // Counts finalized at the same instant (one transaction) follow their ids.
      const [a, b] = [first.finalized_at.getTime(), last.finalized_at.getTime()];
      if (b < a || (b === a && last.id <= first.id)) throw badRequest({ closing: [REPORT_TEXT.closingFirst] });
      const view = (c: typeof first) => ({ id: c.id, name: c.name, finalized_at: c.finalized_at! });
      return { opening: view(first), closing: view(last), lines: await usageLines(tx, opening, closing) };
    });
  },
};
