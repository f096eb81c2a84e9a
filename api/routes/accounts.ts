import type { FastifyPluginAsync } from 'fastify';
import type { AccountService, SignedIn } from '../auth/account-service.js';
import type { AuthConfig } from '../config.js';
import { facebookProfile, googleProfile } from '../auth/social.js';
import {
  codeRequestSchema, facebookSchema, googleSchema, messageSchema, passwordSignInSchema, verifyCodeSchema,
} from '../schemas/accounts.js';
import type { Authenticate } from './authenticate.js';
import { tokenOf } from './authenticate.js';
import { publicUser } from './public-user.js';

interface VerifyBody { type: 'signin' | 'login'; email: string; otp: string; name?: string; phone?: string; password?: string }

const signedIn = ({ user, token }: SignedIn, message: string) => ({ message, data: publicUser(user), token, orderHistory: [] });

/** Sign-up, sign-in and sign-out of SPEC §7. */
export const accountRoutes = (accounts: AccountService, config: AuthConfig, authenticate: Authenticate): FastifyPluginAsync => async (app) => {
  const codeSent = (code: string) => ({ message: 'OTP sent to your email', ...(config.otpInResponse ? { otp: code } : {}) });

  app.post<{ Body: { email: string } }>('/user/signup', { schema: codeRequestSchema }, async (request) =>
    codeSent(await accounts.requestSignupCode(request.body.email, request.ip)));

  app.post<{ Body: { email: string } }>('/user/login', { schema: codeRequestSchema }, async (request) =>
    codeSent(await accounts.requestLoginCode(request.body.email, request.ip)));

  app.post<{ Body: VerifyBody }>('/user/verifyOtp', { schema: verifyCodeSchema }, async (request) => {
    const { type, email, otp, name, phone, password } = request.body;
    const session = type === 'signin'
      ? await accounts.createAccount(email, otp, { name: name!, phone: phone!, password: password! })
      : await accounts.signInWithCode(email, otp);
    return signedIn(session, 'Successful User Login');
  });

  app.post<{ Body: { email: string; password: string } }>('/user/signin', { schema: passwordSignInSchema }, async (request) =>
    signedIn(await accounts.signInWithPassword(request.body.email, request.body.password, request.ip), 'Successful login'));

  app.post<{ Body: { token: string } }>('/user/google-auth', { schema: googleSchema }, async (request) =>
    signedIn(await accounts.signInWithProvider('google_id', await googleProfile(config.googleUserinfoUrl, request.body.token)), 'Successful login'));

  app.post<{ Body: { access_token: string } }>('/facebook-login', { schema: facebookSchema }, async (request) =>
    signedIn(await accounts.signInWithProvider('facebook_id', await facebookProfile(config.facebookGraphUrl, request.body.access_token)), 'Successful login'));

  app.post('/user/logout', { preHandler: authenticate, schema: messageSchema }, async (request) => {
    await accounts.signOut(tokenOf(request)!);
    return { message: 'Logged out successfully' };
  });
};
