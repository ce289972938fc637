// The app's modal dialog: Headless UI's Dialog, mounted only while it is open. A closed Headless UI
// Dialog still mounts a hidden node whose ref sets state as the page commits, which makes React
// render the page again at once, in the same long task (Lighthouse's TBT, issue 25). Nothing is lost:
// our dialogs have no leave transition, and the focus goes back where it was when the dialog unmounts.
import { Dialog } from '@headlessui/react';
import type { ReactNode } from 'react';

export interface ModalProps {
  open: boolean;
  /** Escape, or a click outside the panel. */
  onClose: () => void;
  className?: string;
  children: ReactNode;
}

export function Modal({ open, onClose, className, children }: ModalProps) {
  if (!open) return null;
  return (
    <Dialog open onClose={onClose} className={className}>
      {children}
    </Dialog>
  );
}
