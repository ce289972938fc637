// The unit calls (merchant-operations.md section 7): the list (a plain array), create or edit,
// delete. A failed save rejects with an ApiError (`{fieldErrors, message}`), 'Save failed.' when the server says
// nothing (section 8).
import { api } from '../../api/client';
import { dataOf, doneOf } from '../../api/errors';
import type { components } from '../../api/schema';
import { toListPage, type ListPage } from '../../machines/list.machine';
import { UNIT_MESSAGES, unitBody, type UnitFormValues } from '../../machines/merchant/unit-form.machine';

export type Unit = components['schemas']['Unit'];

const LIST_FAILED = 'Failed to load units.';

export async function fetchUnitPage(_query?: unknown, signal?: AbortSignal): Promise<ListPage<Unit>> {
  return toListPage<Unit>(await dataOf(api.GET('/merchant-products/units/', { signal }), LIST_FAILED));
}

export const unitValues = ({ id, unit_choice, description }: Unit): UnitFormValues => ({ id, unit_choice, description: description ?? '' });

export async function saveUnit(values: UnitFormValues): Promise<UnitFormValues> {
  const body = unitBody(values);
  const call = values.id ? api.PATCH('/merchant-products/units/{id}/', { params: { path: { id: values.id } }, body }) : api.POST('/merchant-products/units/', { body });
  return unitValues(await dataOf(call, UNIT_MESSAGES.saveFailed));
}

export function deleteUnit(id: number): Promise<void> {
  return doneOf(api.DELETE('/merchant-products/units/{id}/', { params: { path: { id } } }), UNIT_MESSAGES.deleteFailed);
}
