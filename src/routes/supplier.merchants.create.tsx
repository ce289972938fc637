import { createFileRoute } from '@tanstack/react-router';
import { CreateMerchantScreen } from '../areas/supplier/create-merchant';

export const Route = createFileRoute('/supplier/merchants/create')({
  component: CreateMerchantScreen,
});
