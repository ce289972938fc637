// The ordering terms on a merchant's details (issue 22): the minimum order beside its rule (soft:
// warn, hard: refuse), the delivery days as weekday checkboxes, and the cut-off time, read in the
// supplier's time zone (shown, with a link to Settings where it is changed).
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { WEEKDAYS, type Weekday } from '../../lib/delivery-dates';
import { useActorRef } from '../../lib/inspection';
import type { FieldErrors } from '../../machines/form.machine';
import { sortWeekdays, type MerchantDetailValues } from '../../machines/supplier/merchant-details.machine';
import { SETTINGS_ID } from '../../machines/supplier/tenant-settings.machine';
import { CheckboxField } from '../../ui/checkbox-field';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { liveSettingsMachine } from './settings';

export const WEEKDAY_NAMES: Record<Weekday, string> = { MON: 'Monday', TUE: 'Tuesday', WED: 'Wednesday', THU: 'Thursday', FRI: 'Friday', SAT: 'Saturday', SUN: 'Sunday' };

export const TERMS_TEXT = {
  title: 'Ordering terms',
  minimum: 'Minimum Order',
  rule: 'Minimum order rule',
  soft: 'Soft: warn, and place the order',
  hard: 'Hard: refuse an order below it',
  days: 'Delivery days',
  daysHint: 'None ticked: any day.',
  cutoff: 'Cut-off time',
  cutoffHint: 'An order after this time cannot be delivered the next day. Empty: midnight.',
  zone: (zone: string) => `Times are in ${zone}.`,
  changeZone: 'Change it in Settings',
};

/** The supplier's time zone, from its settings. */
function TimeZoneNote() {
  const settings = useActorRef(liveSettingsMachine, { input: { id: SETTINGS_ID } });
  const zone = useSelector(settings, (s) => (s.hasTag('loading') || s.hasTag('loadFailed') ? null : s.context.values.timezone));
  if (!zone) return null;
  return (
    <p className="text-sm text-slate-600 sm:col-span-2">
      {TERMS_TEXT.zone(zone)}{' '}
      <Link to="/supplier/settings" className="text-blue-700 underline underline-offset-2">
        {TERMS_TEXT.changeZone}
      </Link>
    </p>
  );
}

export function MerchantTerms({
  values,
  fieldErrors,
  editable,
  change,
}: {
  values: MerchantDetailValues;
  fieldErrors: FieldErrors;
  editable: boolean;
  change: (name: string, value: unknown) => void;
}) {
  const toggleDay = (day: Weekday, on: boolean) => change('delivery_days', sortWeekdays(on ? [...values.delivery_days, day] : values.delivery_days.filter((d) => d !== day)));
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-base font-semibold text-slate-900">{TERMS_TEXT.title}</legend>
      <TextField
        label={TERMS_TEXT.minimum}
        name="minimum_order"
        type="number"
        min={0}
        step="0.01"
        inputMode="decimal"
        value={values.minimum_order}
        onChange={(e) => change('minimum_order', e.target.value)}
        readOnly={!editable}
        errors={fieldErrors.minimum_order}
      />
      <SelectField
        label={TERMS_TEXT.rule}
        value={values.minimum_order_rule}
        disabled={!editable}
        onChange={(e) => change('minimum_order_rule', e.target.value)}
        options={[
          { value: 'soft', label: TERMS_TEXT.soft },
          { value: 'hard', label: TERMS_TEXT.hard },
        ]}
        errors={fieldErrors.minimum_order_rule}
      />
      <fieldset className="sm:col-span-2">
        <legend className="mb-1 text-sm font-medium text-slate-700">{TERMS_TEXT.days}</legend>
        <div className="flex flex-wrap gap-4">
          {WEEKDAYS.map((day) => (
            <CheckboxField key={day} label={WEEKDAY_NAMES[day]} checked={values.delivery_days.includes(day)} disabled={!editable} onChange={(e) => toggleDay(day, e.target.checked)} />
          ))}
        </div>
        <p className="mt-1 text-xs text-slate-500">{TERMS_TEXT.daysHint}</p>
        {fieldErrors.delivery_days && <p className="mt-1 text-xs text-red-700">{fieldErrors.delivery_days.join(' ')}</p>}
      </fieldset>
      <TextField
        label={TERMS_TEXT.cutoff}
        name="cutoff_time"
        type="time"
        hint={TERMS_TEXT.cutoffHint}
        value={values.cutoff_time}
        onChange={(e) => change('cutoff_time', e.target.value)}
        readOnly={!editable}
        errors={fieldErrors.cutoff_time}
      />
      <TimeZoneNote />
    </fieldset>
  );
}
