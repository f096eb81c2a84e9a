// POST /user/support of SPEC §7.
import { Type } from '@sinclair/typebox';
import { SUPPORT_LIMITS } from '../support.js';
import { errors, PlainText } from './shared.js';

/** Sizes and characters are bounded here; SPEC §5's "all required" is checked by the service with its message. */
export const supportSchema = {
  body: Type.Object(
    {
      name: PlainText(SUPPORT_LIMITS.name),
      contactDetails: PlainText(SUPPORT_LIMITS.contactDetails),
      // Line breaks are allowed in the message.
      message: Type.String({ maxLength: SUPPORT_LIMITS.message, pattern: '^[^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f]*$' }),
    },
    { additionalProperties: false },
  ),
  response: { 200: Type.Object({ msg: Type.String() }), ...errors(400, 429) },
};
