import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from '../routeTree.gen';
import type { SessionActor } from './session';

export function createAppRouter(session: SessionActor, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context: { session },
    history,
    defaultPreload: 'intent',
    scrollRestoration: true,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
