import { createFileRoute } from '@tanstack/react-router';
import { CreateLeadScreen } from '../areas/superadmin/create-lead';

export const Route = createFileRoute('/superadmin/leads/create')({
  component: CreateLeadScreen,
});
