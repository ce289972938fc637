// How optional text from a client is stored: trimmed, and empty text as null.

/** Trimmed text, null for empty or null, undefined when the field was not sent. */
export function cleanText(value: string | null | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  const text = (value ?? '').trim();
  return text === '' ? null : text;
}
