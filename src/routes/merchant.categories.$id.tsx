import { createFileRoute } from '@tanstack/react-router';
import { CategoriesScreen } from '../areas/merchant/categories';

export const Route = createFileRoute('/merchant/categories/$id')({
  component: EditCategoryRoute,
});

function EditCategoryRoute() {
  const { id } = Route.useParams();
  return <CategoriesScreen editing={Number(id)} />;
}
