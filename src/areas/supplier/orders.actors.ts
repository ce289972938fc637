// The supplier's orders inbox calls (docs/decisions.md) as promises for the machines' actors.
import { api } from '../../api/client';
import { answerOf, dataOf } from '../../api/errors';
import type { components } from '../../api/schema';
import { toListPage, type ListPage, type ListQuery } from '../../machines/list.machine';
import { MESSAGES, type SupplierOrderDetail, type TransitionInput, type TransitionResult } from '../../machines/supplier/supplier-order.machine';
import { CONFIRMING_MESSAGES, type AcceptOrderRequest, type AcceptResult, type SubstituteChoice } from '../../machines/supplier/confirming.machine';
import { CREDIT_MESSAGES, type CreditAnswerInput, type CreditAnswerResult } from '../../machines/supplier/credit-answer.machine';
import { serverReason } from '../../machines/failure';
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
  return outcomeOf(call, MESSAGES.failed, (order) => ({ outcome: 'done', order }));
}

/** A call's outcome the machines branch on: done, `changed` (a 409: someone changed it meanwhile) or refused. */
async function outcomeOf<T, Done>(
  call: Promise<{ data?: T; error?: unknown; response: Response }>,
  fallback: string,
  done: (data: T) => Done,
): Promise<Done | { outcome: 'changed' | 'refused'; message: string }> {
  const answer = await answerOf(call, fallback);
  if (answer.ok) return done(answer.data);
  // A refusal says what the server refused (its field messages), else its detail.
  return answer.status === 409 ? { outcome: 'changed', message: answer.message } : { outcome: 'refused', message: serverReason(answer) ?? answer.message };
}

/** Accepts with the confirmed lines and delivery date; without a body every line is confirmed as ordered. */
export const acceptOrder = ({ id, body }: { id: number; body: AcceptOrderRequest | null }): Promise<AcceptResult> =>
  outcomeOf(api.POST('/supplier-orders/orders/{id}/accept/', { params: { path: { id } }, ...(body ? { body } : {}) }), CONFIRMING_MESSAGES.failed, (order) => ({
    outcome: 'done' as const,
    order,
  }));

/** Approves (an amount, or the requested one) or disputes (with the reason) a credit request. */
export function answerCredit({ id, kind, amount, reason }: CreditAnswerInput): Promise<CreditAnswerResult> {
  const params = { path: { id } };
  const call =
    kind === 'approve'
      ? api.POST('/supplier-orders/credits/{id}/approve/', { params, ...(amount === null ? {} : { body: { amount } }) })
      : api.POST('/supplier-orders/credits/{id}/dispute/', { params, body: { reason } });
  return outcomeOf(call, CREDIT_MESSAGES.failed, (credit) => ({ outcome: 'done' as const, credit }));
}

export const SUBSTITUTES_FAILED = 'Failed to load products.';

/** The substitute picker's page: the supplier's products matching the search, the inactive ones left out (it shows no pager: a search narrows it). */
export async function fetchSubstitutePage({ query, page, pageSize }: Pick<ListQuery, 'query' | 'page' | 'pageSize'>, signal?: AbortSignal): Promise<ListPage<SubstituteChoice>> {
  const data = await dataOf(
    api.GET('/supplier-products/products/', { params: { query: { search: query.trim() || undefined, limit: pageSize, offset: (page - 1) * pageSize } }, signal }),
    SUBSTITUTES_FAILED,
  );
  const rows = data.results.filter((p) => p.is_active).map(({ id, name, sku, unit, price }) => ({ id, name, sku, unit, price }));
  return { rows, count: data.count };
}

/** The supplier home's figures (issue 28): new orders, orders to deliver today, connection requests. */
export const loadSupplierDashboard = (signal?: AbortSignal) => dataOf(api.GET('/dashboard/supplier/', { signal }), 'Failed to load the dashboard.');
