import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box';

const SECRET = 'a-server-secret-of-at-least-32-characters';

describe('secret box (AES-256-GCM, HKDF key)', () => {
  const box = createSecretBox(SECRET, 'totp-secret');

  it('seals to a value that holds nothing of the plain one, with a new iv each time, and opens it again', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    expect(sealed).toMatch(/^enc:v1:[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.seal('JBSWY3DPEHPK3PXP')).not.toBe(sealed);
    expect(box.open(sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(box.isSealed(sealed)).toBe(true);
  });

  it('takes a plain value (stored before sealing) as it is', () => {
    expect(box.isSealed('JBSWY3DPEHPK3PXP')).toBe(false);
    expect(box.open('JBSWY3DPEHPK3PXP')).toBe('JBSWY3DPEHPK3PXP');
  });

  it('cannot open with another server secret or another purpose, nor an altered value', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    expect(createSecretBox('another-server-secret-of-32-characters!', 'totp-secret').open(sealed)).toBeNull();
    expect(createSecretBox(SECRET, 'something-else').open(sealed)).toBeNull();
    const body = sealed.slice('enc:v1:'.length);
    const flipped = body.slice(0, -2) + (body.at(-2) === 'A' ? 'B' : 'A') + body.at(-1);
    expect(box.open(`enc:v1:${flipped}`)).toBeNull();
    expect(box.open('enc:v1:')).toBeNull();
  });
});
