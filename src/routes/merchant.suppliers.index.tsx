import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '../ui/list-url';
import { SuppliersListScreen } from '../areas/merchant/suppliers-list';

export const Route = createFileRoute('/merchant/suppliers/')({
  validateSearch: listSearch(),
  component: SuppliersListScreen,
});
