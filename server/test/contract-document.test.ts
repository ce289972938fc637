// The contract document itself: every call of the two specs is described, the conventions of
// docs/architecture.md hold, and the generated src/api/schema.d.ts matches the document.
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';
import { operationRolesSource } from '../../scripts/gen-operation-roles.mjs';

const DOCUMENT_URL = new URL('../../openapi/openapi.yaml', import.meta.url);
const SCHEMA_TYPES_URL = new URL('../../src/api/schema.d.ts', import.meta.url);

const doc = parse(readFileSync(DOCUMENT_URL, 'utf8'));

// Transcribed from section 7 of /shared/spec/platform.md and /shared/spec/merchant-operations.md
// (each pair once, even when both documents name it), plus the hand-off calls of decisions.md.
// Paths are written exactly as the specs write them, without the /1/api prefix.
const SPEC_CALLS: [method: string, path: string][] = [
  // platform.md: authentication and tenants
  ['POST', '/auth/token/'],
  ['GET', '/clients/list-user-tenants/'],
  ['POST', '/auth/signup/'],
  ['GET', '/clients/get-client-from-domain/{host}'],
  // platform.md: superadmin
  ['GET', '/clients/list-clients/'],
  ['GET', '/clients/search-clients/'],
  ['POST', '/clients/create-client/'],
  ['GET', '/clients/{id}'],
  ['PUT', '/clients/{id}/update-client/'],
  ['GET', '/merchants/sm/list-merchants/{schema_name}'],
  ['POST', '/leads/add-lead/'],
  ['GET', '/leads/list-leads/'],
  ['GET', '/leads/{id}'],
  ['DELETE', '/leads/{id}/delete-lead/'],
  ['GET', '/leads/list-comments/{leadId}'],
  ['POST', '/leads/add-comment/{leadId}'],
  ['PUT', '/leads/update-comment/{commentId}'],
  ['GET', '/accounts/sm/search-users/'],
  ['GET', '/accounts/sm/get-user/{id}'],
  ['PUT', '/accounts/sm/update-user/{id}'],
  // platform.md: supplier
  ['GET', '/merchants/list-merchants/'],
  ['PUT', '/merchants/update-merchant-status/{id}'],
  ['DELETE', '/merchants/{id}/'],
  ['POST', '/merchants/add-merchant/'],
  ['GET', '/merchants/merchant-detail/{id}'],
  ['PUT', '/merchants/update-merchant/{id}'],
  ['GET', '/catalogs/list-catalogs/'],
  ['GET', '/catalogs/catalog-detail/{catalogId}'],
  ['POST', '/catalogs/add-catalog/'],
  ['PATCH', '/catalogs/update-catalog/{catalogId}'],
  // platform.md: merchant products
  ['GET', '/merchant-products/categories/'],
  ['GET', '/merchant-products/units/'],
  ['GET', '/merchant-products/taxes/'],
  ['POST', '/merchant-products/units/'],
  ['GET', '/merchant-products/products/'],
  ['GET', '/merchant-products/products/{id}/'],
  ['POST', '/merchant-products/products/'],
  ['PUT', '/merchant-products/products/{id}/'],
  ['DELETE', '/merchant-products/products/{id}/'],
  ['GET', '/merchant-products/offers/'],
  ['POST', '/merchant-products/offers/'],
  ['POST', '/merchant-products/offers/{id}/set_preferred/'],
  ['DELETE', '/merchant-products/offers/{id}/'],
  ['GET', '/merchant-products/suppliers/'],
  ['POST', '/merchant-products/suppliers/'],
  // merchant-operations.md: categories
  ['POST', '/merchant-products/categories/'],
  ['PATCH', '/merchant-products/categories/{id}/'],
  ['DELETE', '/merchant-products/categories/{id}/'],
  // merchant-operations.md: units
  ['PATCH', '/merchant-products/units/{id}/'],
  ['DELETE', '/merchant-products/units/{id}/'],
  // merchant-operations.md: products
  ['GET', '/merchant-products/products/{id}/eligible-suppliers/'],
  // merchant-operations.md: merchant suppliers
  ['GET', '/merchant-products/suppliers/{id}/'],
  ['PATCH', '/merchant-products/suppliers/{id}/'],
  ['DELETE', '/merchant-products/suppliers/{id}/'],
  ['GET', '/merchant-products/suppliers/search_on_system/'],
  ['POST', '/merchant-products/suppliers/{id}/link_client/'],
  ['POST', '/merchant-products/suppliers/{id}/unlink_client/'],
  // merchant-operations.md: stock areas
  ['GET', '/inventory/areas/'],
  ['POST', '/inventory/areas/'],
  ['PATCH', '/inventory/areas/{id}/'],
  ['DELETE', '/inventory/areas/{id}/'],
  // merchant-operations.md: inventory items
  ['GET', '/inventory/items/'],
  ['POST', '/inventory/items/'],
  ['PATCH', '/inventory/items/{id}/'],
  ['DELETE', '/inventory/items/{id}/'],
  // merchant-operations.md: cycle counts
  ['GET', '/inventory/cycle-counts/'],
  ['POST', '/inventory/cycle-counts/'],
  ['GET', '/inventory/cycle-counts/{id}/'],
  ['GET', '/inventory/cycle-counts/{id}/lines/'],
  ['POST', '/inventory/cycle-counts/{id}/submit_lines/'],
  ['POST', '/inventory/cycle-counts/{id}/add_missing_lines/'],
  ['POST', '/inventory/cycle-counts/{id}/finalize/'],
  ['POST', '/inventory/cycle-counts/{id}/post_adjustments/'],
  ['POST', '/inventory/cycle-counts/{id}/reopen/'],
  ['POST', '/inventory/cycle-counts/{id}/archive/'],
  ['POST', '/inventory/cycle-counts/{id}/cancel/'],
  // merchant-operations.md: ordering and messaging
  ['POST', '/merchant-orders/orders/place/'],
  ['POST', '/messaging/messages/'],
  ['POST', '/messaging/enqueue'],
  ['POST', '/merchant/purchasing/unassigned-list/send'],
  ['POST', '/merchant/purchasing/shop-in-store-list/send'],
  // decisions.md: cross-domain session hand-off
  ['POST', '/auth/handoff/'],
  ['POST', '/auth/handoff/exchange/'],
];

