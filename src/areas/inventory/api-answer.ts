// An inventory call's answer as a promise of its data: what the machines' actors take.
import { ApiError } from '../../api/errors';

/**
 * The answer's data, else an ApiError with the server's detail or `fallback`. A call that never got
 * an answer (connection lost) fails with `fallback` too, not the browser's 'Failed to fetch'.
 */
export async function dataOf<T>(request: Promise<{ data?: T; error?: unknown; response: Response }>, fallback: string): Promise<T> {
  let answer: Awaited<typeof request>;
  try {
    answer = await request;
  } catch {
    throw new ApiError(0, null, fallback);
  }
  if (answer.data === undefined) throw new ApiError(answer.response.status, answer.error, fallback);
  return answer.data;
}
