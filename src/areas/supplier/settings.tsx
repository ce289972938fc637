// Settings (/supplier/settings, issue 22): the supplier's time zone, in which its merchants' cut-off
// times and delivery days are read. Chosen from a searchable list of time zones.
import { useSelector } from '@xstate/react';
import { useActorRef } from '../../lib/inspection';
import { loadSettingsWith, saveSettingsWith, SETTINGS_ID, SETTINGS_MESSAGES, tenantSettingsMachine } from '../../machines/supplier/tenant-settings.machine';
import { Button } from '../../ui/button';
import { ErrorRetry } from '../../ui/error-retry';
import { FormError } from '../../ui/form-error';
import { Page } from '../../ui/page';
import { LoadingText } from '../../ui/spinner';
import { TimeZoneField } from '../../ui/time-zone-field';
import { toast } from '../../ui/toasts';
import { useFormView } from '../../ui/use-form-view';
import { loadTenantSettings, saveTenantSettings } from './settings.actors';
import { useRole } from '../../ui/role';

export const SETTINGS_TEXT = {
  title: 'Settings',
  timezone: 'Time zone',
  hint: 'Cut-off times and delivery days are read in this time zone. Merchants see them in yours.',
};

export const liveSettingsMachine = tenantSettingsMachine.provide({
  actors: { load: loadSettingsWith(loadTenantSettings), save: saveSettingsWith(saveTenantSettings) },
  actions: {
    notifyLoadFailed: () => void toast(SETTINGS_MESSAGES.loadFailed, 'error'),
    notifySaved: () => void toast(SETTINGS_MESSAGES.saved, 'success'),
    notifyFailed: ({ context }) => void toast(context.error ?? SETTINGS_MESSAGES.failed, 'error'),
  },
});

export function SettingsScreen() {
  // A role that may not change the settings (staff) reads them: the form machine keeps it closed.
  const form = useActorRef(liveSettingsMachine, { input: { id: SETTINGS_ID, role: useRole(), operation: 'updateTenantSettings' } });
  const { values, fieldErrors, error, loading, loadFailed, saving, change, submit } = useFormView(form);
  const allowed = useSelector(form, (s) => s.context.allowed);
  if (loading || loadFailed) {
    return (
      <Page title={SETTINGS_TEXT.title}>
        {loading ? <LoadingText>Loading settings...</LoadingText> : <ErrorRetry message={SETTINGS_MESSAGES.loadFailed} onRetry={() => form.send({ type: 'retry' })} />}
      </Page>
    );
  }
  return (
    <Page title={SETTINGS_TEXT.title}>
      <form noValidate onSubmit={submit} aria-label="Settings" className="max-w-xl space-y-4 rounded-lg border border-slate-200 bg-white p-6">
        <TimeZoneField label={SETTINGS_TEXT.timezone} value={values.timezone} onChange={(zone) => change('timezone', zone)} errors={fieldErrors.timezone} disabled={saving || !allowed} />
        <p className="text-sm text-slate-600">{SETTINGS_TEXT.hint}</p>
        <FormError message={error} />
        {allowed && (
          <Button type="submit" loading={saving}>
            Save Settings
          </Button>
        )}
      </form>
    </Page>
  );
}
