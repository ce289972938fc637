// User Details (/superadmin/users/{id}, platform.md sections 2 and 4, decisions.md): read-only
// identity, the profile image and the role checkboxes, editable after Edit and saved with Save
// Changes (multipart, with an upload progress bar); a failed load shows an error with a retry.
// Below, the user's tenant memberships. The user form machine (the generic form) does the behaviour.
import { useSelector } from '@xstate/react';
import { useActorRef } from '../../lib/inspection';
import { ROLE_FLAGS, loadUserWith, saveUserWith, userFormMachine, type RoleFlag } from '../../machines/superadmin/user-form.machine';
import { Button } from '../../ui/button';
import { CheckboxField } from '../../ui/checkbox-field';
import { ErrorRetry } from '../../ui/error-retry';
import { FormError } from '../../ui/form-error';
import { Page } from '../../ui/page';
import { LoadingText } from '../../ui/spinner';
import { TextField } from '../../ui/text-field';
import { toast } from '../../ui/toasts';
import { UploadProgress } from '../../ui/upload-progress';
import { UserImageField } from './user-image-field';
import { UserTenantsSection } from './user-tenants';
import { loadUser, saveUser } from './users.actors';
import { useFormView } from '../../ui/use-form-view';

export const USER_DETAILS_TEXT = {
  title: 'User Details',
  loading: 'Loading user...',
  saved: 'User updated successfully!',
  failed: 'Error updating user',
} as const;

const FLAG_LABELS: Record<RoleFlag, string> = { is_supplier: 'Supplier', is_merchant: 'Merchant', is_superadmin: 'Superadmin', is_admin: 'Admin' };

const liveUserFormMachine = userFormMachine.provide({
  actors: { load: loadUserWith(loadUser), save: saveUserWith(saveUser) },
  actions: {
    notifySaved: () => void toast(USER_DETAILS_TEXT.saved, 'success'),
    notifyFailed: () => void toast(USER_DETAILS_TEXT.failed, 'error'),
  },
});

export function UserDetailsScreen({ userId }: { userId: number }) {
  const form = useActorRef(liveUserFormMachine, { input: { id: userId } });
  const { values, fieldErrors, error, progress, loading, loadFailed, editable, saving, change, check, submit } = useFormView(form);
  const canEdit = useSelector(form, (s) => s.can({ type: 'edit' }));
  const user = useSelector(form, (s) => s.context.initial);

  if (loading)
    return (
      <Page title={USER_DETAILS_TEXT.title}>
        <LoadingText>{USER_DETAILS_TEXT.loading}</LoadingText>
      </Page>
    );
  if (loadFailed) {
    return (
      <Page title={USER_DETAILS_TEXT.title}>
        <ErrorRetry message={error} onRetry={() => form.send({ type: 'retry' })} />
      </Page>
    );
  }

  return (
    <Page
      title={USER_DETAILS_TEXT.title}
      actions={
        canEdit && (
          <Button variant="secondary" onClick={() => form.send({ type: 'edit' })}>
            Edit
          </Button>
        )
      }
    >
      <form className="space-y-4 rounded-lg border border-slate-200 bg-white p-4" aria-label="User" onSubmit={submit}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Email" type="email" value={values.email} readOnly />
          <TextField label="Username" value={values.username} readOnly />
          <TextField label="First name" value={values.first_name} readOnly />
          <TextField label="Last name" value={values.last_name} readOnly />
        </div>
        <UserImageField
          key={editable ? 'editing' : 'viewing'}
          currentUrl={user.profile_image}
          chosen={values.image}
          errors={[...(fieldErrors.image ?? []), ...(fieldErrors.profile_image ?? [])]}
          disabled={!editable}
          onChoose={(file) => change('image', file)}
        />
        <fieldset className="space-y-2">
          <legend className="mb-1 text-sm font-medium text-slate-700">Roles</legend>
          {ROLE_FLAGS.map((flag) => (
            <CheckboxField key={flag} label={FLAG_LABELS[flag]} checked={values[flag]} disabled={!editable} onChange={check(flag)} />
          ))}
        </fieldset>
        {saving && progress !== null && <UploadProgress fraction={progress} />}
        {(editable || saving) && <FormError message={error} />}
        {(editable || saving) && (
          <div className="flex gap-2">
            <Button type="submit" loading={saving}>
              Save Changes
            </Button>
            <Button variant="secondary" disabled={saving} onClick={() => form.send({ type: 'cancel' })}>
              Cancel
            </Button>
          </div>
        )}
      </form>
      <UserTenantsSection key={user.id} userId={user.id} username={user.username} tenants={user.tenants} />
    </Page>
  );
}
