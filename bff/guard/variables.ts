/** What one request's GraphQL variables may hold. The SPA's largest (a new address) is about 15 values, 2 deep. */
export const VARIABLE_LIMITS = { maxDepth: 8, maxValues: 500 } as const;

/**
 * Says why variables are too large (too deep, or too many values), walking them once without recursion and stopping
 * at the first limit passed; undefined when they are within the limits.
 */
export function variablesError(variables: unknown): string | undefined {
  const pending: { value: unknown; depth: number }[] = [{ value: variables, depth: 0 }];
  let values = 0;
  while (pending.length > 0) {
    const { value, depth } = pending.pop()!;
    if (++values > VARIABLE_LIMITS.maxValues) return `The variables hold too many values: at most ${VARIABLE_LIMITS.maxValues}.`;
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= VARIABLE_LIMITS.maxDepth) return `The variables are nested too deeply: at most ${VARIABLE_LIMITS.maxDepth} levels.`;
    for (const child of Object.values(value)) pending.push({ value: child, depth: depth + 1 });
    if (values + pending.length > VARIABLE_LIMITS.maxValues)
      return `The variables hold too many values: at most ${VARIABLE_LIMITS.maxValues}.`;
  }
  return undefined;
}