const AUDIENCES = ['public', 'signed-in', 'superadmin', 'supplier', 'merchant', 'tenant'];
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'];

type Op = { method: string; path: string; op: any; pathItem: any };
const operations: Op[] = Object.entries<any>(doc.paths ?? {}).flatMap(([path, pathItem]) =>
  HTTP_METHODS.filter((m) => pathItem[m]).map((m) => ({ method: m.toUpperCase(), path, op: pathItem[m], pathItem })),
);

describe('openapi/openapi.yaml', () => {
  it('is an OpenAPI 3.1 document served under /1/api', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers).toEqual([{ url: '/1/api' }]);
    expect(doc.components?.securitySchemes?.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('transcribes each spec call once', () => {
    const keys = SPEC_CALLS.map(([m, p]) => `${m} ${p}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(SPEC_CALLS)('describes %s %s', (method, path) => {
    expect(doc.paths?.[path]?.[method.toLowerCase()], `${method} ${path} is missing from the contract`).toBeTruthy();
  });

  it('writes every path key with a leading slash and without the /1/api prefix', () => {
    for (const path of Object.keys(doc.paths)) {
      expect(path.startsWith('/') && !path.startsWith('/1/api'), path).toBe(true);
    }
  });

  it('gives every operation a unique camelCase operationId, one tag, a summary and an audience', () => {
    const seen = new Map<string, string>();
    const tags = new Set((doc.tags ?? []).map((t: { name: string }) => t.name));
    for (const { method, path, op } of operations) {
      const where = `${method} ${path}`;
      expect(op.operationId, `${where}: operationId`).toMatch(/^[a-z][A-Za-z0-9]*$/);
      expect(seen.get(op.operationId), `${where}: operationId ${op.operationId} is not unique`).toBeUndefined();
      seen.set(op.operationId, where);
      expect(op.tags, `${where}: exactly one tag`).toHaveLength(1);
      expect(tags.has(op.tags[0]), `${where}: tag ${op.tags[0]} is not declared`).toBe(true);
      expect(op.summary, `${where}: summary`).toBeTruthy();
      expect(AUDIENCES, `${where}: x-audience`).toContain(op['x-audience']);
    }
  });

  it('asks for the bearer token exactly on non-public operations', () => {
    for (const { method, path, op } of operations) {
      const expected = op['x-audience'] === 'public' ? [] : [{ bearerAuth: [] }];
      expect(op.security, `${method} ${path}: security`).toEqual(expected);
    }
  });

  it('declares every path parameter with a type', () => {
    for (const { method, path, op, pathItem } of operations) {
      const params = [...(pathItem.parameters ?? []), ...(op.parameters ?? [])].filter((p: any) => p.in === 'path');
      const names = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
      expect(params.map((p: any) => p.name).sort(), `${method} ${path}: path parameters`).toEqual([...names].sort());
      for (const p of params) {
        expect(p.required, `${method} ${path}: ${p.name} required`).toBe(true);
        expect(p.schema?.type, `${method} ${path}: ${p.name} type`).toBe(['host', 'schema_name', 'area', 'name', 'seed', 'token', 'kind'].includes(p.name) ? 'string' : 'integer');
      }
    }
  });
});

// The areas whose operations have been checked for input limits (issue 14): every string they
// read has a maxLength, and every body can be refused as too large (413) or of the wrong type
// (415). Areas join the list when their operations are swept.
const LIMITED_TAGS = [
  'auth',
  'tenants',
  'superadmin-clients',
  'superadmin-leads',
  'superadmin-users',
  'media',
  'health',
  'supplier-merchants',
  'supplier-catalogs',
  'supplier-products',
  'supplier-orders',
  'imports',
  'exports',
];

/** Paths of string schemas without a maxLength under `node` (refs resolved, files excepted). */
function unboundedStrings(node: any, where: string, seen = new Set<any>()): string[] {
  if (node?.$ref)
    node = node.$ref
      .slice(2)
      .split('/')
      .reduce((a: any, k: string) => a?.[k], doc);
  if (!node || typeof node !== 'object' || seen.has(node)) return [];
  seen.add(node);
  const types = Array.isArray(node.type) ? node.type : [node.type];
  const own = types.includes('string') && node.format !== 'binary' && node.maxLength === undefined && !node.enum && !node.$ref ? [where] : [];
  const nested = [
    ...Object.entries<any>(node.properties ?? {}).flatMap(([name, p]) => unboundedStrings(p, `${where}.${name}`, seen)),
    ...(node.items ? unboundedStrings(node.items, `${where}[]`, seen) : []),
    ...['oneOf', 'anyOf', 'allOf'].flatMap((k) => (node[k] ?? []).flatMap((s: any) => unboundedStrings(s, where, seen))),
  ];
  return [...own, ...nested];
}

describe('input limits of the swept areas', () => {
  const swept = operations.filter(({ op }) => LIMITED_TAGS.includes(op.tags?.[0]));

  it('covers operations of every listed area', () => {
    expect(new Set(swept.map(({ op }) => op.tags[0]))).toEqual(new Set(LIMITED_TAGS));
  });

  it('gives every string parameter and body property a maxLength', () => {
    for (const { method, path, op, pathItem } of swept) {
      const params = [...(pathItem.parameters ?? []), ...(op.parameters ?? [])].filter((p: any) => !(p.in === 'path' && p.schema?.type === 'integer'));
      const bodies = Object.entries<any>(op.requestBody?.content ?? {});
      const missing = [...params.flatMap((p: any) => unboundedStrings(p.schema, `${p.in} ${p.name}`)), ...bodies.flatMap(([type, c]) => unboundedStrings(c.schema, type))];
      expect(missing, `${method} ${path}: strings without maxLength`).toEqual([]);
    }
  });

  it('documents 413 and 415 on every operation that reads a body', () => {
    for (const { method, path, op } of swept.filter(({ op }) => op.requestBody)) {
      expect(op.responses['413'], `${method} ${path}: 413`).toEqual({ $ref: '#/components/responses/PayloadTooLarge' });
      expect(op.responses['415'], `${method} ${path}: 415`).toEqual({ $ref: '#/components/responses/UnsupportedMediaType' });
    }
  });
});

describe('src/api/schema.d.ts', () => {
  it('is generated from the current contract', async () => {
    const generated = astToString(await openapiTS(DOCUMENT_URL));
    // The CLI (npm run gen:api) writes the same output after its comment header.
    const committed = readFileSync(fileURLToPath(SCHEMA_TYPES_URL), 'utf8');
    const body = committed.startsWith(COMMENT_HEADER) ? committed.slice(COMMENT_HEADER.length) : committed;
    expect(body === generated, 'src/api/schema.d.ts is out of date with openapi/openapi.yaml: run npm run gen:api').toBe(true);
  });
});

describe('src/lib/operation-roles.gen.ts', () => {
  it('is generated from the current contract (x-roles)', () => {
    const committed = readFileSync(fileURLToPath(new URL('../../src/lib/operation-roles.gen.ts', import.meta.url)), 'utf8');
    expect(committed === operationRolesSource(doc), 'src/lib/operation-roles.gen.ts is out of date with openapi/openapi.yaml: run npm run gen:api').toBe(true);
  });

  it('refuses a tenant operation without x-roles', () => {
    const bare = { paths: { '/x/': { get: { operationId: 'listX', 'x-audience': 'merchant' } } } };
    expect(() => operationRolesSource(bare)).toThrow('listX: a tenant operation needs x-roles');
  });
});
