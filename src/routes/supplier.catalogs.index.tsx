import { createFileRoute } from '@tanstack/react-router';
import { Placeholder } from './-components/placeholder';

export const Route = createFileRoute('/supplier/catalogs/')({
  component: CatalogsScreen,
});

function CatalogsScreen() {
  return <Placeholder title="Catalogs" />;
}
