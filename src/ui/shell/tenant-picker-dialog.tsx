import { DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { Button } from '../button';
import { Modal } from '../modal';

export interface TenantPickerDialogProps {
  open: boolean;
  tenants: { id: number; name: string }[];
  onChoose: (id: number) => void;
  onClose: () => void;
}

/** Modal 'Select Tenant': one button per tenant, 'No tenants available' when empty, and Close. */
export function TenantPickerDialog({ open, tenants, onChoose, onClose }: TenantPickerDialogProps) {
  return (
    <Modal open={open} onClose={onClose} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-black/40" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-sm space-y-4 rounded-lg bg-white p-6 shadow-xl">
          <DialogTitle className="text-lg font-semibold text-slate-900">Select Tenant</DialogTitle>
          {tenants.length === 0 ? (
            <p className="text-sm text-slate-600">No tenants available</p>
          ) : (
            <ul className="space-y-2">
              {tenants.map((t) => (
                <li key={t.id}>
                  <button
                    type="button"
                    onClick={() => onChoose(t.id)}
                    className="w-full rounded-md border border-slate-200 px-3 py-2 text-left text-sm hover:border-blue-600 hover:bg-blue-50"
                  >
                    {t.name}
                  </button>
                </li>
              ))}
            </ul>
          )}
          <div className="flex justify-end">
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
          </div>
        </DialogPanel>
      </div>
    </Modal>
  );
}
