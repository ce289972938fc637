// The tax calls (platform.md section 7 and the management calls of docs/decisions.md): the list
// (a plain array), create or edit, delete.
import { api } from '../../api/client';
import { dataOf, doneOf } from '../../api/errors';
import type { components } from '../../api/schema';
import { toListPage, type ListPage } from '../../machines/list.machine';
import { TAX_MESSAGES, taxBody, type TaxFormValues } from '../../machines/merchant/tax-form.machine';

export type Tax = components['schemas']['Tax'];

const LIST_FAILED = 'Failed to load taxes.';

export async function fetchTaxPage(_query?: unknown, signal?: AbortSignal): Promise<ListPage<Tax>> {
  return toListPage<Tax>(await dataOf(api.GET('/merchant-products/taxes/', { signal }), LIST_FAILED));
}

export const taxValues = ({ id, name, rate }: Tax): TaxFormValues => ({ id, name, rate: String(rate) });

export async function saveTax(values: TaxFormValues): Promise<TaxFormValues> {
  const body = taxBody(values);
  const call = values.id ? api.PATCH('/merchant-products/taxes/{id}/', { params: { path: { id: values.id } }, body }) : api.POST('/merchant-products/taxes/', { body });
  return taxValues(await dataOf(call, TAX_MESSAGES.saveFailed));
}

export function deleteTax(id: number): Promise<void> {
  return doneOf(api.DELETE('/merchant-products/taxes/{id}/', { params: { path: { id } } }), TAX_MESSAGES.deleteFailed);
}
