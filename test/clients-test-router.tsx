// Test helper for the clients screens: the superadmin client paths with their screens, and the msw
// API of test/msw/superadmin-clients.ts. Not app code.
import { useParams } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { createClientsDb, superadminClientsHandlers } from './msw/superadmin-clients';
import { renderScreensAt, setupMswApi } from './screens';
import { ClientDetailScreen } from '../src/areas/superadmin/client-detail';
import { ClientsListScreen } from '../src/areas/superadmin/clients-list';
import { CreateClientScreen } from '../src/areas/superadmin/create-client';
import { MerchantsOverviewScreen } from '../src/areas/superadmin/merchants-overview';

function DetailAtRoute() {
  const { id } = useParams({ strict: false }) as { id: string };
  return <ClientDetailScreen id={id} />;
}

const SCREENS: Record<string, () => ReactNode> = {
  '/superadmin': () => <ClientsListScreen home />,
  '/superadmin/clients': () => <ClientsListScreen />,
  '/superadmin/clients/$id': () => <DetailAtRoute />,
  '/superadmin/create-supplier': () => <CreateClientScreen />,
  '/superadmin/merchants': () => <MerchantsOverviewScreen />,
};

/** Renders the app's clients screens at `path`; paths in `stub` render a placeholder instead. */
export const renderClientsAt = (path: string, stub: string[] = []) => renderScreensAt(SCREENS, path, stub);

export const setupClientsApi = () => setupMswApi(createClientsDb, superadminClientsHandlers);
