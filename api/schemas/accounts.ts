import { errorResponse, plainText } from './shared.js';

const email = { type: 'string', maxLength: 254, pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' } as const;

const user = {
  type: 'object',
  properties: {
    _id: { type: 'string' },
    name: { type: 'string' },
    email: { type: 'string' },
    phone: { type: ['string', 'null'] },
    dob: { type: ['string', 'null'] },
    profile_pic: { type: ['string', 'null'] },
  },
} as const;

const errors = { 400: errorResponse, 401: errorResponse, 404: errorResponse, 409: errorResponse, 429: errorResponse } as const;

export const codeRequestSchema = {
  body: { type: 'object', required: ['email'], additionalProperties: false, properties: { email } },
  response: { 200: { type: 'object', properties: { message: { type: 'string' }, otp: { type: 'string' } } }, ...errors },
} as const;

const signedIn = {
  200: {
    type: 'object',
    properties: {
      message: { type: 'string' },
      data: user,
      token: { type: 'string' },
      orderHistory: { type: 'array', items: { type: 'object', additionalProperties: true } },
    },
  },
  ...errors,
} as const;

export const verifyCodeSchema = {
  body: {
    type: 'object',
    required: ['type', 'email', 'otp'],
    additionalProperties: false,
    properties: {
      type: { type: 'string', enum: ['signin', 'login'] },
      email,
      otp: { type: 'string', pattern: '^[0-9]{6}$' },
      name: { ...plainText(100), minLength: 1, pattern: '\\S' },
      phone: { type: 'string', maxLength: 10 },
      password: { type: 'string', maxLength: 128 },
    },
    if: { properties: { type: { const: 'signin' } } },
    then: { required: ['name', 'phone', 'password'] },
  },
  response: signedIn,
} as const;

export const passwordSignInSchema = {
  body: {
    type: 'object',
    required: ['email', 'password'],
    additionalProperties: false,
    properties: { email, password: { type: 'string', minLength: 1, maxLength: 128 } },
  },
  response: signedIn,
} as const;

export const googleSchema = {
  body: { type: 'object', required: ['token'], properties: { token: { type: 'string', minLength: 1, maxLength: 4096 } } },
  response: signedIn,
} as const;

export const facebookSchema = {
  body: { type: 'object', required: ['access_token'], properties: { access_token: { type: 'string', minLength: 1, maxLength: 4096 } } },
  response: signedIn,
} as const;

export const currentUserSchema = {
  response: { 200: { type: 'object', properties: { message: { type: 'string' }, data: user } }, ...errors },
} as const;

export const messageSchema = {
  response: { 200: { type: 'object', properties: { message: { type: 'string' } } }, ...errors },
} as const;
