// The unit calls (merchant-operations.md section 7): the list (a plain array), create or edit,
// delete. A failed save rejects with `{fieldErrors, message}`, 'Save failed.' when the server says
// nothing (section 8).
import { api } from '../../api/client';
import { ApiError, saveFailure } from '../../api/errors';
import type { components } from '../../api/schema';
import { toListPage, type ListPage } from '../../machines/list.machine';
import { UNIT_MESSAGES, unitBody, type UnitFormValues } from '../../machines/merchant/unit-form.machine';

export type Unit = components['schemas']['Unit'];

const LIST_FAILED = 'Failed to load units.';

export async function fetchUnitPage(_query?: unknown, signal?: AbortSignal): Promise<ListPage<Unit>> {
  const { data, error, response } = await api.GET('/merchant-products/units/', { signal });
  if (!data) throw new ApiError(response.status, error, LIST_FAILED);
  return toListPage<Unit>(data);
}

export const unitValues = ({ id, unit_choice, description }: Unit): UnitFormValues => ({ id, unit_choice, description: description ?? '' });

export async function saveUnit(values: UnitFormValues): Promise<UnitFormValues> {
  const body = unitBody(values);
  const { data, error } = values.id
    ? await api.PATCH('/merchant-products/units/{id}/', { params: { path: { id: values.id } }, body })
    : await api.POST('/merchant-products/units/', { body });
  if (!data) throw saveFailure(error, UNIT_MESSAGES.saveFailed);
  return unitValues(data);
}

export async function deleteUnit(id: number): Promise<void> {
  const { error, response } = await api.DELETE('/merchant-products/units/{id}/', { params: { path: { id } } });
  if (!response.ok) throw new ApiError(response.status, error, UNIT_MESSAGES.deleteFailed);
}
