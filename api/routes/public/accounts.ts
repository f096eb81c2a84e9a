import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  codeRequestSchema,
  facebookSchema,
  googleSchema,
  passwordSignInSchema,
  verifyCodeSchema,
  type SignedIn,
} from '../../../domain/rest/accounts.js';
import type { CodeRequest, SignedIn as Session } from '../../auth/account-service.js';
import { facebookProfile, googleProfile } from '../../auth/social.js';
import { rowToUser } from '../../mappers/user.js';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { deviceCookie, deviceIn } from '../../../domain/device-cookie.js';

/** Sign-up and sign-in of SPEC §7. */
export const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { accounts } = app;
  const config = app.settings.auth;
  /** The session's answer; the browser is remembered as one this account's owner uses (the device cookie). */
  const signedIn = async (request: FastifyRequest, reply: FastifyReply, { user, token }: Session, message: string): Promise<SignedIn> => {
    const device = await app.repos.devices.remember(user.id, deviceIn(request.headers.cookie));
    reply.header('set-cookie', deviceCookie(device, request.protocol === 'https'));
    return { message, data: rowToUser(user, config.adminEmails), token, orderHistory: [] };
  };
  const codeSent = ({ challenge, code }: CodeRequest) => ({
    message: 'OTP sent to your email',
    challenge,
    ...(config.otpInResponse && code ? { otp: code } : {}),
  });

  app.post('/user/signup', { schema: codeRequestSchema }, async (request) =>
    codeSent(await accounts.requestSignupCode(request.body.email, request.ip, deviceIn(request.headers.cookie))),
  );

  app.post('/user/login', { schema: codeRequestSchema }, async (request) =>
    codeSent(await accounts.requestLoginCode(request.body.email, request.ip, deviceIn(request.headers.cookie))),
  );

  app.post('/user/verifyOtp', { schema: verifyCodeSchema }, async (request, reply) => {
    const { type, email, otp, challenge, name, phone, password } = request.body;
    const code = { code: otp, challenge };
    const session =
      type === 'signin'
        ? await accounts.createAccount(email, code, { name: name!, phone: phone!, password: password! }, request.ip)
        : await accounts.signInWithCode(email, code, request.ip);
    return signedIn(request, reply, session, 'Successful User Login');
  });

  app.post('/user/signin', { schema: passwordSignInSchema }, async (request, reply) =>
    signedIn(request, reply, await accounts.signInWithPassword(request.body.email, request.body.password, request.ip), 'Successful login'),
  );

  app.post('/user/google-auth', { schema: googleSchema }, async (request, reply) =>
    signedIn(
      request,
      reply,
      await accounts.signInWithProvider('google_id', await googleProfile(config.providers.google, request.body.token)),
      'Successful login',
    ),
  );

  app.post('/facebook-login', { schema: facebookSchema }, async (request, reply) =>
    signedIn(
      request,
      reply,
      await accounts.signInWithProvider('facebook_id', await facebookProfile(config.providers.facebook, request.body.access_token)),
      'Successful login',
    ),
  );
};
