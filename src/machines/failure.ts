// How machines read what their promise actors reject with, and the toasts they raise.

/** A toast for the app to show (the machines' `notify` actions). */
export type Notice = { message: string; variant: 'default' | 'success' | 'error' | 'info' | 'warning' };

/** The message of a rejection (an Error, a `{message}` object or a string), else the fallback. */
export function messageOf(err: unknown, fallback = 'Something went wrong.'): string {
  if (typeof err === 'string') return err.trim() ? err : fallback;
  const message = typeof err === 'object' && err !== null ? (err as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message.trim() ? message : fallback;
}

/** What the server answered a failed save: one line per field ('email: Enter a valid email address.'), else its message. */
export function serverResponseLines(err: unknown, fallback: string): string[] {
  const fieldErrors = ((err ?? {}) as { fieldErrors?: Record<string, string[]> }).fieldErrors ?? {};
  const lines = Object.entries(fieldErrors).map(([field, messages]) => `${field}: ${messages.join(' ')}`);
  return lines.length ? lines : [messageOf(err, fallback)];
}

/** The server's own reason for a refused call (a 4xx): its field messages, else its detail; null when it gave none. */
export function serverReason(err: unknown): string | null {
  const e = (err ?? {}) as { status?: number; fieldErrors?: Record<string, string[]>; error?: { detail?: unknown; non_field_errors?: unknown } };
  if (typeof e.status !== 'number' || e.status < 400 || e.status >= 500) return null;
  const lines = Object.values(e.fieldErrors ?? {}).flat();
  const general = [e.error?.non_field_errors, e.error?.detail].flat().filter((m): m is string => typeof m === 'string' && m.trim() !== '');
  const all = [...lines, ...general];
  return all.length ? all.join(' ') : null;
}

/** A failure's toast: our words, then the server's reason when it gave one ('Failed to send email. Enter a valid email address.'). */
export const failedWith = (words: string, err: unknown): string => [words, serverReason(err)].filter(Boolean).join(' ');
