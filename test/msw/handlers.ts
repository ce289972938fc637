// The msw server of the web tests (Node), beside the auth fake it usually serves; the fakes
// themselves import no Node module, so test/msw/browser.ts serves them in the browser too.
import type { RequestHandler } from 'msw';
import { setupServer } from 'msw/node';

export { createFakeApi, SERVER_MESSAGES, type FakeApi, type FakeApiOptions } from './auth';

/** An msw server for a test file; any request without a handler fails the test. */
export function createMswServer(...handlers: RequestHandler[]) {
  const server = setupServer(...handlers);
  return {
    server,
    listen: () => server.listen({ onUnhandledRequest: 'error' }),
    close: () => server.close(),
  };
}
