/** Fields whose values the inspector never sees: passwords, sign-in codes and tokens, card details. */
const SECRET_KEYS = new Set(['password', 'confirmPassword', 'token', 'accessToken', 'challenge', 'otp', 'cvv', 'expiry']);
const HIDDEN = '(hidden)';

/** A card number keeps its last four digits, as a receipt shows it. */
const lastFour = (value: unknown) =>
  typeof value === 'string' && value.replace(/\D/g, '').length > 4 ? `•••• ${value.replace(/\D/g, '').slice(-4)}` : value;

function redact(value: unknown, depth = 0): unknown {
  if (depth > 32 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
  // Snapshots and actor references carry their own structure; only plain records are copied.
  if (Object.getPrototypeOf(value) !== Object.prototype) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (SECRET_KEYS.has(key) && field !== '' && field !== null && field !== undefined) copy[key] = HIDDEN;
    else if (key === 'card' && field && typeof field === 'object')
      copy[key] = { ...(redact(field, depth + 1) as object), number: lastFour((field as { number?: unknown }).number) };
    else copy[key] = redact(field, depth + 1);
  }
  return copy;
}

/** A machine's context (or an actor's input or output) as the inspector may show it. */
export const redactContext = <T>(context: T): T => redact(context) as T;

/** An event as the inspector may show it: a typed code and card fields other than the name are hidden too. */
export function redactEvent<T extends { type: string }>(event: T): T {
  const copy = redact(event) as T & { code?: unknown; field?: unknown; value?: unknown };
  if (event.type === 'code.submit' && copy.code) return { ...copy, code: HIDDEN };
  if (event.type === 'payment.card' && copy.field !== 'name')
    return { ...copy, value: copy.field === 'number' ? lastFour(copy.value) : HIDDEN };
  return copy;
}

/** JSON that can cross postMessage: functions dropped, an object met again written as "[seen]". */
function plainJson(value: unknown): unknown {
  const seen = new WeakSet<object>();
  const text = JSON.stringify(value, (_key, field: unknown) => {
    if (field && typeof field === 'object') {
      if (seen.has(field)) return '[seen]';
      seen.add(field);
    }
    return field;
  });
  return text === undefined ? null : JSON.parse(text);
}

/**
 * What the inspector receives about an actor (its serializer, which also makes it JSON for postMessage): its event,
 * and its snapshot's context, input and output, redacted.
 */
export function redactInspection<T extends { type: string }>(inspection: T): T {
  const { event, snapshot } = inspection as { event?: { type: string }; snapshot?: unknown };
  return plainJson({
    ...inspection,
    ...(event ? { event: redactEvent(event) } : {}),
    ...(snapshot ? { snapshot: redact(snapshot) } : {}),
  }) as T;
}
