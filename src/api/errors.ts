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

/** A failed form save as the form machines read it (SaveError): the field errors and the message. */
export function saveFailure(error: unknown, fallback: string): { fieldErrors: Record<string, string[]>; message: string } {
  return { fieldErrors: fieldErrors(error), message: errorMessage(error, fallback) };
}

/** A failed call as an Error: the message to show, the HTTP status, the parsed body. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  readonly fields: Record<string, string[]>;
  constructor(status: number, body: unknown, fallback: string) {
    super(errorMessage(body, fallback));
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.fields = fieldErrors(body);
  }
}

/**
 * An openapi-fetch call's data, else an ApiError with the server's detail or `fallback`. A call
 * that never got an answer (connection lost) fails with `fallback` too, not the browser's
 * 'Failed to fetch'.
 */
export async function dataOf<T>(request: Promise<{ data?: T; error?: unknown; response: Response }>, fallback: string): Promise<T> {
  let answer: Awaited<typeof request>;
  try {
    answer = await request;
  } catch {
    throw new ApiError(0, null, fallback);
  }
  if (answer.data === undefined) throw new ApiError(answer.response.status, answer.error, fallback);
  return answer.data;
}
