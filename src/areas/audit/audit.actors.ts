// The audit log's calls: a tenant's own events (the Host's tenant) and, for superadmins, everyone's.
// The API answers the newest 500 as one list; the list machine shows them as one page.
import { api } from '../../api/client';
import { dataOf } from '../../api/errors';
import type { components } from '../../api/schema';
import { toListPage, type ListPage } from '../../machines/list.machine';

export type AuditEvent = components['schemas']['AuditEvent'];
export type AuditScope = 'tenant' | 'platform';

export const AUDIT_TEXT = {
  loadFailed: 'Failed to load the activity.',
  loading: 'Loading activity...',
  searching: 'Loading activity...',
  empty: 'No activity yet.',
} as const;

export async function fetchAuditEvents(scope: AuditScope, signal: AbortSignal): Promise<ListPage<AuditEvent>> {
  const call = scope === 'tenant' ? api.GET('/audit/events/', { signal }) : api.GET('/audit/sm/events/', { signal });
  return toListPage(await dataOf(call, AUDIT_TEXT.loadFailed));
}
