// The product form's save bar (issue 28): Save and 'Publish all changes' (platform.md: both save)
// in a bar that stays at the bottom of the window, saying what they do and whether there are
// unsaved changes; leaving with unsaved changes asks first (the router's blocker, and the
// browser's own question on reload or close).
import { useBlocker } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { hasUnsavedChanges } from '../../machines/form.machine';
import type { ProductFormMachine } from '../../machines/merchant/product-form.machine';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';

export const SAVE_BAR_TEXT = {
  label: 'Save changes',
  explains: "Save and 'Publish all changes' both save every field of this form; the product then reads the same everywhere: lists, Place Orders and counts.",
  unsaved: 'Unsaved changes',
  saved: 'All changes saved',
  leaveTitle: 'Leave without saving?',
  leaveMessage: 'Your changes to this product have not been saved and will be lost.',
  leave: 'Leave',
  stay: 'Stay',
} as const;

// Each button is described by what it does (screen readers read it with the button).
const EXPLAINS_ID = 'product-save-bar-explains';

export function ProductSaveBar({ form, formId, publishLabel }: { form: ActorRefFrom<ProductFormMachine>; formId: string; publishLabel: string }) {
  const saving = useSelector(form, (s) => s.hasTag('saving'));
  const unsaved = useSelector(form, (s) => hasUnsavedChanges(s.context));
  // A save that opens the new product leaves while the form is still saving: that is not leaving changes.
  const leavesChanges = () => {
    const s = form.getSnapshot();
    return !s.hasTag('saving') && hasUnsavedChanges(s.context);
  };
  const blocker = useBlocker({
    // A jump to a section changes only the hash (a browser pop with no router state): that stays on the form.
    shouldBlockFn: ({ current, next }) => current.pathname !== next.pathname && leavesChanges(),
    enableBeforeUnload: leavesChanges,
    withResolver: true,
  });
  return (
    <>
      <div
        role="region"
        aria-label={SAVE_BAR_TEXT.label}
        className="sticky bottom-0 z-30 flex flex-wrap items-center justify-between gap-3 rounded-t-lg border border-slate-200 bg-white/95 p-3 shadow-lg backdrop-blur"
      >
        <div className="max-w-2xl text-sm text-slate-700">
          <p className={`font-medium ${unsaved ? 'text-amber-800' : 'text-slate-700'}`}>{unsaved ? SAVE_BAR_TEXT.unsaved : SAVE_BAR_TEXT.saved}</p>
          <p id={EXPLAINS_ID}>{SAVE_BAR_TEXT.explains}</p>
        </div>
        <div className="flex gap-2">
          <Button type="submit" form={formId} variant="secondary" loading={saving} aria-describedby={EXPLAINS_ID}>
            Save
          </Button>
          <Button type="submit" form={formId} loading={saving} aria-describedby={EXPLAINS_ID}>
            {publishLabel}
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={blocker.status === 'blocked'}
        title={SAVE_BAR_TEXT.leaveTitle}
        message={SAVE_BAR_TEXT.leaveMessage}
        confirmLabel={SAVE_BAR_TEXT.leave}
        cancelLabel={SAVE_BAR_TEXT.stay}
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      />
    </>
  );
}
