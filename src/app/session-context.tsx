import { createContext, useContext } from 'react';
import type { SessionActor } from './session';

export const SessionContext = createContext<SessionActor | null>(null);

/** The session actor; read it with narrow useSelector calls. */
export function useSession(): SessionActor {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs the SessionContext provider (src/app/app.tsx).');
  return session;
}
