// The supplier's orders inbox calls (docs/decisions.md) as promises for the machines' actors.
import { api } from '../../api/client';
import { ApiError } from '../../api/errors';
import type { components } from '../../api/schema';
import { toListPage, type ListPage, type ListQuery } from '../../machines/list.machine';
import { MESSAGES, type SupplierOrderDetail, type TransitionInput } from '../../machines/supplier/supplier-order.machine';
import { SUPPLIER_ORDER_STATUSES, type SupplierOrderStatus } from '../../lib/supplier-order-status';

export type SupplierOrder = components['schemas']['SupplierOrder'];

export const LIST_FAILED = 'Failed to load orders.';

const isStatus = (v: string | undefined): v is SupplierOrderStatus => (SUPPLIER_ORDER_STATUSES as readonly string[]).includes(v ?? '');

/** The list machine's fetchPage: one page by limit/offset, of one status when the filter has one. */
export async function fetchOrderPage({ page, pageSize, filters }: Pick<ListQuery, 'page' | 'pageSize' | 'filters'>, signal?: AbortSignal): Promise<ListPage<SupplierOrder>> {
  const status = isStatus(filters.status) ? filters.status : undefined;
  const { data, error, response } = await api.GET('/supplier-orders/orders/', {
    params: { query: { status, limit: pageSize, offset: (page - 1) * pageSize } },
    signal,
  });
  if (!data) throw new ApiError(response.status, error, LIST_FAILED);
  return toListPage<SupplierOrder>(data);
}

export async function loadOrder(id: number): Promise<SupplierOrderDetail> {
  const { data, error, response } = await api.GET('/supplier-orders/orders/{id}/', { params: { path: { id } } });
  if (!data) throw new ApiError(response.status, error, MESSAGES.loadFailed);
  return data;
}

/** Accept, reject (with the reason) or fulfil; a refusal rejects with an ApiError carrying its status (409). */
export async function transitionOrder({ id, action, reason }: TransitionInput): Promise<SupplierOrderDetail> {
  const params = { path: { id } };
  const result =
    action === 'accept'
      ? await api.POST('/supplier-orders/orders/{id}/accept/', { params })
      : action === 'fulfill'
        ? await api.POST('/supplier-orders/orders/{id}/fulfill/', { params })
        : await api.POST('/supplier-orders/orders/{id}/reject/', { params, body: { reason: reason ?? '' } });
  if (!result.data) throw new ApiError(result.response.status, result.error, MESSAGES.failed);
  return result.data;
}
