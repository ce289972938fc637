import { describe, expect, it } from 'vitest';
import { normalizePhone } from './phone';

describe('normalizePhone', () => {
  it('gives exactly ten digits the prefix +1', () => {
    expect(normalizePhone('5035550101')).toBe('+15035550101');
    expect(normalizePhone('(503) 555-0101')).toBe('+15035550101');
    expect(normalizePhone(' 503.555.0101 ')).toBe('+15035550101');
  });

  it('removes every character except digits and +', () => {
    expect(normalizePhone('1 (503) 555-0101 ext')).toBe('15035550101');
    expect(normalizePhone('tel: 555-0101')).toBe('5550101');
  });

  it('keeps a leading + and drops any other +', () => {
    expect(normalizePhone('+44 20 7946 0958')).toBe('+442079460958');
    expect(normalizePhone('+1 503 555 0101')).toBe('+15035550101');
    expect(normalizePhone('503+555+0101')).toBe('+15035550101');
    expect(normalizePhone('++33 1 23 45 67 89')).toBe('+33123456789');
  });

  it('leaves a + number of ten digits as it is: it already has its country code', () => {
    expect(normalizePhone('+4420794609')).toBe('+4420794609');
  });

  it('answers the digits alone when there are not ten of them', () => {
    expect(normalizePhone('12345')).toBe('12345');
    expect(normalizePhone('')).toBe('');
    expect(normalizePhone('call me')).toBe('');
  });
});
