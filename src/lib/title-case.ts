/** Trimmed, runs of whitespace collapsed to one space, with each word's first letter upper-case and the rest lower-case ('walk-in cooler' → 'Walk-In Cooler'). */
export function titleCase(text: string): string {
  return text
    .trim()
    .replace(/\s+/gu, ' ')
    .toLowerCase()
    .replace(/(^|[^\p{L}\p{N}'’])(\p{L})/gu, (_m, before: string, letter: string) => before + letter.toUpperCase());
}
