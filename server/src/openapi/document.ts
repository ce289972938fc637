// Loads openapi/openapi.yaml once and lists its operations with their $refs resolved.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { parse } from 'yaml';

export type Audience = 'public' | 'signed-in' | 'superadmin' | 'supplier' | 'merchant' | 'tenant';
export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

export interface Operation {
  operationId: string;
  method: (typeof HTTP_METHODS)[number];
  /** The path as the contract writes it, e.g. /clients/{id} */
  path: string;
  audience: Audience;
  parameters: { name: string; in: 'path' | 'query' | 'header'; required?: boolean; schema?: any }[];
  jsonBody?: any;
  multipartBody?: any;
  bodyRequired: boolean;
  raw: any;
}

export const DOCUMENT_PATH = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../openapi/openapi.yaml');

let cached: { doc: any; operations: Operation[] } | null = null;

export function loadDocument(): { doc: any; operations: Operation[] } {
  if (cached) return cached;
  const doc = parse(readFileSync(DOCUMENT_PATH, 'utf8'));
  const operations: Operation[] = [];
  for (const [p, item] of Object.entries<any>(doc.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const op = item[method];
      if (!op) continue;
      const resolved = deref(doc, op);
      const params = [...(deref(doc, item.parameters ?? []) as any[]), ...(resolved.parameters ?? [])];
      const content = resolved.requestBody?.content ?? {};
      operations.push({
        operationId: op.operationId,
        method,
        path: p,
        audience: op['x-audience'],
        parameters: params,
        jsonBody: content['application/json']?.schema,
        multipartBody: content['multipart/form-data']?.schema,
        bodyRequired: Boolean(resolved.requestBody?.required),
        raw: resolved,
      });
    }
  }
  cached = { doc, operations };
  return cached;
}

/** Replaces local $refs (#/components/...) with their targets; the contract has no cycles. */
export function deref(doc: any, node: any, seen: string[] = []): any {
  if (Array.isArray(node)) return node.map((n) => deref(doc, n, seen));
  if (!node || typeof node !== 'object') return node;
  if (typeof node.$ref === 'string') {
    const ref: string = node.$ref;
    if (seen.includes(ref)) throw new Error(`Cyclic $ref in the contract: ${ref}`);
    const target = ref
      .slice(2)
      .split('/')
      .reduce((acc: any, key) => acc?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
    if (target === undefined) throw new Error(`Unresolved $ref in the contract: ${ref}`);
    const { $ref: _ignored, ...siblings } = node;
    return { ...deref(doc, target, [...seen, ref]), ...deref(doc, siblings, seen) };
  }
  const out: any = {};
  for (const [k, v] of Object.entries(node)) out[k] = deref(doc, v, seen);
  return out;
}

/** /clients/{id}/update-client/ → /clients/:id/update-client/ */
export function toFastifyPath(p: string): string {
  return p.replace(/\{([^}]+)\}/g, ':$1');
}
