import { createFileRoute } from '@tanstack/react-router';
import { CreateCatalogScreen } from '../areas/supplier/create-catalog';

export const Route = createFileRoute('/supplier/catalogs/create')({
  component: CreateCatalogScreen,
});
