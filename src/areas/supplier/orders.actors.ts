// The supplier's orders inbox calls (docs/decisions.md) as promises for the machines' actors.
import { api } from '../../api/client';
import { answerOf, dataOf } from '../../api/errors';
import type { components } from '../../api/schema';
import { toListPage, type ListPage, type ListQuery } from '../../machines/list.machine';
import { MESSAGES, type SupplierOrderDetail, type TransitionInput, type TransitionResult } from '../../machines/supplier/supplier-order.machine';
import { SUPPLIER_ORDER_STATUSES, type SupplierOrderStatus } from '../../lib/supplier-order-status';

export type SupplierOrder = components['schemas']['SupplierOrder'];

export const LIST_FAILED = 'Failed to load orders.';

const isStatus = (v: string | undefined): v is SupplierOrderStatus => (SUPPLIER_ORDER_STATUSES as readonly string[]).includes(v ?? '');

/** The list machine's fetchPage: one page by limit/offset, of one status when the filter has one. */
export async function fetchOrderPage({ page, pageSize, filters }: Pick<ListQuery, 'page' | 'pageSize' | 'filters'>, signal?: AbortSignal): Promise<ListPage<SupplierOrder>> {
  const status = isStatus(filters.status) ? filters.status : undefined;
  const data = await dataOf(api.GET('/supplier-orders/orders/', { params: { query: { status, limit: pageSize, offset: (page - 1) * pageSize } }, signal }), LIST_FAILED);
  return toListPage<SupplierOrder>(data);
}

export const loadOrder = (id: number): Promise<SupplierOrderDetail> => dataOf(api.GET('/supplier-orders/orders/{id}/', { params: { path: { id } } }), MESSAGES.loadFailed);

/** Accept, reject (with the reason) or fulfil; resolves with the outcome the machine branches on (a 409: `changed`). */
export async function transitionOrder({ id, action, reason }: TransitionInput): Promise<TransitionResult> {
  const params = { path: { id } };
  const call =
    action === 'accept'
      ? api.POST('/supplier-orders/orders/{id}/accept/', { params })
      : action === 'fulfill'
        ? api.POST('/supplier-orders/orders/{id}/fulfill/', { params })
        : api.POST('/supplier-orders/orders/{id}/reject/', { params, body: { reason: reason ?? '' } });
  const answer = await answerOf(call, MESSAGES.failed);
  if (answer.ok) return { outcome: 'done', order: answer.data };
  return { outcome: answer.status === 409 ? 'changed' : 'refused', message: answer.message };
}

/** The supplier home's figures (issue 28): new orders, orders to deliver today, connection requests. */
export const loadSupplierDashboard = (signal?: AbortSignal) => dataOf(api.GET('/dashboard/supplier/', { signal }), 'Failed to load the dashboard.');
