// A modal form (Headless UI dialog): title, fields, a form-level error, Save and Cancel. Closing
// (Cancel, Escape, a click outside) is ignored while the form saves. `onSubmit` gets the submit
// event (useFormView's `submit` prevents the page load).
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import type { FormEvent, ReactNode } from 'react';
import { Button } from './button';
import { FormError } from './form-error';

export interface FormDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  onSubmit: (e: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
  submitLabel?: string;
  busy?: boolean;
  error?: string | null;
}

export function FormDialog({ open, title, children, onSubmit, onClose, submitLabel = 'Save', busy = false, error }: FormDialogProps) {
  return (
    <Dialog open={open} onClose={() => !busy && onClose()} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-black/40" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-md rounded-lg bg-white p-6 shadow-xl">
          <form
            noValidate
            aria-label={title}
            className="space-y-4"
            onSubmit={onSubmit}
          >
            <DialogTitle className="text-lg font-semibold text-slate-900">{title}</DialogTitle>
            {children}
            <FormError message={error} />
            <div className="flex justify-end gap-2">
              <Button variant="secondary" onClick={onClose} disabled={busy}>
                Cancel
              </Button>
              <Button type="submit" loading={busy}>
                {submitLabel}
              </Button>
            </div>
          </form>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
