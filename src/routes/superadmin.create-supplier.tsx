import { createFileRoute } from '@tanstack/react-router';
import { CreateClientScreen } from '../areas/superadmin/create-client';

export const Route = createFileRoute('/superadmin/create-supplier')({
  component: CreateClientScreen,
});
