// Test helper for the users and leads screens: their superadmin paths with their screens, and the
// msw API of test/msw/superadmin-users-leads.ts. Not app code.
import { useParams } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { createUsersLeadsDb, superadminUsersLeadsHandlers } from '../../../test/msw/superadmin-users-leads';
import { renderScreensAt, setupMswApi } from '../../../test/screens';
import { CreateLeadScreen } from './create-lead';
import { LeadDetailScreen } from './lead-detail';
import { LeadsManagementScreen } from './leads-list';
import { UserDetailsScreen } from './user-details';
import { RegisteredUsersScreen } from './users-list';

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
