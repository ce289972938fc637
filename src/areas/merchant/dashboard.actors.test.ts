// The dashboard's figures asked for by its routes' loader and taken by its machine: one request.
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API } from '../../../test/msw/common';
import { createDashboardsDb, dashboardHandlers } from '../../../test/msw/dashboards';
import { setupMswApi } from '../../../test/screens';
import { loadMerchantDashboard, merchantDashboardCall, startMerchantDashboard } from './dashboard.actors';

const api = setupMswApi(createDashboardsDb, dashboardHandlers);

/** Counts the summary calls the server gets, answering each from the test's db. */
function countCalls() {
  const calls = { count: 0 };
  api.server.use(http.get(`${API}/dashboard/merchant/`, () => (calls.count++, HttpResponse.json(api.db.merchant))));
  return calls;
}

describe("the dashboard routes' loader", () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks for the figures on a navigation, before the machine does, which then gets that answer without asking again', async () => {
    const calls = countCalls();
    startMerchantDashboard({ preload: false });
    await vi.waitFor(() => expect(calls.count).toBe(1));
    await expect(loadMerchantDashboard()).resolves.toEqual(api.db.merchant);
    expect(calls.count).toBe(1);
    // A later load (Retry, a refresh) asks again.
    await loadMerchantDashboard();
    expect(calls.count).toBe(2);
  });

  it("asks for nothing on a hover's preload", () => {
    const start = vi.spyOn(merchantDashboardCall, 'start');
    startMerchantDashboard({ preload: true });
    expect(start).not.toHaveBeenCalled();
    startMerchantDashboard({ preload: false });
    expect(start).toHaveBeenCalledOnce();
  });
});
