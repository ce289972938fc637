import { createFileRoute } from '@tanstack/react-router';
import { Placeholder } from './-components/placeholder';

export const Route = createFileRoute('/merchant/categories/create')({
  component: CreateCategoryScreen,
});

function CreateCategoryScreen() {
  return <Placeholder title="Create Category" />;
}
