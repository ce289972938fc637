// Phone numbers sent by text (merchant-operations.md section 5): one rule for the screens that send
// and the server that queues the message.

/**
 * Every character other than a digit or + is removed, and a + only counts at the start; exactly
 * ten digits (a US number without its country code) get the prefix +1.
 * '(503) 555-0101' → '+15035550101', '+44 20 7946 0958' → '+442079460958'.
 */
export function normalizePhone(raw: string): string {
  const kept = raw.trim().replace(/[^\d+]/g, '');
  const leadingPlus = kept.startsWith('+');
  const digits = kept.replace(/\+/g, '');
  if (leadingPlus) return `+${digits}`;
  return digits.length === 10 ? `+1${digits}` : digits;
}
