// A searchable list of the browser's IANA time zones (Intl.supportedValuesOf('timeZone')), as a
// Headless UI combobox: typing filters ('new york' finds America/New_York), a choice sets the value.
import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions, Description, Field, Label } from '@headlessui/react';
import { useState } from 'react';
import { inputClasses } from './field';

/** How many matches the list shows at once (type more to narrow it). */
export const SHOWN_ZONES = 50;

/** The zones whose name holds every typed word (case and '_' ignored); the current value stays findable even if the browser lacks it. */
export function matchingZones(query: string, zones: readonly string[], limit = SHOWN_ZONES): string[] {
  const words = query.toLowerCase().replace(/_/g, ' ').split(/\s+/).filter(Boolean);
  return zones.filter((zone) => words.every((w) => zone.toLowerCase().replace(/_/g, ' ').includes(w))).slice(0, limit);
}

export const TIME_ZONE_TEXT = { none: 'No time zone matches.' };

// The browser's zones plus UTC, which some runtimes list only as an alias; read when a field first
// renders, not when the module loads (about 400 names to sort: issue 25).
let zoneList: readonly string[] | undefined;
const allZones = (): readonly string[] => (zoneList ??= typeof Intl.supportedValuesOf === 'function' ? [...new Set([...Intl.supportedValuesOf('timeZone'), 'UTC'])].sort() : ['UTC']);

export interface TimeZoneFieldProps {
  label: string;
  value: string;
  onChange: (zone: string) => void;
  hint?: string;
  errors?: string[];
  disabled?: boolean;
}

export function TimeZoneField({ label, value, onChange, hint, errors, disabled }: TimeZoneFieldProps) {
  const [query, setQuery] = useState('');
  const known = allZones();
  const zones = known.includes(value) || !value ? known : [value, ...known];
  const shown = matchingZones(query, zones);
  return (
    <Field disabled={disabled} className="relative space-y-1">
      <Label className="block text-sm font-medium text-slate-700">{label}</Label>
      <Combobox value={value} onChange={(zone: string | null) => zone && onChange(zone)} onClose={() => setQuery('')} immediate>
        <ComboboxInput className={inputClasses} aria-invalid={errors?.length ? true : undefined} displayValue={(zone: string) => zone} onChange={(e) => setQuery(e.target.value)} />
        <ComboboxOptions className="absolute z-10 mt-1 max-h-60 w-full overflow-y-auto rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg empty:invisible">
          {shown.map((zone) => (
            <ComboboxOption key={zone} value={zone} className="cursor-pointer px-3 py-1.5 data-[focus]:bg-blue-50">
              {zone}
            </ComboboxOption>
          ))}
          {shown.length === 0 && <div className="px-3 py-1.5 text-slate-600">{TIME_ZONE_TEXT.none}</div>}
        </ComboboxOptions>
      </Combobox>
      {hint && (
        <Description as="p" className="text-xs text-slate-500">
          {hint}
        </Description>
      )}
      {errors?.map((e) => (
        <Description key={e} as="p" className="text-xs text-red-700">
          {e}
        </Description>
      ))}
    </Field>
  );
}
