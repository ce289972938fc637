import { createFileRoute } from '@tanstack/react-router';
import { MerchantsListScreen } from '../areas/supplier/merchants-list';

export const Route = createFileRoute('/supplier/merchants/')({
  component: MerchantsListScreen,
});
