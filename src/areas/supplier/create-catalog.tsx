// Create Catalog (/supplier/catalogs/create, platform.md sections 2 and 8): 'Catalog created!'
// then back to /supplier/catalogs; 'Failed to create catalog: {server response}'.
import { Link, useNavigate } from '@tanstack/react-router';
import { useActorRef } from '../../lib/inspection';
import { catalogFormMachine, failureText, MESSAGES, newCatalogInput, saveCatalogWith } from '../../machines/supplier/catalog-form.machine';
import { buttonClasses } from '../../ui/button';
import { Page } from '../../ui/page';
import { toast } from '../../ui/toasts';
import { CatalogForm } from './catalog-form';
import { saveCatalog } from './catalogs.actors';

const liveCreateMachine = catalogFormMachine.provide({
  actors: { save: saveCatalogWith(saveCatalog) },
  actions: { notifyFailed: (_, { error }) => void toast(failureText(MESSAGES.createFailed, error), 'error') },
});

export function CreateCatalogScreen() {
  const navigate = useNavigate();
  const form = useActorRef(
    liveCreateMachine.provide({
      actions: {
        notifySaved: () => {
          toast(MESSAGES.created, 'success');
          void navigate({ to: '/supplier/catalogs' });
        },
      },
    }),
    { input: newCatalogInput() },
  );
  return (
    <Page title="Create Catalog">
      <CatalogForm
        form={form}
        submitLabel="Create Catalog"
        cancel={
          <Link to="/supplier/catalogs" className={buttonClasses('secondary')}>
            Cancel
          </Link>
        }
      />
    </Page>
  );
}
