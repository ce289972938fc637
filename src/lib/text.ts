// Text rules the merchant forms share: what a blank optional field is sent as.

/** The text trimmed, or null when nothing is left (a blank optional field). */
export const trimToNull = (value: string | null | undefined): string | null => {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
};

/** A typed number: null when blank, NaN when not a number. */
export const numberOrNull = (value: string): number | null => (value.trim() === '' ? null : Number(value.trim()));

/** A name's possessive: "Fresh Farms'" for a name ending in s, else "Metro's". */
export const possessive = (name: string): string => (/s$/i.test(name.trim()) ? `${name}'` : `${name}'s`);
