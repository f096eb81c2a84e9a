/** A text parameter without control characters (PostgreSQL text cannot hold NUL). */
export const plainText = (maxLength: number) => ({ type: 'string', maxLength, pattern: '^[^\\u0000-\\u001f]*$' }) as const;

export const idParam = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', pattern: '^[1-9][0-9]{0,8}$' } },
} as const;

export const errorResponse = {
  type: 'object',
  properties: { statusCode: { type: 'integer' }, error: { type: 'string' }, message: { type: 'string' } },
} as const;
