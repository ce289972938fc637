import { describe, expect, it } from 'vitest';
import { normaliseDomain } from './rules';

describe('normaliseDomain', () => {
  it.each([
    ['shop.example.com', 'shop.example.com'],
    ['Fresh-Farms.LOCALHOST', 'fresh-farms.localhost'],
    ['  a.b  ', 'a.b'],
    ['shop.example.com.', 'shop.example.com'],
    ['x1.y2-z.io', 'x1.y2-z.io'],
  ])('accepts %j as %j', (input, expected) => expect(normaliseDomain(input)).toBe(expected));

  it.each([
    'localhost',
    '',
    'shop..com',
    '-shop.com',
    'shop-.com',
    'sh_op.com',
    'shop.com:8000',
    'http://shop.com',
    '10.0.0.5',
    'a b.com',
    `${'a'.repeat(64)}.com`,
    `${'a.'.repeat(127)}com`,
  ])('refuses %j', (input) => expect(normaliseDomain(input)).toBeNull());
});
