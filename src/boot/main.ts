// The script index.html runs first: the page's first call (early-calls.ts).
import { startFirstCall } from './early-calls';

try {
  startFirstCall(window.location, window.localStorage);
} catch {
  // No storage (private mode): the page makes its call itself.
}
