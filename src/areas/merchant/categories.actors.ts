// The category calls (merchant-operations.md section 7): a searchable page, one category, create or
// edit, delete.
import { api } from '../../api/client';
import { ApiError, saveFailure } from '../../api/errors';
import type { components } from '../../api/schema';
import { toListPage, type ListPage, type ListQuery } from '../../machines/list.machine';
import { CATEGORY_MESSAGES, categoryBody, type CategoryFormValues } from '../../machines/merchant/category-form.machine';

export type Category = components['schemas']['Category'];

const LIST_FAILED = 'Failed to load categories.';

export async function fetchCategoryPage({ query, page, pageSize }: ListQuery, signal?: AbortSignal): Promise<ListPage<Category>> {
  const search = query.trim();
  const { data, error, response } = await api.GET('/merchant-products/categories/', {
    params: { query: { ...(search ? { search } : {}), page, page_size: pageSize } },
    signal,
  });
  if (!data) throw new ApiError(response.status, error, LIST_FAILED);
  return toListPage<Category>(data);
}

const toValues = ({ id, category_name, description, is_active }: Category): CategoryFormValues => ({ id, category_name, description, is_active });

export async function loadCategory(id: number): Promise<CategoryFormValues> {
  const { data, error, response } = await api.GET('/merchant-products/categories/{id}/', { params: { path: { id } } });
  if (!data) throw new ApiError(response.status, error, CATEGORY_MESSAGES.loadFailed);
  return toValues(data);
}

/** POST a new category, or PATCH one with an id; rejects with `{fieldErrors, message}`. */
export async function saveCategory(values: CategoryFormValues): Promise<CategoryFormValues> {
  const body = categoryBody(values);
  const { data, error } = values.id
    ? await api.PATCH('/merchant-products/categories/{id}/', { params: { path: { id: values.id } }, body })
    : await api.POST('/merchant-products/categories/', { body });
  if (!data) throw saveFailure(error, CATEGORY_MESSAGES.saveFailed);
  return toValues(data);
}

export async function deleteCategory(id: number): Promise<void> {
  const { error, response } = await api.DELETE('/merchant-products/categories/{id}/', { params: { path: { id } } });
  if (!response.ok) throw new ApiError(response.status, error, CATEGORY_MESSAGES.deleteFailed);
}
