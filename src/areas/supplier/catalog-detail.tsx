// Edit Catalog (/supplier/catalogs/catalog-detail/{catalogId}, platform.md sections 2 and 8,
// docs/decisions.md): the catalog form with the stored image ('Catalog updated.' then back to
// /supplier/catalogs; 'Failed to update: {server response}'), and below it the merchants and
// products assigned to the catalog. A failed load shows the server's detail in red and as a toast.
import { Link, useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useActorRef } from '../../lib/inspection';
import { catalogFormMachine, failureText, loadCatalogWith, MESSAGES, saveCatalogWith } from '../../machines/supplier/catalog-form.machine';
import { buttonClasses } from '../../ui/button';
import { ErrorRetry } from '../../ui/error-retry';
import { Page } from '../../ui/page';
import { LoadingText } from '../../ui/spinner';
import { useRole } from '../../ui/role';
import { toast } from '../../ui/toasts';
import { CatalogAssignments } from './catalog-assignments';
import { CatalogForm } from './catalog-form';
import { LOAD_FAILED, loadCatalog, saveCatalog } from './catalogs.actors';
import { useFormView } from '../../ui/use-form-view';

const liveEditMachine = catalogFormMachine.provide({
  actors: { load: loadCatalogWith(loadCatalog), save: saveCatalogWith(saveCatalog) },
  actions: { notifyFailed: (_, { error }) => void toast(failureText(MESSAGES.updateFailed, error), 'error') },
});

export function CatalogDetailScreen({ catalogId }: { catalogId: number }) {
  const navigate = useNavigate();
  const form = useActorRef(
    liveEditMachine.provide({
      actions: {
        notifyLoadFailed: ({ context }) => void toast(context.error ?? LOAD_FAILED, 'error'),
        notifySaved: () => {
          toast(MESSAGES.updated, 'success');
          void navigate({ to: '/supplier/catalogs' });
        },
      },
    }),
    // A role that may not change catalogs (staff) views it: the form machine offers no editing.
    { input: { id: catalogId, startInEdit: true, role: useRole(), operation: 'updateCatalog' } },
  );
  const { loading, loadFailed, error } = useFormView(form);
  const loaded = useSelector(form, (s) => s.context.initial);
  const back = (
    <Link to="/supplier/catalogs" className={buttonClasses('secondary')}>
      Back
    </Link>
  );

  if (loading || loadFailed) {
    return (
      <Page title="Edit Catalog" actions={back}>
        {loading ? <LoadingText>Loading catalog...</LoadingText> : <ErrorRetry message={error ?? LOAD_FAILED} onRetry={() => form.send({ type: 'retry' })} />}
      </Page>
    );
  }

  return (
    <Page title="Edit Catalog" actions={back}>
      <CatalogForm form={form} submitLabel="Save Catalog" cancel={null} />
      <CatalogAssignments catalogId={catalogId} merchants={loaded.merchants} products={loaded.products} />
    </Page>
  );
}
