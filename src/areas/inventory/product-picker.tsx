// The item modal's product picker (merchant-operations.md section 9): a combobox that searches
// products 200 ms after typing stops, from 1 character, asking for page 1. The list machine does
// the debounce, the minimum and the calls.
import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions, Description, Field, Label } from '@headlessui/react';
import { useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useActorRef } from '../../lib/inspection';
import { createListMachine } from '../../machines/list.machine';
import { inputClasses } from '../../ui/field';
import type { PickedProduct } from '../../machines/inventory/item-form.machine';
import { fetchProductPage, type Product } from './catalogue.actors';

export const PICKER_TEXT = {
  label: 'Product',
  searching: 'Searching...',
  none: 'No products found.',
} as const;

const productSearchMachine = createListMachine<Product>().provide({
  actors: {
    fetchPage: fromPromise(({ input, signal }) => fetchProductPage(input, signal)),
  },
});

export function ProductPicker({ value, onChange, disabled, errors }: { value: PickedProduct | null; onChange: (p: PickedProduct | null) => void; disabled?: boolean; errors?: string[] }) {
  const search = useActorRef(productSearchMachine, {
    input: { debounceMs: 200, minQuery: 1, pageSize: 20 },
  });
  const rows = useSelector(search, (s) => s.context.rows);
  const idle = useSelector(search, (s) => s.hasTag('idle'));
  const busy = useSelector(search, (s) => s.hasTag('loading') || s.hasTag('searching'));
  const empty = useSelector(search, (s) => s.hasTag('empty'));

  return (
    <Field disabled={disabled} className="relative space-y-1">
      <Label className="block text-sm font-medium text-slate-700">
        {PICKER_TEXT.label}
        <span aria-hidden="true" className="text-red-600">
          {' '}
          *
        </span>
      </Label>
      <Combobox value={value} onChange={onChange} by="id" immediate>
        <ComboboxInput
          className={inputClasses}
          aria-invalid={errors?.length ? true : undefined}
          displayValue={(p: PickedProduct | null) => (p ? `${p.product_name}${p.sku ? ` (${p.sku})` : ''}` : '')}
          onChange={(e) => search.send({ type: 'search.change', query: e.target.value })}
          placeholder="Type to search products"
        />
        {!idle && (
          <ComboboxOptions className="absolute z-10 mt-1 max-h-60 w-full overflow-y-auto rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg empty:invisible">
            {rows.map((p) => (
              <ComboboxOption
                key={p.id}
                value={{
                  id: p.id,
                  product_name: p.product_name,
                  sku: p.sku,
                  unit_name: p.unit_name,
                }}
                className="cursor-pointer px-3 py-1.5 data-[focus]:bg-blue-50"
              >
                {p.product_name}
                {p.sku ? <span className="text-slate-500"> ({p.sku})</span> : null}
              </ComboboxOption>
            ))}
            {busy && rows.length === 0 && <div className="px-3 py-1.5 text-slate-600">{PICKER_TEXT.searching}</div>}
            {empty && !busy && <div className="px-3 py-1.5 text-slate-600">{PICKER_TEXT.none}</div>}
          </ComboboxOptions>
        )}
      </Combobox>
      {errors?.map((e) => (
        <Description key={e} as="p" className="text-xs text-red-700">
          {e}
        </Description>
      ))}
    </Field>
  );
}
