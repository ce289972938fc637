// Every answer the server tests receive is checked against the contract: status documented, body valid.
import type { ValidateFunction } from 'ajv';
import { loadDocument, deref, type Operation } from '../src/openapi/document';
import { createAjv } from '../src/openapi/register';
import { API_PREFIX as PREFIX } from '../src/lib/api-prefix';

const ajv = createAjv({ coerce: false });
const validators = new Map<object, ValidateFunction>();
let routes: { op: Operation; re: RegExp; specificity: number }[] | null = null;

function matchOperation(method: string, path: string): Operation | null {
  routes ??= loadDocument()
    .operations.map((op) => ({
      op,
      re: new RegExp('^' + op.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}|\{[^}]+\}/g, '[^/]+') + '$'),
      specificity: op.path.replace(/\{[^}]+\}/g, '').length,
    }))
    .sort((a, b) => b.specificity - a.specificity);
  const m = method.toLowerCase();
  return routes.find((r) => r.op.method === m && r.re.test(path))?.op ?? null;
}

export function recordResponse(method: string, url: string, res: { statusCode: number; headers: Record<string, unknown>; body: string }) {
  if (!url.startsWith(PREFIX + '/')) return;
  const path = url.slice(PREFIX.length).split('?')[0];
  const op = matchOperation(method, path);
  if (!op) return; // not an operation of the contract (docs, unknown paths)
  const responses = op.raw.responses ?? {};
  const documented = responses[String(res.statusCode)] ?? responses[`${String(res.statusCode)[0]}XX`] ?? responses.default;
  const where = `${method} ${url} → ${res.statusCode}`;
  if (!documented) throw new Error(`Contract: ${where} is not a documented response of ${op.operationId}. Body: ${res.body}`);
  const schema = deref(loadDocument().doc, documented).content?.['application/json']?.schema;
  if (!schema || !String(res.headers['content-type'] ?? '').includes('json')) return;
  let validate = validators.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    validators.set(schema, validate);
  }
  if (!validate(JSON.parse(res.body))) {
    throw new Error(`Contract: ${where} body does not match ${op.operationId}: ${ajv.errorsText(validate.errors)}. Body: ${res.body.slice(0, 500)}`);
  }
}
