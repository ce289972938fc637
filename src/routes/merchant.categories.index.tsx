import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '../ui/list-url';
import { CategoriesScreen } from '../areas/merchant/categories';

export const Route = createFileRoute('/merchant/categories/')({
  validateSearch: listSearch(),
  component: () => <CategoriesScreen />,
});
