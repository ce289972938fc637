// Create Catalog (/supplier/catalogs/create, platform.md sections 2 and 8): 'Catalog created!'
// then back to /supplier/catalogs; 'Failed to create catalog: {server response}'.
import { Link, useNavigate } from '@tanstack/react-router';
import { useActorRef } from '../../lib/inspection';
import { useRole } from '../../ui/role';
import { RoleRefused } from '../../ui/role-note';
import { useFormView } from '../../ui/use-form-view';
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

export const CREATE_CATALOG_TEXT = { back: 'Back to catalogs' } as const;

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
    { input: { ...newCatalogInput(), role: useRole(), operation: 'addCatalog' } },
  );
  const { refused, roleNote } = useFormView(form);
  const back = (label: string) => (
    <Link to="/supplier/catalogs" className={buttonClasses('secondary')}>
      {label}
    </Link>
  );
  return (
    <Page title="Create Catalog">
      {refused ? <RoleRefused note={roleNote} back={back(CREATE_CATALOG_TEXT.back)} /> : <CatalogForm form={form} submitLabel="Create Catalog" cancel={back('Cancel')} />}
    </Page>
  );
}
