import { describe, expect, it } from 'vitest';
import { cents, formatMoney, moneyOrDash } from './money';
import { possessive } from './text';

describe('money', () => {
  it('shows US dollars with cents and thousands', () => {
    expect(formatMoney(150)).toBe('$150.00');
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(moneyOrDash(null)).toBe('-');
    expect(moneyOrDash(0)).toBe('$0.00');
  });

  it('rounds sums to cents', () => {
    expect(cents(0.1 + 0.2)).toBe(0.3);
  });
});

describe('possessive', () => {
  it("writes Fresh Farms' and Metro's", () => {
    expect(possessive('Fresh Farms')).toBe("Fresh Farms'");
    expect(possessive('Metro Restaurant Supply')).toBe("Metro Restaurant Supply's");
  });
});
