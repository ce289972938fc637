// What the inventory screens' delete confirmations do when they end: a success toast and `after`
// (reload the list), or the failure's toast (the server's detail, else `failed`).
import { toast } from '../../ui/toasts';

export function deleteOutcome<T>(deleted: string, failed: string, after: (target: T) => void) {
  return {
    onDone: (_: unknown, { target }: { target: T }) => {
      toast(deleted, 'success');
      after(target);
    },
    onFailed: ({ context }: { context: { error: string | null } }) => void toast(context.error ?? failed, 'error'),
  };
}
