// A stock area's form (merchant-operations.md section 2): the inline create/edit form of the Stock
// Areas screen and the item modal's quick-create area. Name is required. Supply `load` and `save`
// with `.provide()`.
import type { components } from '../../api/schema';
import { titleCase } from '../../lib/title-case';
import { createFormMachine, type FieldErrors } from '../form.machine';

type StockArea = components['schemas']['StockArea'];

export interface AreaValues {
  name: string;
  description: string;
  is_active: boolean;
}

export const AREA_TEXT = { nameRequired: 'Name is required.' } as const;

export const NEW_AREA: AreaValues = { name: '', description: '', is_active: true };

export const valuesOfArea = (a: StockArea): AreaValues => ({ name: a.name, description: a.description ?? '', is_active: a.is_active });

/** The quick-create's rule: the name trimmed and title-cased ('walk-in cooler' → 'Walk-In Cooler'). */
export const quickAreaValues = (v: AreaValues): AreaValues => ({ ...v, name: titleCase(v.name) });

export const areaFormMachine = createFormMachine<AreaValues>({
  validate: (v): FieldErrors => (v.name.trim() ? {} : { name: [AREA_TEXT.nameRequired] }),
  shownFields: ['name', 'description'],
});
