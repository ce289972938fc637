// A failed call as actors reject with it, for machine tests that stub an actor's failure.
import { ApiError, failedAnswer } from '../src/api/errors';

export function apiFailure(status: number, error: unknown = undefined, fallback = 'Request failed.'): ApiError {
  return new ApiError(failedAnswer(status, error, fallback));
}
