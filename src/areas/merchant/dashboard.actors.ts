// The merchant home's figures (merchant-operations.md section 2 and issue 28): one summary call.
import { api } from '../../api/client';
import { dataOf } from '../../api/errors';
import type { components } from '../../api/schema';

export type MerchantDashboard = components['schemas']['MerchantDashboard'];
export type BelowParItem = components['schemas']['BelowParItem'];

export const DASHBOARD_MESSAGES = { loadFailed: 'Failed to load the dashboard.' } as const;

export const loadMerchantDashboard = (signal?: AbortSignal): Promise<MerchantDashboard> => dataOf(api.GET('/dashboard/merchant/', { signal }), DASHBOARD_MESSAGES.loadFailed);
