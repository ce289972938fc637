// How the server logs: readable lines (pino-pretty) when a person watches the console, JSON when the
// output is piped (to a file or a log collector); in development each request is one debug line,
// so `npm start` shows what happens (start, migrations, errors) rather than every request.
import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import pretty from 'pino-pretty';

export interface LogSetting {
  level: string;
  /** stdout is a terminal. */
  tty: boolean;
  /** NODE_ENV is not production. */
  development: boolean;
}

/** Fastify's request lines at debug: one line when a request is answered; a failed one stays an error. */
class RequestsAtDebug extends LogController {
  incomingRequest(): void {}
  requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply, metadata?: Record<string, unknown>): void {
    if (error) return super.requestCompleted(error, request, reply, metadata);
    request.log.debug({ method: request.method, url: request.url, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime) }, 'request');
  }
}

/** Fastify's logger options for this setting. */
export function loggerOptions({ level, tty, development }: LogSetting): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  const stream = tty ? pretty({ colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' }) : undefined;
  return {
    logger: stream ? { level, stream } : { level },
    ...(development ? { logController: new RequestsAtDebug() } : {}),
  };
}
