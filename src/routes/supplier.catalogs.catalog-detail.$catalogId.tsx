import { createFileRoute } from '@tanstack/react-router';
import { CatalogDetailScreen } from '../areas/supplier/catalog-detail';

export const Route = createFileRoute('/supplier/catalogs/catalog-detail/$catalogId')({
  component: CatalogDetailRoute,
});

function CatalogDetailRoute() {
  const { catalogId } = Route.useParams();
  // A new actor per catalog: the screen's machine loads its id once.
  return <CatalogDetailScreen key={catalogId} catalogId={Number(catalogId)} />;
}
