import { createFileRoute } from '@tanstack/react-router';
import { SuppliersListScreen } from '../areas/merchant/suppliers-list';

export const Route = createFileRoute('/merchant/suppliers/')({
  component: SuppliersListScreen,
});
