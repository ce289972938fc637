// The merchant home's figures (merchant-operations.md section 2 and issue 28): one summary call.
import { api } from '../../api/client';
import { dataOf } from '../../api/errors';
import { earlyCall } from '../../api/early-call';
import type { components } from '../../api/schema';

export type MerchantDashboard = components['schemas']['MerchantDashboard'];
export type BelowParItem = components['schemas']['BelowParItem'];

export const DASHBOARD_MESSAGES = { loadFailed: 'Failed to load the dashboard.' } as const;

/** The summary call, started by the dashboard's routes before the page renders (their loaders), taken by its machine. */
export const merchantDashboardCall = earlyCall((signal?: AbortSignal): Promise<MerchantDashboard> => dataOf(api.GET('/dashboard/merchant/', { signal }), DASHBOARD_MESSAGES.loadFailed));

export const loadMerchantDashboard = (signal?: AbortSignal): Promise<MerchantDashboard> => merchantDashboardCall.take(signal);

/** The dashboard routes' loader: the figures are asked for as the route resolves, on a navigation (not a hover's preload). */
export function startMerchantDashboard({ preload }: { preload: boolean }): void {
  if (!preload) merchantDashboardCall.start();
}
