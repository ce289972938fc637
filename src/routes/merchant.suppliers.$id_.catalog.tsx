import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '../ui/list-url';
import { SupplierCatalogScreen } from '../areas/merchant/supplier-catalog';

// Not nested in the supplier form's route: the catalog is a screen of its own.
export const Route = createFileRoute('/merchant/suppliers/$id_/catalog')({
  validateSearch: listSearch(),
  component: SupplierCatalogRoute,
});

function SupplierCatalogRoute() {
  const { id } = Route.useParams();
  return <SupplierCatalogScreen key={id} supplierId={Number(id)} />;
}
