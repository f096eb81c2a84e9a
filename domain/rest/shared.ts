import { VISIBLE_LINE, VISIBLE_TEXT } from '../visible-text.js';
import { Kind, Type, TypeRegistry, type SchemaOptions, type TSchema } from '@sinclair/typebox';

/**
 * Text with something visible in it (domain/visible-text.ts: white space and zero-width characters are not), where
 * control characters are refused.
 */
export const NON_BLANK_PLAIN = VISIBLE_LINE;
/** The same for text that may hold line breaks and tabs (a description, a reply). */
export const NON_BLANK = VISIBLE_TEXT;

/**
 * Text without control characters (PostgreSQL text cannot hold NUL), at most `maxLength` characters. Asked for with
 * a minLength, it must also hold something besides white space: it is stored trimmed.
 */
export const PlainText = (maxLength: number, options: SchemaOptions = {}) =>
  Type.String({ maxLength, pattern: options.minLength ? NON_BLANK_PLAIN : '^[^\\u0000-\\u001f\\u007f]*$', ...options });

/** Required text that may hold line breaks: something besides white space, at most `maxLength` characters. */
export const Words = (maxLength: number) => Type.String({ minLength: 1, maxLength, pattern: NON_BLANK });

/**
 * Rupees as the REST contract speaks them: whole paise (at most two decimals), from one paisa (or from 0 with
 * `zero`), up to `maximum`. 0.001 would round to 0 paise.
 */
export const Rupees = (maximum: number, { zero = false }: { zero?: boolean } = {}) =>
  Type.Number({ minimum: zero ? 0 : 0.01, maximum, multipleOf: 0.01 });

/** A real calendar day, YYYY-MM-DD (no 30 February), in the years the shop deals in. */
export const CalendarDay = Type.String({ format: 'date', pattern: '^(19|20)[0-9]{2}-[0-9]{2}-[0-9]{2}$' });

/**
 * One of these strings. A wrong value gets one message ("must be equal to one of the allowed values"); a union of
 * literals said "must be equal to constant" once per value.
 */
export const OneOf = <const Values extends readonly string[]>(values: Values) =>
  Type.Unsafe<Values[number]>({ [Kind]: 'OneOf', type: 'string', enum: [...values] });
// So that TypeBox's own checks (Value.Check, Value.Parse) know the kind as Ajv does.
TypeRegistry.Set<{ enum: string[] }>('OneOf', (schema, value) => typeof value === 'string' && schema.enum.includes(value));

/** `T` or null. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** Database ids travel as decimal strings (SPEC §3 `_id`). */
export const Id = Type.String({ pattern: '^[1-9][0-9]{0,8}$' });
export const IdParams = Type.Object({ id: Id });

const ErrorResponse = Type.Object({
  statusCode: Type.Integer(),
  error: Type.String(),
  message: Type.String(),
});

export const MessageResponse = Type.Object({ message: Type.String() });

/** The error answers every route may give; routes pick the ones they use. */
export const errors = <const Codes extends readonly number[]>(...codes: Codes) =>
  Object.fromEntries(codes.map((code) => [code, ErrorResponse])) as { [K in Codes[number]]: typeof ErrorResponse };
