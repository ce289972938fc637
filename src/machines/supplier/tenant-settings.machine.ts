// The supplier's settings (issue 22): its time zone, in which cut-off times and delivery days are
// read. A form that is always open; the generic form machine does the behaviour: supply `load` and
// `save` (`loadSettingsWith`, `saveSettingsWith`) and the notify actions.
import { fromPromise } from 'xstate';
import type { components } from '../../api/schema';
import { isKnownTimeZone } from '../../lib/delivery-dates';
import { createFormMachine, type FieldErrors, type SaveInput } from '../form.machine';

export type TenantSettings = components['schemas']['TenantSettings'];
export type TenantSettingsValues = { timezone: string };

/** The form's id: a tenant has one settings record. */
export const SETTINGS_ID = 'tenant';

export const SETTINGS_MESSAGES = {
  loadFailed: 'Failed to load settings.',
  saved: 'Settings saved.',
  failed: 'Failed to save settings.',
  unknownZone: 'Choose a time zone from the list.',
};

export function validateSettings(values: TenantSettingsValues): FieldErrors {
  return isKnownTimeZone(values.timezone) && values.timezone.trim() !== '' ? {} : { timezone: [SETTINGS_MESSAGES.unknownZone] };
}

export const loadSettingsWith = (load: () => Promise<TenantSettings>) => fromPromise<TenantSettingsValues, { id: string | number }>(async () => ({ timezone: (await load()).timezone }));

export const saveSettingsWith = (save: (body: TenantSettingsValues) => Promise<TenantSettings>) =>
  fromPromise<TenantSettingsValues | void, SaveInput<TenantSettingsValues>>(async ({ input }) => ({ timezone: (await save(input.values)).timezone }));

export const tenantSettingsMachine = createFormMachine<TenantSettingsValues>({ validate: validateSettings, alwaysOpen: true, shownFields: ['timezone'] });
