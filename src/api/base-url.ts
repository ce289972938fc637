// Where the API lives: /1/api/ on the current origin (the Vite dev server proxies it to the API
// server on port 8000; in production that server serves the app itself). The apex API, which
// answers the host check, is on APEX_HOST with the current port.

export const API_PREFIX = '/1/api';
/** The browser storage key under which the API base URL is kept (spec section 3). */
export const API_BASE_URL_KEY = 'apiBaseUrl';

export const APEX_HOST: string = import.meta.env.VITE_APEX_HOST ?? 'localhost';

type Place = Pick<Location, 'protocol' | 'hostname' | 'port' | 'origin'>;

const withPort = (protocol: string, host: string, port: string) => `${protocol}//${host}${port ? `:${port}` : ''}`;

export function apiBaseUrl(place: Place = window.location): string {
  return `${withPort(place.protocol, place.hostname, place.port)}${API_PREFIX}`;
}

export function apexBaseUrl(place: Place = window.location): string {
  return `${withPort(place.protocol, APEX_HOST, place.port)}${API_PREFIX}`;
}

/** The base URL, kept in browser storage as the spec says (recomputed on every load). */
export function rememberApiBaseUrl(place: Place = window.location): string {
  const url = apiBaseUrl(place);
  try {
    localStorage.setItem(API_BASE_URL_KEY, url);
  } catch {
    // Storage may be unavailable (private mode); the URL is still known.
  }
  return url;
}
