// A time zone chosen from the IANA zones this browser knows (Intl.supportedValuesOf), searchable by
// typing: 'new york' finds America/New_York. Headless UI's Combobox gives the listbox roles and the
// keyboard. Only the first matches are drawn; typing narrows them.
import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions, Description, Field, Label } from '@headlessui/react';
import { useMemo, useState } from 'react';
import { inputClasses } from './field';

/** How many matches the list draws at once (about 400 zones in all). */
const SHOWN = 50;

export const TIME_ZONE_TEXT = { none: 'No time zone matches.' };

let zones: string[] | null = null;
/** The zones this runtime knows, by name (UTC included). */
export function timeZones(): string[] {
  zones ??= [...new Set([...Intl.supportedValuesOf('timeZone'), 'UTC'])].sort();
  return zones;
}

/** Zones whose name holds every word typed (any case; a space matches an underscore). */
export function matchZones(query: string, all = timeZones()): string[] {
  const words = query.toLowerCase().replace(/_/g, ' ').split(/\s+/).filter(Boolean);
  return all.filter((z) => {
    const name = z.toLowerCase().replace(/_/g, ' ');
    return words.every((w) => name.includes(w));
  });
}

export function TimeZoneField({ label, value, onChange, errors, disabled }: { label: string; value: string; onChange: (zone: string) => void; errors?: string[]; disabled?: boolean }) {
  const [query, setQuery] = useState('');
  const matches = useMemo(() => matchZones(query).slice(0, SHOWN), [query]);
  return (
    <Field disabled={disabled} className="relative space-y-1">
      <Label className="block text-sm font-medium text-slate-700">{label}</Label>
      <Combobox value={value} onChange={(zone: string | null) => zone && onChange(zone)} onClose={() => setQuery('')} immediate>
        <ComboboxInput className={inputClasses} aria-invalid={errors?.length ? true : undefined} displayValue={(zone: string) => zone} onChange={(e) => setQuery(e.target.value)} />
        <ComboboxOptions className="absolute z-10 mt-1 max-h-60 w-full overflow-y-auto rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg empty:invisible">
          {matches.map((zone) => (
            <ComboboxOption key={zone} value={zone} className="cursor-pointer px-3 py-1.5 data-[focus]:bg-blue-50">
              {zone}
            </ComboboxOption>
          ))}
          {matches.length === 0 && <div className="px-3 py-1.5 text-slate-600">{TIME_ZONE_TEXT.none}</div>}
        </ComboboxOptions>
      </Combobox>
      {errors?.map((e) => (
        <Description key={e} as="p" className="text-xs text-red-700">
          {e}
        </Description>
      ))}
    </Field>
  );
}
