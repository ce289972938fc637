// Types of the bench helpers the end-to-end tests reuse (test/e2e/two-processes.test.ts).
import type { IncomingHttpHeaders } from 'node:http';

export function freePort(): Promise<number>;

export function request(
  port: number,
  call: {
    method?: string;
    path: string;
    host?: string;
    token?: string;
    body?: unknown;
    /** More request headers (e.g. X-Forwarded-For behind TRUST_PROXY). */
    headers?: Record<string, string>;
  },
): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>;

export function startProcess(
  script: string,
  options?: {
    env?: Record<string, string>;
    readyPath?: string;
    timeoutMs?: number;
    onStdout?: (line: string) => void;
  },
): Promise<{ port: number; readyMs: number; stop: () => Promise<void> }>;
