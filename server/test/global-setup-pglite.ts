// The `server-pglite` project's template: always PGlite, even with DATABASE_URL set (vite.config.ts).
import type { TestProject } from 'vitest/node';
import { makeTemplate } from './global-setup';

export default function setup(project: TestProject) {
  return makeTemplate(project, undefined);
}
