// The app: the session actor with real effects, the router with the session in its context, the
// API client bound to the session, and the providers. Screens render once the session has loaded
// its persisted state.
import { RouterProvider, type RouterHistory } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { InspectionEvent } from 'xstate';
import { firstScreen } from '../lib/first-screen';
import { ToastProvider, toast } from '../ui/toasts';
import { documentTitle } from '../lib/page-headings';
import { createAppRouter, type AppRouter } from './router';
import { createSessionActor, sessionInput, type SessionActor, type SessionEffects } from './session';
import { SessionContext } from './session-context';

export interface AppOptions {
  /** Defaults to the browser history. */
  history?: RouterHistory;
  /** Where the page is (host name, protocol, port); defaults to window.location. */
  place?: Pick<Location, 'hostname' | 'protocol' | 'port'>;
  /** Leaving for another domain; defaults to window.location.assign. */
  goToUrl?: (url: string) => void;
  inspect?: (event: InspectionEvent) => void;
}

export interface AppInstance {
  session: SessionActor;
  router: AppRouter;
}

export function createApp(options: AppOptions = {}): AppInstance {
  const app = assembleApp(options);
  app.session.start();
  return app;
}

/**
 * The session actor and the router, the session not started yet: main.tsx starts it in a task of its
 * own, as making the router and starting the session are each a long task on a slow phone
 * (Lighthouse's TBT, issue 25).
 */
export function assembleApp(options: AppOptions = {}): AppInstance {
  let router: AppRouter | undefined;
  const effects: SessionEffects = {
    navigate: (to, replace) => void router?.navigate({ to, replace }),
    goToUrl: options.goToUrl ?? ((url) => window.location.assign(url)),
    notify: (message, variant) => void toast(message, variant),
  };
  const session = createSessionActor({ input: sessionInput(options.place ?? window.location), effects, inspect: options.inspect });
  router = createAppRouter(session, options.history);
  router.subscribe('onResolved', ({ toLocation }) => {
    session.send({ type: 'location.changed', pathname: toLocation.pathname });
    // The tab names the page (the title the server wrote names the page first opened).
    document.title = documentTitle(toLocation.pathname);
  });
  return { session, router };
}

/** No screen renders until the persisted session state has loaded. */
function WhenHydrated({ session, router }: AppInstance) {
  const hydrated = useSelector(session, (s) => s.hasTag('hydrated'));
  return hydrated ? <RouterProvider router={router} /> : null;
}

export function App({ session, router }: AppInstance) {
  // The first screen counts from here (the host check and the live stream wait for it).
  useEffect(() => firstScreen.markAppRendered(), []);
  return (
    <ToastProvider>
      <SessionContext.Provider value={session}>
        <WhenHydrated session={session} router={router} />
      </SessionContext.Provider>
    </ToastProvider>
  );
}
