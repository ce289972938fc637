// Deleting a merchant from the Merchants list (platform.md section 4): select, confirm with
// 'Are you sure you want to delete {merchant name}?', delete and remove the row; or cancel. A
// failure keeps the dialog open with the server's detail (decisions.md: it is shown, not only
// logged). The confirm machine does the behaviour: supply `perform` and `onDone` / `onFailed`.
import { createConfirmMachine } from '../confirm.machine';

export interface MerchantRef {
  id: number;
  merchant_name: string;
}

export const MESSAGES = {
  title: 'Delete merchant',
  question: (m: MerchantRef) => `Are you sure you want to delete ${m.merchant_name}?`,
  deleted: 'Merchant deleted.',
  failed: 'Failed to delete merchant.',
};

export const merchantDeleteMachine = createConfirmMachine<MerchantRef, void>();
