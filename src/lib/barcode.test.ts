import { describe, expect, it } from 'vitest';
import { BARCODE_MESSAGES, barcodeError, checkDigitOf, gtin14, looksLikeBarcode } from './barcode';

describe('barcodes', () => {
  it.each([
    ['EAN-8', '96385074'],
    ['UPC-A', '036000291452'],
    ['EAN-13', '4006381333931'],
    ['GTIN-14', '10012345678902'],
  ])('accepts a valid %s', (_kind, code) => {
    expect(barcodeError(code)).toBeNull();
  });

  it.each([
    ['EAN-8', '96385075'],
    ['UPC-A', '036000291453'],
    ['EAN-13', '4006381333932'],
    ['GTIN-14', '10012345678903'],
  ])('refuses a %s whose check digit is wrong', (_kind, code) => {
    expect(barcodeError(code)).toBe(BARCODE_MESSAGES.checkDigit);
  });

  it.each(['1234567', '123456789', '12345678901', '123456789012345', '40063813339a1', ' 96385074', ''])('refuses %j: not a barcode', (code) => {
    expect(barcodeError(code)).toBe(BARCODE_MESSAGES.invalid);
    expect(looksLikeBarcode(code)).toBe(false);
  });

  it('computes the check digit from the right', () => {
    expect(checkDigitOf('400638133393')).toBe(1);
    expect(checkDigitOf('9638507')).toBe(4);
  });

  it('pads every kind to GTIN-14', () => {
    expect(gtin14('036000291452')).toBe('00036000291452');
    expect(gtin14('0036000291452')).toBe(gtin14('036000291452'));
  });

  it('says the unknown code in the message', () => {
    expect(BARCODE_MESSAGES.unknown('0123456789012')).toBe('No product with barcode 0123456789012.');
  });
});
