/**
 * Bytes held at once by requests that share a budget (uploads being received, say). Checking and counting are one
 * synchronous step, so requests arriving together can never pass it, not even by one.
 */
export function byteBudget(maxBytes: number) {
  let held = 0;
  return {
    /** Counts `bytes` if they still fit and returns what gives them back (once, however often it is called); null if not. */
    take(bytes: number): (() => void) | null {
      if (held + bytes > maxBytes) return null;
      held += bytes;
      let given = false;
      return () => {
        if (given) return;
        given = true;
        held -= bytes;
      };
    },
    held: () => held,
  };
}
