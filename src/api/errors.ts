// Django REST framework shaped errors (decisions.md) turned into what the screens show.

type ErrorBody = Record<string, unknown>;

const asBody = (error: unknown): ErrorBody | null => (typeof error === 'object' && error !== null ? (error as ErrorBody) : null);
const firstString = (v: unknown): string | null => {
  if (typeof v === 'string' && v.trim()) return v;
  if (Array.isArray(v)) return v.find((x): x is string => typeof x === 'string' && x.trim() !== '') ?? null;
  return null;
};

/** The spec's rule: detail, else the first non_field_errors entry, else message, else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  const body = asBody(error);
  if (!body) return typeof error === 'string' && error.trim() ? error : fallback;
  return firstString(body.detail) ?? firstString(body.non_field_errors) ?? firstString(body.message) ?? fallback;
}

const NOT_FIELDS = new Set(['detail', 'non_field_errors', 'message', 'handoff']);

/** Field errors by field name ({field: [messages]}); a single string counts as one message. */
export function fieldErrors(error: unknown): Record<string, string[]> {
  const body = asBody(error);
  const out: Record<string, string[]> = {};
  if (!body) return out;
  for (const [field, value] of Object.entries(body)) {
    if (NOT_FIELDS.has(field)) continue;
    const messages = (Array.isArray(value) ? value : [value]).filter((m): m is string => typeof m === 'string' && m.trim() !== '');
    if (messages.length) out[field] = messages;
  }
  return out;
}

/** A call that failed: its HTTP status (0 when no answer came), the typed error body, and what to show. */
export interface Failure<E = unknown> {
  ok: false;
  status: number;
  error: E | undefined;
  message: string;
  fieldErrors: Record<string, string[]>;
}

/** What a call answered: the machine branches on `ok` (and on `status`: a 409 is a state, not a catch). */
export type Answer<T, E = unknown> = { ok: true; status: number; data: T } | Failure<E>;

type Call<T, E> = Promise<{ data?: T; error?: E; response: Response }>;

/** The one way to read an openapi-fetch call: never throws; a lost connection answers status 0 with `fallback`. */
export async function answerOf<T, E>(request: Call<T, E>, fallback: string, { empty = false } = {}): Promise<Answer<T, E>> {
  let answer: Awaited<Call<T, E>>;
  try {
    answer = await request;
  } catch (e) {
    // An aborted call (the machine left the state) is not a failure to show: let it reject as it is.
    if (e instanceof DOMException && e.name === 'AbortError') throw e;
    return failedAnswer(0, undefined, fallback);
  }
  const { data, error, response } = answer;
  if (response.ok && (empty || data !== undefined)) return { ok: true, status: response.status, data: data as T };
  return failedAnswer(response.status, error, fallback);
}

/** A failure from its status (0 when no answer came) and error body; also for calls made without openapi-fetch (uploads). */
export function failedAnswer<E>(status: number, error: E | undefined, fallback: string): Failure<E> {
  return { ok: false, status, error, message: errorMessage(error, fallback), fieldErrors: fieldErrors(error) };
}

/** A failed call as an Error, for actors whose every failure is the machine's onError: the failure's parts as properties. */
export class ApiError<E = unknown> extends Error implements Omit<Failure<E>, 'ok'> {
  readonly status: number;
  readonly error: E | undefined;
  readonly fieldErrors: Record<string, string[]>;
  constructor(failure: Failure<E>) {
    super(failure.message);
    this.name = 'ApiError';
    this.status = failure.status;
    this.error = failure.error;
    this.fieldErrors = failure.fieldErrors;
  }
}

/** A call's data, else an ApiError with the server's detail or `fallback` (also when no answer came). */
export async function dataOf<T, E>(request: Call<T, E>, fallback: string): Promise<T> {
  const answer = await answerOf(request, fallback);
  if (!answer.ok) throw new ApiError(answer);
  return answer.data;
}

/** A call that answers no content (204, or a body nobody reads): resolves when it succeeded, else an ApiError. */
export async function doneOf<E>(request: Call<unknown, E>, fallback: string): Promise<void> {
  const answer = await answerOf(request, fallback, { empty: true });
  if (!answer.ok) throw new ApiError(answer);
}

/** An answer's data, else its failure as an ApiError: for an actor that tells some failures apart first (a 409 as a state) and rejects with the rest. */
export function dataOfAnswer<T, E>(answer: Answer<T, E>): T {
  if (!answer.ok) throw new ApiError(answer);
  return answer.data;
}
