// The audit log's calls: a tenant's own events (the Host's tenant) and, for superadmins, everyone's.
// The API answers the newest 500 as one list; the list machine shows them as one page.
import { api } from '../../api/client';
import { dataOf } from '../../api/errors';
import type { components } from '../../api/schema';
import { fromPromise } from 'xstate';
import { toListPage, type ListPage } from '../../machines/list.machine';
import { REQUIRE_TWO_FACTOR_TEXT, requireTwoFactorMachine, type RequireTwoFactorValues } from '../../machines/audit/require-two-factor.machine';
import { toast } from '../../ui/toasts';

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

const requirementOf = (settings: components['schemas']['TenantSettings']): RequireTwoFactorValues => ({ require_two_factor: settings.require_two_factor });

/** The tenant's two-factor requirement, read and saved through its settings. */
export const liveRequireTwoFactorMachine = requireTwoFactorMachine.provide({
  actors: {
    load: fromPromise(async () => requirementOf(await dataOf(api.GET('/tenant-settings/'), REQUIRE_TWO_FACTOR_TEXT.loadFailed))),
    save: fromPromise(async ({ input }) => requirementOf(await dataOf(api.PATCH('/tenant-settings/', { body: input.values }), REQUIRE_TWO_FACTOR_TEXT.failed))),
  },
  actions: {
    notifyLoadFailed: () => void toast(REQUIRE_TWO_FACTOR_TEXT.loadFailed, 'error'),
    notifySaved: () => void toast(REQUIRE_TWO_FACTOR_TEXT.saved, 'success'),
    notifyFailed: ({ context }) => void toast(context.error ?? REQUIRE_TWO_FACTOR_TEXT.failed, 'error'),
  },
});
