import { createFileRoute } from '@tanstack/react-router';
import { ConnectionsScreen } from '../areas/supplier/connections';

export const Route = createFileRoute('/supplier/connections')({
  component: ConnectionsScreen,
});
