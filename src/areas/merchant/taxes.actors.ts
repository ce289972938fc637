// The tax calls (platform.md section 7 and the management calls of docs/decisions.md): the list
// (a plain array), create or edit, delete.
import { api } from '../../api/client';
import { ApiError, saveFailure } from '../../api/errors';
import type { components } from '../../api/schema';
import { toListPage, type ListPage } from '../../machines/list.machine';
import { TAX_MESSAGES, taxBody, type TaxFormValues } from '../../machines/merchant/tax-form.machine';

export type Tax = components['schemas']['Tax'];

const LIST_FAILED = 'Failed to load taxes.';

export async function fetchTaxPage(_query?: unknown, signal?: AbortSignal): Promise<ListPage<Tax>> {
  const { data, error, response } = await api.GET('/merchant-products/taxes/', { signal });
  if (!data) throw new ApiError(response.status, error, LIST_FAILED);
  return toListPage<Tax>(data);
}

export const taxValues = ({ id, name, rate }: Tax): TaxFormValues => ({ id, name, rate: String(rate) });

export async function saveTax(values: TaxFormValues): Promise<TaxFormValues> {
  const body = taxBody(values);
  const { data, error } = values.id
    ? await api.PATCH('/merchant-products/taxes/{id}/', { params: { path: { id: values.id } }, body })
    : await api.POST('/merchant-products/taxes/', { body });
  if (!data) throw saveFailure(error, TAX_MESSAGES.saveFailed);
  return taxValues(data);
}

export async function deleteTax(id: number): Promise<void> {
  const { error, response } = await api.DELETE('/merchant-products/taxes/{id}/', { params: { path: { id } } });
  if (!response.ok) throw new ApiError(response.status, error, TAX_MESSAGES.deleteFailed);
}
