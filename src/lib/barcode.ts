// Product barcodes (issue 25, item 5): EAN-8, UPC-A, EAN-13 and GTIN-14, all GTINs with a mod-10
// check digit. Shared by the server (the product form's rule) and the web app (what a scan is).

/** The lengths of the four kinds: EAN-8, UPC-A, EAN-13, GTIN-14. */
const LENGTHS = new Set([8, 12, 13, 14]);

export const BARCODE_MESSAGES = {
  invalid: 'Enter a valid barcode: 8, 12, 13 or 14 digits (EAN-8, UPC-A, EAN-13 or GTIN-14).',
  checkDigit: 'Enter a valid barcode: its last digit (the check digit) does not match the others.',
  taken: 'product with this barcode already exists.',
  unknown: (code: string) => `No product with barcode ${code}.`,
} as const;

/** Whether the text has a barcode's shape: only digits, of one of the four lengths. */
export const looksLikeBarcode = (text: string): boolean => /^\d+$/.test(text) && LENGTHS.has(text.length);

/** The GS1 check digit of the digits before it: weights 3 and 1 from the right. */
export function checkDigitOf(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum += Number(body[body.length - 1 - i]) * (i % 2 === 0 ? 3 : 1);
  return (10 - (sum % 10)) % 10;
}

/** Why the code is not a barcode (the message of the field), or null when it is one. */
export function barcodeError(code: string): string | null {
  if (!looksLikeBarcode(code)) return BARCODE_MESSAGES.invalid;
  return checkDigitOf(code.slice(0, -1)) === Number(code.at(-1)) ? null : BARCODE_MESSAGES.checkDigit;
}

/**
 * One code per product whatever its length: a UPC-A (12) is an EAN-13 with a leading 0, and both
 * are GTIN-14 with leading zeros, so scanners that add or drop a 0 still find the product.
 */
export const gtin14 = (code: string): string => code.padStart(14, '0');
