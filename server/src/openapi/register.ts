// Registers every operation of the contract on Fastify: gate, validation, handler or 501.
import type { FastifyInstance } from 'fastify';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { loadDocument, toFastifyPath, type Operation } from './document';
import { gate } from './gate';
import { unsupportedMediaType } from '../lib/errors';
import { isJsonTree, jsonInTurns } from '../lib/json-in-turns';

import type { AnyHandler, Handlers } from './operations';

export type { Handlers } from './operations';

/** Requests are coerced (query strings, form fields); responses are checked strictly. */
export function createAjv({ coerce = true } = {}) {
  const ajv = new Ajv2020({ strict: false, coerceTypes: coerce ? 'array' : false, useDefaults: coerce, allErrors: true, verbose: true });
  (addFormats as unknown as (a: unknown) => void)(ajv);
  return ajv;
}

// Ids are 32-bit serials: a path id outside that range names nothing (404), it never reaches SQL.
const ID_RANGE = { minimum: 1, maximum: 2_147_483_647 };

function paramSchema(p: Operation['parameters'][number], where: 'path' | 'query') {
  const schema = p.schema ?? { type: 'string' };
  return where === 'path' && schema.type === 'integer' ? { ...ID_RANGE, ...schema } : schema;
}

function objectSchema(params: Operation['parameters'], where: 'path' | 'query') {
  const list = params.filter((p) => p.in === where);
  if (list.length === 0) return undefined;
  return {
    type: 'object',
    properties: Object.fromEntries(list.map((p) => [p.name, paramSchema(p, where)])),
    required: list.filter((p) => p.required || where === 'path').map((p) => p.name),
  };
}

function routeSchema(op: Operation) {
  const parts = { params: objectSchema(op.parameters, 'path'), querystring: objectSchema(op.parameters, 'query'), body: op.jsonBody };
  return Object.fromEntries(Object.entries(parts).filter(([, v]) => v !== undefined));
}

/** The handler, its JSON answer written in turns (lib/json-in-turns.ts): a big answer does not stall other requests. */
function answeringInTurns(handler: AnyHandler): AnyHandler {
  return async (req, reply) => {
    const answer = await handler(req, reply);
    if (reply.sent || !isJsonTree(answer) || reply.hasHeader('content-type')) return answer;
    reply.type('application/json; charset=utf-8');
    return jsonInTurns(answer);
  };
}

export async function registerOperations(fastify: FastifyInstance, handlers: Handlers) {
  const { operations } = loadDocument();
  const unknown = Object.keys(handlers).filter((id) => !operations.some((o) => o.operationId === id));
  if (unknown.length) throw new Error(`Handlers for operations missing from the contract: ${unknown.join(', ')}`);

  const ajv = createAjv();
  fastify.setValidatorCompiler(({ schema }) => ajv.compile(schema));

  for (const op of operations) {
    // The registrar joins each handler to its operation by id; the handler's own type was checked where it was written.
    const handler = (handlers as Record<string, AnyHandler | undefined>)[op.operationId];
    fastify.route({
      method: op.method.toUpperCase() as any,
      exposeHeadRoute: false,
      url: toFastifyPath(op.path),
      schema: handler ? routeSchema(op) : undefined,
      onRequest: async (req) => gate(req, op),
      preValidation: async (req) => {
        // A form sent to a JSON-only operation (a form-only one also reads JSON, as DRF's views do).
        if (op.jsonBody && !op.multipartBody && req.isMultipart()) throw unsupportedMediaType(req.headers['content-type']);
        // An optional JSON body may be left out entirely.
        if (req.body === undefined && op.jsonBody && !op.bodyRequired) req.body = {};
      },
      handler: handler ? answeringInTurns(handler) : async (_req, reply) => reply.code(501).send({ detail: 'Not implemented yet.' }),
    });
  }
}
