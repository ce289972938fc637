// Test helper for the users and leads screens: their superadmin paths with their screens, and the
// msw API of test/msw/superadmin-users-leads.ts. Not app code.
import { useParams } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { createUsersLeadsDb, superadminUsersLeadsHandlers } from './msw/superadmin-users-leads';
import { renderScreensAt, setupMswApi } from './screens';
import { CreateLeadScreen } from '../src/areas/superadmin/create-lead';
import { LeadDetailScreen } from '../src/areas/superadmin/lead-detail';
import { LeadsManagementScreen } from '../src/areas/superadmin/leads-list';
import { UserDetailsScreen } from '../src/areas/superadmin/user-details';
import { RegisteredUsersScreen } from '../src/areas/superadmin/users-list';

const useId = () => Number((useParams({ strict: false }) as { id: string }).id);

/** Renders the users and leads screens at `path`; paths in `stub` render a placeholder instead. */
export function renderUsersLeadsAt(path: string, options: { stub?: string[]; currentUserId?: number } = {}) {
  const { stub = [], currentUserId = 1 } = options;
  const screens: Record<string, () => ReactNode> = {
    '/superadmin/users': () => <RegisteredUsersScreen />,
    '/superadmin/users/$id': function UserAt() {
      const id = useId();
      return <UserDetailsScreen key={id} userId={id} />;
    },
    '/superadmin/leads': () => <LeadsManagementScreen />,
    '/superadmin/leads/create': () => <CreateLeadScreen />,
    '/superadmin/leads/lead-detail/$id': function LeadAt() {
      const id = useId();
      return <LeadDetailScreen key={id} leadId={id} currentUserId={currentUserId} />;
    },
  };
  return renderScreensAt(screens, path, stub);
}

export const setupUsersLeadsApi = () => setupMswApi(createUsersLeadsDb, superadminUsersLeadsHandlers);
