import { Kind, Type, TypeRegistry, type SchemaOptions, type TSchema } from '@sinclair/typebox';

/** Text without control characters (PostgreSQL text cannot hold NUL), at most `maxLength` characters. */
export const PlainText = (maxLength: number, options: SchemaOptions = {}) =>
  Type.String({ maxLength, pattern: '^[^\\u0000-\\u001f\\u007f]*$', ...options });

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
