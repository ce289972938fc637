// Handler types read from the contract by operationId (openapi-typescript's `operations`): the
// compiler, not a cast, says what a handler's params, query and body hold and what it may answer.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { components, operations } from '@contract';

export type OperationId = keyof operations;
export type Schemas = components['schemas'];

type Params<K extends OperationId> = operations[K]['parameters'] extends { path: infer P } ? P : unknown;
type Query<K extends OperationId> = operations[K]['parameters'] extends { query?: infer Q } ? Exclude<Q, undefined> : unknown;
type JsonBody<K extends OperationId> = operations[K] extends { requestBody?: { content: { 'application/json': infer B } } } ? B : unknown;

type SuccessCode = 200 | 201 | 202 | 204;
type Content<R> = R extends { content: { 'application/json': infer B } } ? B : R extends { content?: never } ? undefined : never;

/** A value that JSON.stringify turns into T: a Date is sent as its ISO string. */
export type Wire<T> = T extends string ? T | Date : T extends (infer E)[] ? Wire<E>[] : T extends object ? { [P in keyof T]: Wire<T[P]> } : T;

/** What the operation answers on success (the JSON of its 2xx responses; 204 answers nothing). */
export type Answer<K extends OperationId> = Wire<
  {
    [C in keyof operations[K]['responses']]: C extends SuccessCode ? Content<operations[K]['responses'][C]> : never;
  }[keyof operations[K]['responses']]
>;

/** A request of operation K: params, query and JSON body as the contract declares them (Ajv has checked them). */
export type OperationRequest<K extends OperationId> = FastifyRequest<{ Params: Params<K>; Querystring: Query<K>; Body: JsonBody<K> }>;

/** A handler answers the operation's success body, or the reply it already sent (a 204, a file). */
export type Handler<K extends OperationId> = (req: OperationRequest<K>, reply: FastifyReply) => Promise<Answer<K> | FastifyReply>;

export type Handlers = { [K in OperationId]?: Handler<K> };

/** Any handler, as the registrar calls it. */
export type AnyHandler = (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
