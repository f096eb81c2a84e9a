/**
 * PostgreSQL's refusals of bad data (SQLSTATE), as the buyer is told them. Every rule the database keeps is also a rule
 * in domain/ with its own sentence; these answer only for a rule an earlier check missed, so it is never a 500.
 */
const REFUSALS: Record<string, { statusCode: 400 | 409; message: string }> = {
  '23514': { statusCode: 400, message: 'A value in this request is outside what the shop accepts. Please check it and try again.' },
  '23505': { statusCode: 409, message: 'This already exists. Please reload and try again.' },
  '22008': { statusCode: 400, message: 'A date or time in this request is not a real one.' },
  '22007': { statusCode: 400, message: 'A date or time in this request is not a real one.' },
  '22P02': { statusCode: 400, message: 'A value in this request is not in the form expected.' },
  '22003': { statusCode: 400, message: 'A number in this request is too large.' },
};

/** The refusal for a database error of bad data, or null for anything else (a real fault, answered 500). */
export function databaseRefusal(error: unknown): { statusCode: 400 | 409; message: string } | null {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? (REFUSALS[code] ?? null) : null;
}
