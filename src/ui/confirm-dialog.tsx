import { Description, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { ConfirmMachine } from '../machines/confirm.machine';
import { Button } from './button';
import { FormError } from './form-error';
import { Modal } from './modal';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: ReactNode;
  onConfirm: () => void;
  /** Cancel button, Escape and a click outside (ignored while busy). */
  onCancel: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  /** The action runs: buttons disabled, Confirm shows a spinner. */
  busy?: boolean;
  error?: string | null;
  /** Red confirm button (default true: most confirms delete). */
  danger?: boolean;
}

export function ConfirmDialog({ open, title, message, onConfirm, onCancel, confirmLabel = 'Confirm', cancelLabel = 'Cancel', busy = false, error, danger = true }: ConfirmDialogProps) {
  return (
    <Modal open={open} onClose={() => !busy && onCancel()} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-black/40" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-md space-y-4 rounded-lg bg-white p-6 shadow-xl">
          <DialogTitle className="text-lg font-semibold text-slate-900">{title}</DialogTitle>
          <Description as="div" className="text-sm text-slate-700">
            {message}
          </Description>
          <FormError message={error} />
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={onCancel} disabled={busy}>
              {cancelLabel}
            </Button>
            <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm} loading={busy}>
              {confirmLabel}
            </Button>
          </div>
        </DialogPanel>
      </div>
    </Modal>
  );
}

/** What a confirm machine's actor gives its dialog: the target, and the open/busy/error/Confirm/Cancel props. */
export function useConfirmDialog<T, Out>(confirm: ActorRefFrom<ConfirmMachine<T, Out>>) {
  const target = useSelector(confirm, (s) => s.context.target);
  const open = useSelector(confirm, (s) => s.hasTag('open'));
  const busy = useSelector(confirm, (s) => s.hasTag('working'));
  const error = useSelector(confirm, (s) => s.context.error);
  return {
    target,
    dialog: { open, busy, error, onConfirm: () => confirm.send({ type: 'confirm.yes' }), onCancel: () => confirm.send({ type: 'confirm.no' }) },
  };
}
