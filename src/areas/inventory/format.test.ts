import { describe, expect, it } from 'vitest';
import { formatQty, signedQty } from './format';

describe('inventory quantities', () => {
  it("are written in the user's locale with up to 3 decimals, no trailing zeros", () => {
    expect(formatQty(1234.5)).toBe((1234.5).toLocaleString());
    expect(formatQty(2.12345)).toBe((2.123).toLocaleString());
    expect(formatQty(5)).toBe('5');
    expect(formatQty(null)).toBe('-');
  });

  it('write a change with its sign, and a tiny negative remainder as 0', () => {
    expect(signedQty(1500)).toBe(`+${(1500).toLocaleString()}`);
    expect(signedQty(-1.5)).toBe('-1.5');
    expect(signedQty(-0.0001)).toBe('0');
  });
});
