// The answer to a call the page's HTML started (src/api/first-call.ts), for the API client: taken
// once, by a GET of the same URL, while it is fresh.
// Not imported from there: a module the two scripts shared would make the early one wait for the app's code.
export const EARLY_CALLS_GLOBAL = '__tradepostEarlyCalls';
type StartedCall = { at: number; response: Promise<Response> };

/** A call started this long ago is not taken: the page asks again. */
export const EARLY_RESPONSE_MS = 5000;

/** The early answer to `request`, once, or undefined. */
export function takeEarlyResponse(request: Request, now = Date.now()): Promise<Response> | undefined {
  const calls = (globalThis as Record<string, unknown>)[EARLY_CALLS_GLOBAL] as Map<string, StartedCall> | undefined;
  const started = request.method === 'GET' ? calls?.get(request.url) : undefined;
  if (!started) return undefined;
  calls!.delete(request.url);
  return now - started.at < EARLY_RESPONSE_MS ? started.response : undefined;
}
