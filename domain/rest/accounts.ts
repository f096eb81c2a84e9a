// The account calls of SPEC §7 (sign-up, sign-in, codes, providers, profile) and the additions GET /user/me, POST /user/logout.
import { Type, type Static } from '@sinclair/typebox';
import { errors, MessageResponse, Nullable, OneOf, PlainText } from './shared.js';

/** An email: no spaces or control characters, one @, a dot in the domain. */
export const Email = Type.String({
  maxLength: 254,
  pattern: '^[^\\s@\\u0000-\\u001f\\u007f]+@[^\\s@\\u0000-\\u001f\\u007f]+\\.[^\\s@\\u0000-\\u001f\\u007f]+$',
});

export const User = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  phone: Nullable(Type.String()),
  /** YYYY-MM-DD. */
  dob: Nullable(Type.String()),
  profile_pic: Nullable(Type.String()),
  /** An addition to SPEC §3: the account is an operator's (ADMIN_EMAILS). */
  operator: Type.Boolean(),
});
export type User = Static<typeof User>;

const accountErrors = errors(400, 401, 404, 409, 429);

const CodeRequestBody = Type.Object({ email: Email }, { additionalProperties: false });
/** The same answer whether or not the email has an account; the challenge goes back with the code (verifyOtp). */
export const CodeSent = Type.Object({ message: Type.String(), challenge: Type.String(), otp: Type.Optional(Type.String()) });
/** Ties a verification to the code request that was answered with it (an addition to SPEC §7). */
const Challenge = Type.String({ pattern: '^[0-9a-f]{32}$' });
export const codeRequestSchema = { body: CodeRequestBody, response: { 200: CodeSent, ...accountErrors } };

export const SignedIn = Type.Object({
  message: Type.String(),
  data: User,
  token: Type.String(),
  orderHistory: Type.Array(Type.Object({}, { additionalProperties: true })),
});
export type SignedIn = Static<typeof SignedIn>;
const signedInResponse = { 200: SignedIn, ...accountErrors };

const VerifyCodeBody = Type.Object(
  {
    type: OneOf(['signin', 'login']),
    email: Email,
    otp: Type.String({ pattern: '^[0-9]{6}$' }),
    challenge: Type.Optional(Challenge),
    name: Type.Optional(PlainText(100, { minLength: 1, pattern: '^(?=.*\\S)[^\\u0000-\\u001f\\u007f]*$' })),
    // As pasted ('+91 98250 12345'): the server keeps its 10 digits (domain/validation.ts phoneDigits).
    phone: Type.Optional(Type.String({ maxLength: 20 })),
    password: Type.Optional(Type.String({ maxLength: 128 })),
  },
  {
    additionalProperties: false,
    if: { properties: { type: { const: 'signin' } } },
    then: { required: ['name', 'phone', 'password'] },
  },
);
type VerifyCodeBody = Static<typeof VerifyCodeBody>;
export const verifyCodeSchema = { body: VerifyCodeBody, response: signedInResponse };

const PasswordSignInBody = Type.Object(
  {
    email: Email,
    password: Type.String({ minLength: 1, maxLength: 128 }),
  },
  { additionalProperties: false },
);
export const passwordSignInSchema = { body: PasswordSignInBody, response: signedInResponse };

/** A provider's access token: printable ASCII without spaces (Google's and Facebook's are), at most 4 KB. */
const ProviderToken = Type.String({ minLength: 1, maxLength: 4096, pattern: '^[\\x21-\\x7e]+$' });
const providerResponse = { 200: SignedIn, ...errors(400, 401, 403, 409, 429) };
export const googleSchema = { body: Type.Object({ token: ProviderToken }, { additionalProperties: false }), response: providerResponse };
export const facebookSchema = {
  body: Type.Object({ access_token: ProviderToken }, { additionalProperties: false }),
  response: providerResponse,
};

const CurrentUser = Type.Object({ message: Type.Optional(Type.String()), data: User });
export const currentUserSchema = { response: { 200: CurrentUser, ...accountErrors } };
export const messageSchema = { response: { 200: MessageResponse, ...accountErrors } };
