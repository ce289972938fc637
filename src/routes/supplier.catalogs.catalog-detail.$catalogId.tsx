import { createFileRoute } from '@tanstack/react-router';
import { Placeholder } from './-components/placeholder';

export const Route = createFileRoute('/supplier/catalogs/catalog-detail/$catalogId')({
  component: EditCatalogScreen,
});

function EditCatalogScreen() {
  return <Placeholder title="Edit Catalog" />;
}
