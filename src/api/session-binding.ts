// How the API client reaches the session (its token, and whom to tell about a 401), bound by the
// app once the session actor exists. Its own file so the app can bind it without importing the client.

/** How the client reaches the session: its token, and whom to tell about a 401. */
export interface SessionBinding {
  token: () => string | null;
  onUnauthorized: () => void;
}

let session: SessionBinding = { token: () => null, onUnauthorized: () => {} };

/** Called once by the app when the session actor exists (and by tests). */
export function bindSession(binding: SessionBinding): void {
  session = binding;
}

/** The binding in force. */
export const boundSession = (): SessionBinding => session;
