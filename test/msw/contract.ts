// msw handlers typed from the contract: `contract.get('/clients/{id}', resolver)` accepts only a
// path of openapi.yaml that has that method, and the resolver's answer must be one of that
// operation's bodies (success or error), so a contract change breaks the fakes at compile time.
import { http, type DefaultBodyType, type HttpResponseResolver, type RequestHandlerOptions } from 'msw';
import type { paths } from '../../src/api/schema';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The contract's paths that have an operation for `M`. */
export type PathWith<M extends Method> = { [P in keyof paths]: paths[P][M] extends { responses: object } ? P : never }[keyof paths];

type Operation<P extends keyof paths, M extends Method> = paths[P][M] extends infer O extends { responses: object } ? O : never;

/** A response's JSON body, or null for one without content (204). */
type BodyOf<R> = R extends { content: { 'application/json': infer B extends DefaultBodyType } } ? B : R extends { content: object } ? DefaultBodyType : null;

/** Every body the operation may answer, any status. */
export type AnswerOf<P extends keyof paths, M extends Method> = { [S in keyof Operation<P, M>['responses']]: BodyOf<Operation<P, M>['responses'][S]> }[keyof Operation<P, M>['responses']];

/** The JSON request body (a multipart one is read with request.formData()). */
type RequestOf<P extends keyof paths, M extends Method> =
  Operation<P, M> extends { requestBody?: { content: { 'application/json': infer B extends DefaultBodyType } } } ? B : DefaultBodyType;

/** msw names path parameters, as strings: '{id}' in the contract is params.id. */
type ParamsOf<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? { [K in Name]: string } & ParamsOf<Rest> : Record<never, string>;

/** Any origin's API: the app calls /1/api on its own origin. */
export const API = '*/1/api';

/** The msw URL of a contract path: '/clients/{id}' → '*\/1/api/clients/:id'. */
export const mswPath = (path: string) => `${API}${path.replace(/\{(\w+)\}/g, ':$1')}`;

const typed =
  <M extends Method>(method: M) =>
  <P extends PathWith<M>>(path: P, resolver: HttpResponseResolver<ParamsOf<P & string>, RequestOf<P, M>, AnswerOf<P, M>>, options?: RequestHandlerOptions) =>
    http[method](mswPath(path), resolver as never, options);

/** http.get/post/put/patch/delete with contract paths and contract answers. */
export const contract = { get: typed('get'), post: typed('post'), put: typed('put'), patch: typed('patch'), delete: typed('delete') };
