// The script index.html runs first: the page's first call (src/api/first-call.ts).
import { startFirstCall } from '../api/first-call';

try {
  startFirstCall(window.location, window.localStorage);
} catch {
  // No storage (private mode): the page makes its call itself.
}
