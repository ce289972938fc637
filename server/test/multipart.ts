// Builds multipart/form-data payloads for fastify.inject with the platform's FormData and Blob.
export type FormValue = string | number | boolean | { name: string; type?: string; content: Buffer | string };

export async function multipart(fields: Record<string, FormValue | FormValue[]>): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) {
      if (typeof v === 'object') form.append(key, new Blob([v.content as BlobPart], { type: v.type ?? 'application/octet-stream' }), v.name);
      else form.append(key, String(v));
    }
  }
  const res = new Response(form);
  return { payload: Buffer.from(await res.arrayBuffer()), headers: { 'content-type': res.headers.get('content-type')! } };
}

/** Tiny but real files: their first bytes are what the server's type check reads. */
export const FILES = {
  png: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]),
  jpeg: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]),
  webp: Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(32, 3)]),
  pdf: Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n'),
  gif: Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(32, 4)]),
  text: Buffer.from('just some notes, not an image\n'),
};
