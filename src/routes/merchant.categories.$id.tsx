import { createFileRoute } from '@tanstack/react-router';
import { Placeholder } from './-components/placeholder';

export const Route = createFileRoute('/merchant/categories/$id')({
  component: EditCategoryScreen,
});

function EditCategoryScreen() {
  return <Placeholder title="Edit Category" />;
}
