import { createFileRoute } from '@tanstack/react-router';
import { Placeholder } from './-components/placeholder';

export const Route = createFileRoute('/merchant/categories/')({
  component: CategoriesScreen,
});

function CategoriesScreen() {
  return <Placeholder title="Categories" />;
}
