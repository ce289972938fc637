// Uploaded files: the rules per field, the type read from the file's first bytes, and storage
// under DATA_DIR/uploads/<area>/<random name>.<ext> (never the client's file name in the path).
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import { API_PREFIX } from './api-prefix';

export const MB = 1024 * 1024;

export interface FileRule {
  /** The folder under DATA_DIR/uploads, also the first segment of a media URL. */
  area: string;
  maxBytes: number;
  /** Accepted MIME types, as sniffed from the content. */
  types: readonly string[];
}

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const ATTACHMENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp', 'text/plain', 'text/csv'] as const;

/** Images (profile_image, logo, image, ...): at most 5 MB, jpeg, png or webp (platform.md section 5). */
export const imageRule = (area: string): FileRule => ({ area, maxBytes: 5 * MB, types: IMAGE_TYPES });
/** Lead attachments: at most 10 MB; documents and images a sales lead plausibly sends. */
export const LEAD_ATTACHMENT_RULE: FileRule = { area: 'lead-attachments', maxBytes: 10 * MB, types: ATTACHMENT_TYPES };

/**
 * Areas whose files are public capability URLs (GET /1/api/media/{area}/{name}): the name is
 * 144 random bits, so only someone who was given the URL can fetch it. Every other area
 * (lead attachments) is served only through its own authorised operation.
 */
export const PUBLIC_AREAS: ReadonlySet<string> = new Set(['profile-images', 'logos', 'catalog-images', 'product-images']);

export const EXTENSION_OF: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
  'text/plain': 'txt',
  'text/csv': 'csv',
  'application/zip': 'xlsx',
};
export const TYPE_OF_EXTENSION: Record<string, string> = Object.fromEntries(Object.entries(EXTENSION_OF).map(([t, e]) => [e, t]));

export const AREA_PATTERN = /^[a-z][a-z-]{0,39}$/;
export const STORED_NAME_PATTERN = /^[A-Za-z0-9_-]{24}\.(jpg|png|webp|pdf|txt|csv|xlsx)$/;

export const MESSAGES = {
  tooLarge: (rule: FileRule) => `File too large. Max ${(rule.maxBytes / MB).toFixed(1)}MB.`,
  unsupported: (type: string) => `Unsupported type: ${type}.`,
  empty: 'The submitted file is empty.',
  notAFile: 'This field does not accept a file.',
  oneFile: 'Send one file only.',
};

/** How many leading bytes sniffType wants to see (fewer when the file is shorter). */
export const SNIFF_BYTES = 512;

const startsWith = (head: Buffer, bytes: number[] | string, offset = 0) => {
  const sig = typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : Buffer.from(bytes);
  return head.length >= offset + sig.length && head.subarray(offset, offset + sig.length).equals(sig);
};

function looksLikeText(head: Buffer): boolean {
  for (const b of head) if (b === 0 || (b < 0x20 && ![0x09, 0x0a, 0x0c, 0x0d, 0x1b].includes(b))) return false;
  try {
    // stream: true tolerates a multi-byte character cut at the end of the head
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return true;
  } catch {
    return false;
  }
}

const cleanDeclared = (declared: string) => {
  const t = declared.split(';')[0].trim().toLowerCase();
  return /^[a-z0-9.+-]+\/[a-z0-9.+-]+$/.test(t) ? t : 'application/octet-stream';
};

/**
 * The file's type from its first bytes (magic numbers), never from its name or declared type.
 * Only plain text has no signature: it is text/csv when the client also calls it CSV.
 * Unknown binary content falls back to the declared type, for the error message.
 */
export function sniffType(head: Buffer, declared = '', filename = ''): string {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, 'RIFF') && startsWith(head, 'WEBP', 8)) return 'image/webp';
  if (startsWith(head, '%PDF-')) return 'application/pdf';
  if (startsWith(head, 'GIF87a') || startsWith(head, 'GIF89a')) return 'image/gif';
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return 'application/zip';
  if (looksLikeText(head)) {
    const text = head
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trimStart()
      .toLowerCase();
    if ((text.startsWith('<?xml') || text.startsWith('<svg')) && text.includes('<svg')) return 'image/svg+xml';
    if (text.startsWith('<!doctype html') || text.startsWith('<html')) return 'text/html';
    if (cleanDeclared(declared) === 'text/csv' || filename.toLowerCase().endsWith('.csv')) return 'text/csv';
    return 'text/plain';
  }
  return cleanDeclared(declared);
}

/** A fresh random file name for a stored upload: 144 random bits, base64url, plus the extension. */
export function newStoredName(type: string): string {
  const ext = EXTENSION_OF[type];
  if (!ext) throw new Error(`No extension for ${type}`);
  return `${randomBytes(18).toString('base64url')}.${ext}`;
}

/** A stored upload's key ('<area>/<name>') as a path under the data folder; null when malformed. */
export function storedPath(dataDir: string, key: string): string | null {
  const [area, name, ...rest] = key.split('/');
  if (rest.length || !AREA_PATTERN.test(area ?? '') || !STORED_NAME_PATTERN.test(name ?? '')) return null;
  return path.join(dataDir, 'uploads', area, name);
}

export const areaDir = (dataDir: string, area: string) => path.join(dataDir, 'uploads', area);

/** Deletes stored uploads; missing files are fine (best effort, after the database commit). */
export async function removeStored(dataDir: string, ...keys: (string | null | undefined)[]): Promise<void> {
  for (const key of keys) {
    const file = key ? storedPath(dataDir, key) : null;
    if (file) await rm(file, { force: true }).catch(() => {});
  }
}

/** The public URL of a stored upload in a public area (relative to the host, like every API URL). */
export function mediaUrl(key: string | null | undefined): string | null {
  return key ? `${API_PREFIX}/media/${key}` : null;
}

// Control characters and quotes would break the header: matching them is the point.
// eslint-disable-next-line no-control-regex
const UNSAFE_IN_HEADER = /[\u0000-\u001f\u007f"]/g;

/** A client's file name made safe for a Content-Disposition header and for display. */
export function sanitizeFileName(name: string | null | undefined, fallback = 'download'): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = base.normalize('NFC').replace(UNSAFE_IN_HEADER, '').replace(/\s+/g, ' ').trim().slice(0, 200);
  return cleaned && cleaned !== '.' && cleaned !== '..' ? cleaned : fallback;
}

export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/[\\"]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase())}`;
}

/** Headers for any file we serve: its type, no sniffing, no scripts (sandboxed), and its caching. */
export function safeFileHeaders(reply: FastifyReply, type: string, cache: string): FastifyReply {
  return reply.header('content-type', type).header('x-content-type-options', 'nosniff').header('content-security-policy', "default-src 'none'; sandbox").header('cache-control', cache);
}

/**
 * Answers a stored file with headers that stop a browser from running it: nosniff and a CSP that
 * allows nothing. Returns false (and sends nothing) when the file is missing; the handler
 * then returns `reply`.
 */
export async function sendStoredFile(reply: FastifyReply, dataDir: string, key: string, opts: { type: string; cache: string; disposition?: string }): Promise<boolean> {
  const file = storedPath(dataDir, key);
  const info = file ? await stat(file).catch(() => null) : null;
  if (!file || !info?.isFile()) return false;
  safeFileHeaders(reply, opts.type.startsWith('text/') ? `${opts.type}; charset=utf-8` : opts.type, opts.cache).header('content-length', info.size);
  if (opts.disposition) reply.header('content-disposition', opts.disposition);
  reply.send(createReadStream(file));
  return true;
}
