import { describe, expect, it } from 'vitest';
import { IMAGE_ACCEPT, IMAGE_MAX_BYTES, imageFileError } from './image-file';

const file = (type: string, size: number) => ({ type, size });

describe('imageFileError', () => {
  it('accepts jpeg, png and webp up to 5 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp']) expect(imageFileError(file(type, IMAGE_MAX_BYTES))).toBeNull();
    expect(imageFileError(new File(['x'], 'a.png', { type: 'image/png' }))).toBeNull();
  });

  it('refuses a file over 5 MB with the spec text', () => {
    expect(imageFileError(file('image/png', IMAGE_MAX_BYTES + 1))).toBe('File too large. Max 5.0MB.');
  });

  it('refuses other types, naming the type', () => {
    expect(imageFileError(file('image/gif', 10))).toBe('Unsupported type: image/gif.');
    expect(imageFileError(file('application/pdf', IMAGE_MAX_BYTES * 2))).toBe('Unsupported type: application/pdf.');
    expect(imageFileError(file('', 10))).toBe('Unsupported type: unknown.');
  });

  it('takes another limit', () => {
    expect(imageFileError(file('image/jpeg', 3 * 1024 * 1024), 2.5 * 1024 * 1024)).toBe('File too large. Max 2.5MB.');
  });

  it('offers an accept attribute for the three types', () => {
    expect(IMAGE_ACCEPT).toBe('image/jpeg,image/png,image/webp');
  });
});
