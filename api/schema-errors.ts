import type { FastifySchemaValidationError } from 'fastify/types/schema.js';
import { NON_BLANK, NON_BLANK_PLAIN } from '../domain/rest/shared.js';

/** The field a validation error is about, as the buyer's form names it: the last part of its path. */
const fieldOf = (error: FastifySchemaValidationError, dataVar: string) => error.instancePath.split('/').filter(Boolean).at(-1) ?? dataVar;

/** A sentence for the rules of domain/rest/shared.ts (money, days, text); Ajv's own words for the rest. */
function sentence(error: FastifySchemaValidationError, dataVar: string): string {
  const field = fieldOf(error, dataVar);
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'pattern' && (params.pattern === NON_BLANK_PLAIN || params.pattern === NON_BLANK))
    return `${field} must have some text, not only spaces.`;
  if (error.keyword === 'additionalProperties') {
    const path = [...error.instancePath.split('/').filter(Boolean), String(params.additionalProperty)].join('.');
    return `${path} is not a field this request takes: leave it out.`;
  }
  if (error.keyword === 'multipleOf' && params.multipleOf === 0.01) return `${field} must be in rupees with at most two decimals.`;
  if (error.keyword === 'minimum' && params.limit === 0.01) return `${field} must be at least ₹0.01.`;
  if (error.keyword === 'format' && params.format === 'date') return `${field} must be a real calendar date (YYYY-MM-DD).`;
  if (error.keyword === 'pattern' && typeof params.pattern === 'string' && params.pattern.startsWith('^(19|20)'))
    return `${field} must be a date from 1900 to 2099 (YYYY-MM-DD).`;
  return `${dataVar}${error.instancePath} ${error.message ?? 'is not valid'}`;
}

/** Fastify's schemaErrorFormatter: each refused field said once, in a sentence where the rule is the shop's own. */
export function schemaErrors(errors: FastifySchemaValidationError[], dataVar: string): Error {
  return new Error([...new Set(errors.map((error) => sentence(error, dataVar)))].join(', '));
}
