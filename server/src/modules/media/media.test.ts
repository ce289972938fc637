import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('GET avatars/{seed}.svg', () => {
  it('answers an SVG that cannot run anything, cached for a year, to anyone', async () => {
    const res = await t.request({ url: '/1/api/avatars/MA-3.svg', host: 'bistro.localhost' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(res.body).toContain('>MA</text>');
  });

  it.each(['ma-3', 'MA-12', 'ABC-1', 'MA', '%3Cb%3E-1', 'MA-3.png'])('answers 404 for the seed %j', async (seed) => {
    const res = await t.request({ url: `/1/api/avatars/${seed}.svg` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not found.' });
  });
});

describe('GET media/{area}/{name}', () => {
  it('answers 404 for names that were never stored', async () => {
    const res = await t.request({ url: `/1/api/media/profile-images/${'A'.repeat(24)}.png` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not found.' });
  });
});
