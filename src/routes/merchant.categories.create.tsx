import { createFileRoute } from '@tanstack/react-router';
import { CategoriesScreen } from '../areas/merchant/categories';

export const Route = createFileRoute('/merchant/categories/create')({
  component: () => <CategoriesScreen editing="new" />,
});
