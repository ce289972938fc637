// The files a screen saves (src/lib/save-blob.ts), kept for the test: jsdom has no object URLs.
import { beforeEach, vi } from 'vitest';

/** Registers a beforeEach that empties the list; the list holds each saved Blob in order. */
export function captureDownloads(): Blob[] {
  const saved: Blob[] = [];
  beforeEach(() => {
    saved.length = 0;
    URL.createObjectURL = vi.fn((blob: Blob) => (saved.push(blob), 'blob:download'));
    URL.revokeObjectURL = vi.fn();
  });
  return saved;
}

/** A saved CSV's lines (the BOM dropped by the decoder). */
export const csvLines = async (blob: Blob) =>
  new TextDecoder()
    .decode(await blob.arrayBuffer())
    .trimEnd()
    .split('\r\n');
