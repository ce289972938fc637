// The tenant's settings calls (issue 22: the time zone) as promises for the settings form machine.
import { api } from '../../api/client';
import { dataOf } from '../../api/errors';
import { SETTINGS_MESSAGES, type TenantSettings, type TenantSettingsValues } from '../../machines/supplier/tenant-settings.machine';

export const loadTenantSettings = (): Promise<TenantSettings> => dataOf(api.GET('/tenant-settings/'), SETTINGS_MESSAGES.loadFailed);

export const saveTenantSettings = (body: TenantSettingsValues): Promise<TenantSettings> => dataOf(api.PATCH('/tenant-settings/', { body }), SETTINGS_MESSAGES.failed);
