import { createFileRoute } from '@tanstack/react-router';
import { Placeholder } from './-components/placeholder';

export const Route = createFileRoute('/supplier/catalogs/create')({
  component: CreateCatalogScreen,
});

function CreateCatalogScreen() {
  return <Placeholder title="Create Catalog" />;
}
