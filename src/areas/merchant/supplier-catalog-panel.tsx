// On the supplier form of an ACTIVE connection (issue 22): the supplier's ordering terms for this
// merchant and the way to its catalog.
import { Link } from '@tanstack/react-router';
import type { SupplierFormValues } from '../../machines/merchant/supplier-form.machine';
import { buttonClasses } from '../../ui/button';
import { SupplierTerms } from './supplier-terms';

export const CATALOG_PANEL_TEXT = { browse: 'Browse catalog' };

export function SupplierCatalogPanel({ id, status, terms }: { id: number; status: SupplierFormValues['relationship_status']; terms: SupplierFormValues['terms'] }) {
  if (status !== 'ACTIVE') return null;
  return (
    <div className="space-y-3 rounded-md border border-slate-200 p-4">
      {terms && <SupplierTerms terms={terms} />}
      <Link to="/merchant/suppliers/$id/catalog" params={{ id: String(id) }} className={buttonClasses('secondary')}>
        {CATALOG_PANEL_TEXT.browse}
      </Link>
    </div>
  );
}
