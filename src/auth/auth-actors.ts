import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import type { StoredSession } from '../../machines/session.js';
import type { SignInRequest } from '../../machines/sign-in.js';
import type { CodeSent, PendingVerification } from '../../machines/verify-code.js';
import { type SessionFieldsFragment } from '../graphql/generated.js';
import { FacebookSignInDocument } from '../graphql/documents/FacebookSignIn.js';
import { GoogleSignInDocument } from '../graphql/documents/GoogleSignIn.js';
import { RequestLoginCodeDocument } from '../graphql/documents/RequestLoginCode.js';
import { RequestSignupCodeDocument } from '../graphql/documents/RequestSignupCode.js';
import { SignInDocument } from '../graphql/documents/SignIn.js';
import { VerifyLoginCodeDocument } from '../graphql/documents/VerifyLoginCode.js';
import { VerifySignupCodeDocument } from '../graphql/documents/VerifySignupCode.js';
import type { ApiClient } from '../services/api-client.js';
import { useApi } from '../services/api-context.js';

const stored = ({ token, user }: SessionFieldsFragment): StoredSession => ({ token, user });

/** Implementations of the sign-up, sign-in and code machines' actors over the BFF. */
export function authActors(api: ApiClient) {
  return {
    requestSignupCode: fromPromise<CodeSent, { email: string }>(async ({ input }) => {
      const { requestSignupCode } = await api.request(RequestSignupCodeDocument, input);
      return { otp: requestSignupCode.otp ?? null, challenge: requestSignupCode.challenge };
    }),
    requestLoginCode: fromPromise<CodeSent, { email: string }>(async ({ input }) => {
      const { requestLoginCode } = await api.request(RequestLoginCodeDocument, input);
      return { otp: requestLoginCode.otp ?? null, challenge: requestLoginCode.challenge };
    }),
    /** A fresh code for the same sign-up or code sign-in. */
    resendCode: fromPromise<CodeSent, PendingVerification>(async ({ input: { type, data } }) => {
      if (type === 'signin') {
        const { requestSignupCode } = await api.request(RequestSignupCodeDocument, { email: data.email });
        return { otp: requestSignupCode.otp ?? null, challenge: requestSignupCode.challenge };
      }
      const { requestLoginCode } = await api.request(RequestLoginCodeDocument, { email: data.email });
      return { otp: requestLoginCode.otp ?? null, challenge: requestLoginCode.challenge };
    }),
    verifyCode: fromPromise<StoredSession, { pending: PendingVerification; code: string }>(async ({ input: { pending, code } }) => {
      const { email, name = '', phone = '', password = '' } = pending.data;
      const challenge = pending.challenge ?? null;
      if (pending.type === 'signin') {
        return stored(
          (await api.request(VerifySignupCodeDocument, { email, otp: code, challenge, name, phone, password })).verifySignupCode,
        );
      }
      return stored((await api.request(VerifyLoginCodeDocument, { email, otp: code, challenge })).verifyLoginCode);
    }),
    signIn: fromPromise<StoredSession, SignInRequest>(async ({ input }) => {
      if (input.method === 'password')
        return stored((await api.request(SignInDocument, { email: input.email, password: input.password })).signIn);
      if (input.method === 'google')
        return stored((await api.request(GoogleSignInDocument, { accessToken: input.accessToken })).googleSignIn);
      return stored((await api.request(FacebookSignInDocument, { accessToken: input.accessToken })).facebookSignIn);
    }),
  };
}

export type AuthActors = ReturnType<typeof authActors>;

export function useAuthActors(): AuthActors {
  const api = useApi();
  return useMemo(() => authActors(api), [api]);
}
