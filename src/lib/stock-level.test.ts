import { describe, expect, it } from 'vitest';
import { stockLevel, suggestedQty, suggestionWorking } from './stock-level';

describe('stockLevel', () => {
  it('is Needs when on hand is below par', () => {
    expect(stockLevel(0, 10)).toBe('Needs');
    expect(stockLevel(9.999, 10)).toBe('Needs');
    expect(stockLevel(-2, 1)).toBe('Needs');
  });

  it('is Soon above par up to 125 percent of par', () => {
    expect(stockLevel(10.001, 10)).toBe('Soon');
    expect(stockLevel(11, 10)).toBe('Soon');
    expect(stockLevel(12.5, 10)).toBe('Soon');
  });

  it('is OK exactly at par (neither below it nor above it) and above 125 percent of par', () => {
    expect(stockLevel(10, 10)).toBe('OK');
    expect(stockLevel(12.51, 10)).toBe('OK');
    expect(stockLevel(40, 30)).toBe('OK');
  });

  it('is OK when par is missing or zero', () => {
    expect(stockLevel(0, null)).toBe('OK');
    expect(stockLevel(0, undefined)).toBe('OK');
    expect(stockLevel(0, 0)).toBe('OK');
    expect(stockLevel(-1, 0)).toBe('OK');
  });
});

describe('suggestedQty', () => {
  it('is par minus on hand', () => {
    expect(suggestedQty(18, 25)).toBe(7);
    expect(suggestedQty(0, 3)).toBe(3);
    expect(suggestedQty(8.333, 12.5)).toBe(4.167);
  });

  it('is never below 0, and 0 without a par', () => {
    expect(suggestedQty(40, 30)).toBe(0);
    expect(suggestedQty(5, null)).toBe(0);
    expect(suggestedQty(5, undefined)).toBe(0);
  });
});

describe('suggestedQty with what is on order', () => {
  it('is par minus on hand minus on order, never below 0', () => {
    expect(suggestedQty(5, 20, 10)).toBe(5);
    expect(suggestedQty(5, 20, 15)).toBe(0);
    expect(suggestedQty(5, 20, 18)).toBe(0);
    expect(suggestedQty(1.5, 4, 0.25)).toBe(2.25);
    expect(suggestedQty(0, null, 3)).toBe(0);
  });
});

describe('suggestionWorking', () => {
  it('writes the sum the suggestion comes from', () => {
    expect(suggestionWorking(5, 20, 10)).toBe('par 20 − on hand 5 − on order 10 = 5');
    expect(suggestionWorking(18, 25)).toBe('par 25 − on hand 18 − on order 0 = 7');
  });

  it('says when the sum falls below zero, and when there is no par', () => {
    expect(suggestionWorking(5, 20, 18)).toBe('par 20 − on hand 5 − on order 18 = −3, so 0');
    expect(suggestionWorking(2, null, 0)).toBe('No par level: nothing is suggested.');
  });
});
