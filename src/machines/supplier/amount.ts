// A money amount typed in a form (a minimum order, a price): empty, or a number of 0 or more.
// The messages are Django REST framework's, as the server answers them.

export const AMOUNT_MESSAGES = {
  notANumber: 'A valid number is required.',
  negative: 'Ensure this value is greater than or equal to 0.',
};

/** Why the typed amount is refused, or null when it is empty or fine. */
export function amountError(typed: string): string | null {
  const text = typed.trim();
  if (text === '') return null;
  const n = Number(text);
  if (!Number.isFinite(n)) return AMOUNT_MESSAGES.notANumber;
  return n < 0 ? AMOUNT_MESSAGES.negative : null;
}
