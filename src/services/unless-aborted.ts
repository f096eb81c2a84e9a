/**
 * A request aborted because its actor stopped has no one left to answer, and SPEC §8 says cancelled requests are
 * silent. Leaving it unsettled matters under React StrictMode: @xstate/react stops and revives the same actor, and a
 * late AbortError from the first request would otherwise reach the revived actor as a failure.
 */
export function unlessAborted<T>(signal: AbortSignal, request: Promise<T>): Promise<T> {
  return request.catch((error: unknown) => {
    if (signal.aborted) return new Promise<T>(() => {});
    throw error;
  });
}
