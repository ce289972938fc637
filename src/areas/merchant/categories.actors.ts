// The category calls (merchant-operations.md section 7): a searchable page, one category, create or
// edit, delete.
import { api } from '../../api/client';
import { dataOf, doneOf } from '../../api/errors';
import type { components } from '../../api/schema';
import { toListPage, type ListPage, type ListQuery } from '../../machines/list.machine';
import { CATEGORY_MESSAGES, categoryBody, type CategoryFormValues } from '../../machines/merchant/category-form.machine';

export type Category = components['schemas']['Category'];

const LIST_FAILED = 'Failed to load categories.';

export async function fetchCategoryPage({ query, page, pageSize }: ListQuery, signal?: AbortSignal): Promise<ListPage<Category>> {
  const search = query.trim();
  const data = await dataOf(api.GET('/merchant-products/categories/', { params: { query: { ...(search ? { search } : {}), page, page_size: pageSize } }, signal }), LIST_FAILED);
  return toListPage<Category>(data);
}

const toValues = ({ id, category_name, description, is_active }: Category): CategoryFormValues => ({ id, category_name, description, is_active });

export async function loadCategory(id: number): Promise<CategoryFormValues> {
  return toValues(await dataOf(api.GET('/merchant-products/categories/{id}/', { params: { path: { id } } }), CATEGORY_MESSAGES.loadFailed));
}

/** POST a new category, or PATCH one with an id; rejects with `{fieldErrors, message}`. */
export async function saveCategory(values: CategoryFormValues): Promise<CategoryFormValues> {
  const body = categoryBody(values);
  const call = values.id ? api.PATCH('/merchant-products/categories/{id}/', { params: { path: { id: values.id } }, body }) : api.POST('/merchant-products/categories/', { body });
  return toValues(await dataOf(call, CATEGORY_MESSAGES.saveFailed));
}

export function deleteCategory(id: number): Promise<void> {
  return doneOf(api.DELETE('/merchant-products/categories/{id}/', { params: { path: { id } } }), CATEGORY_MESSAGES.deleteFailed);
}
