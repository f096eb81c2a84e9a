/** The deepest JSON any request may carry, in a body or in GraphQL variables. Our deepest real body is about 5. */
const MAX_JSON_DEPTH = 16;

/**
 * Says why JSON text is nested too deeply, reading it once without parsing (so nothing recursive ever sees it), or
 * undefined when it is within `maxDepth`. Text that is not JSON passes: the parser says what is wrong with it.
 */
export function jsonNestingError(text: string, maxDepth = MAX_JSON_DEPTH): string | undefined {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c)
        i++; // a backslash: the next character is escaped
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x7b || char === 0x5b) {
      if (++depth > maxDepth) return `The JSON is nested too deeply: at most ${maxDepth} levels of objects and lists.`;
    } else if (char === 0x7d || char === 0x5d) {
      depth--;
    }
  }
  return undefined;
}

type Parse<Request> = (request: Request, body: string, done: (error: Error | null, value?: unknown) => void) => void;

/**
 * A JSON body parser (Fastify's content-type parser shape) that refuses too deep a nesting with a 400 before handing
 * the text to `parse` (Fastify's own, which also refuses __proto__ and constructor keys).
 */
export const boundedJsonParser =
  <Request>(parse: Parse<Request>): Parse<Request> =>
  (request, body, done) => {
    const error = jsonNestingError(body);
    if (error) return done(Object.assign(new Error(error), { statusCode: 400 }));
    return parse(request, body, done);
  };
