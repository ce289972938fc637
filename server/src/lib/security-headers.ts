// Helmet's security headers, computed once at start-up. @fastify/helmet builds helmet's
// middleware again on every request (about 5 % of a busy server's CPU); our policy never varies
// per request, so the header values are fixed and only copied onto each reply.
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** The headers helmet sets with these options (header name → value). */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number) => void (headers[name] = String(value)),
    removeHeader: (name: string) => void delete headers[name],
  };
  let failed: unknown;
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => void (failed = err));
  if (failed) throw failed;
  return headers;
}
