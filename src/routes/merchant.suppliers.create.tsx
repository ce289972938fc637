import { createFileRoute } from '@tanstack/react-router';
import { SupplierFormScreen } from '../areas/merchant/supplier-form';

export const Route = createFileRoute('/merchant/suppliers/create')({
  component: () => <SupplierFormScreen />,
});
