import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { multipartBody, TINY_PNG } from './multipart.js';

/** A new buyer signed up on `app` with the code its answer carries (test config shows it); their token. */
export async function signedUpBuyer(app: FastifyInstance, label: string): Promise<string> {
  const email = `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@mill.example.in`;
  const otp = (await app.inject({ method: 'POST', url: '/api/user/signup', payload: { email } })).json<{ otp: string }>().otp;
  const verified = await app.inject({
    method: 'POST',
    url: '/api/user/verifyOtp',
    payload: { type: 'signin', email, otp, name: 'Asha', phone: '9876543210', password: 'Cotton@2026' },
  });
  expect(verified.statusCode).toBe(200);
  return verified.json<{ token: string }>().token;
}

/** Saves TINY_PNG as the buyer's profile picture (a multipart upload); its public path. */
export async function saveProfilePicture(app: FastifyInstance, token: string): Promise<string> {
  const body = await multipartBody({ name: 'Asha' }, { field: 'profile_pic', bytes: TINY_PNG, name: 'me.png', type: 'image/png' });
  const saved = await app.inject({
    method: 'PUT',
    url: '/api/user/edit-user',
    headers: { ...body.headers, authorization: token },
    payload: body.payload,
  });
  expect(saved.statusCode).toBe(200);
  return saved.json<{ data: { profile_pic: string } }>().data.profile_pic;
}
