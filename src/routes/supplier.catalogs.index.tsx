import { createFileRoute } from '@tanstack/react-router';
import { CatalogsListScreen } from '../areas/supplier/catalogs-list';

export const Route = createFileRoute('/supplier/catalogs/')({
  component: CatalogsListScreen,
});
