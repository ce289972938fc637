import { describe, expect, it } from 'vitest';
import { FILES } from '../../test/multipart';
import { contentDisposition, mediaUrl, MESSAGES, imageRule, LEAD_ATTACHMENT_RULE, newStoredName, sanitizeFileName, sniffType, storedPath, STORED_NAME_PATTERN } from './uploads';

describe('sniffType', () => {
  it.each([
    ['png', FILES.png, 'image/png'],
    ['jpeg', FILES.jpeg, 'image/jpeg'],
    ['webp', FILES.webp, 'image/webp'],
    ['pdf', FILES.pdf, 'application/pdf'],
    ['gif', FILES.gif, 'image/gif'],
    ['text', FILES.text, 'text/plain'],
  ])('reads %s from the first bytes', (_n, bytes, type) => expect(sniffType(bytes, 'image/png', 'x.png')).toBe(type));

  it('never trusts the name or declared type for binary content', () => {
    expect(sniffType(FILES.text, 'image/png', 'photo.png')).toBe('text/plain');
    expect(sniffType(FILES.png, 'application/pdf', 'doc.pdf')).toBe('image/png');
  });

  it('calls text CSV only when the client also does', () => {
    expect(sniffType(Buffer.from('a,b\n1,2\n'), 'text/csv', 'x')).toBe('text/csv');
    expect(sniffType(Buffer.from('a,b\n1,2\n'), '', 'list.CSV')).toBe('text/csv');
    expect(sniffType(Buffer.from('a,b\n1,2\n'), 'application/octet-stream', 'list.txt')).toBe('text/plain');
  });

  it('recognises markup that must never pass as an image or text', () => {
    expect(sniffType(Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe('image/svg+xml');
    expect(sniffType(Buffer.from('\uFEFF  <svg onload="alert(1)"/>'))).toBe('image/svg+xml');
    expect(sniffType(Buffer.from('<!DOCTYPE html><script>alert(1)</script>'))).toBe('text/html');
  });

  it('falls back to a clean declared type for unknown binary content', () => {
    expect(sniffType(Buffer.from([0, 1, 2, 3]), 'Application/X-Thing; q=1')).toBe('application/x-thing');
    expect(sniffType(Buffer.from([0, 1, 2, 3]), 'evil"type')).toBe('application/octet-stream');
    expect(sniffType(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0]))).toBe('application/zip');
  });

  it('tolerates a multi-byte character cut at the end of the head', () => {
    expect(sniffType(Buffer.from('menü', 'utf8').subarray(0, 4))).toBe('text/plain');
  });
});

describe('rules and messages', () => {
  it('words the limits as the spec does', () => {
    expect(MESSAGES.tooLarge(imageRule('logos'))).toBe('File too large. Max 5.0MB.');
    expect(MESSAGES.tooLarge(LEAD_ATTACHMENT_RULE)).toBe('File too large. Max 10.0MB.');
    expect(MESSAGES.unsupported('text/plain')).toBe('Unsupported type: text/plain.');
    expect(imageRule('logos').types).toEqual(['image/jpeg', 'image/png', 'image/webp']);
  });
});

describe('stored names and paths', () => {
  it('makes random names with the extension of the type', () => {
    const a = newStoredName('image/png');
    expect(a).toMatch(STORED_NAME_PATTERN);
    expect(a.endsWith('.png')).toBe(true);
    expect(newStoredName('image/png')).not.toBe(a);
  });

  it('maps only well-formed keys into the uploads folder', () => {
    expect(storedPath('/data', 'profile-images/' + 'a'.repeat(24) + '.png')).toBe('/data/uploads/profile-images/' + 'a'.repeat(24) + '.png');
    for (const key of ['../etc/passwd', 'profile-images/../../x.png', 'a/b/c', 'Profile/' + 'a'.repeat(24) + '.png', 'logos/short.png', 'logos/' + 'a'.repeat(24) + '.exe']) {
      expect(storedPath('/data', key), key).toBeNull();
    }
    expect(mediaUrl('logos/x.png')).toBe('/1/api/media/logos/x.png');
    expect(mediaUrl(null)).toBeNull();
  });
});

describe('file names for download', () => {
  it('keeps the base name only, without quotes or control characters', () => {
    expect(sanitizeFileName('C:\\Users\\me\\Q3 "final".pdf')).toBe('Q3 final.pdf');
    expect(sanitizeFileName('../../etc/passwd')).toBe('passwd');
    expect(sanitizeFileName('a\r\nb.txt')).toBe('ab.txt');
    expect(sanitizeFileName('..')).toBe('download');
    expect(sanitizeFileName('')).toBe('download');
  });

  it('writes an ASCII filename and the UTF-8 original', () => {
    expect(contentDisposition('menü (1).pdf')).toBe(`attachment; filename="men_ (1).pdf"; filename*=UTF-8''men%C3%BC%20%281%29.pdf`);
  });
});
