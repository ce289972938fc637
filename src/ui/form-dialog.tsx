// A modal form (Headless UI dialog): title, an optional description, fields, a form-level error,
// Cancel and the submit button (FormButtons). Closing (Cancel, Escape, a click outside) is ignored
// while the form saves. `onSubmit` gets the submit event (useFormView's `submit` prevents the page load).
import { Description, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import type { FormEvent, ReactNode } from 'react';
import { FormButtons } from './form-buttons';
import { FormError } from './form-error';
import { Modal } from './modal';

export interface FormDialogProps {
  open: boolean;
  title: string;
  /** A sentence under the title, read as the dialog's description. */
  description?: ReactNode;
  children: ReactNode;
  onSubmit: (e: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
  submitLabel?: string;
  /** A red submit button (FormButtons' `danger`). */
  danger?: boolean;
  busy?: boolean;
  error?: string | null;
}

export function FormDialog({ open, title, description, children, onSubmit, onClose, submitLabel = 'Save', danger = false, busy = false, error }: FormDialogProps) {
  return (
    <Modal open={open} onClose={() => !busy && onClose()} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-black/40" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-md rounded-lg bg-white p-6 shadow-xl">
          <form noValidate aria-label={title} className="space-y-4" onSubmit={onSubmit}>
            <DialogTitle className="text-lg font-semibold text-slate-900">{title}</DialogTitle>
            {description && <Description className="text-sm text-slate-700">{description}</Description>}
            {children}
            <FormError message={error} />
            <FormButtons onCancel={onClose} submitLabel={submitLabel} busy={busy} danger={danger} />
          </form>
        </DialogPanel>
      </div>
    </Modal>
  );
}
