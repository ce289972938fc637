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
