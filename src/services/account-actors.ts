import { fromPromise } from 'xstate';
import {
  FacebookSignInDocument, GoogleSignInDocument, LocationDocument, LogoutDocument, RequestLoginCodeDocument,
  RequestSignupCodeDocument, SignInDocument, UpdateProfileDocument, VerifyLoginCodeDocument, VerifySignupCodeDocument,
  type SessionFieldsFragment,
} from '../../bff/generated.js';
import type { PendingVerification } from '../../machines/verify-code.js';
import type { ProfileChanges } from '../../machines/profile.js';
import type { BuyerLocation, SessionUser, StoredSession } from '../../machines/session.js';
import type { SignInRequest } from '../../machines/sign-in.js';
import type { ApiClient } from './api-client.js';
import { readStoredSession } from './session-storage.js';

const stored = ({ token, user }: SessionFieldsFragment): StoredSession => ({ token, user });

/** Implementations of the account machines' actors over the BFF. */
export function accountActors(api: ApiClient) {
  return {
    restoreSession: fromPromise<StoredSession | null>(async () => readStoredSession()),
    revokeSession: fromPromise<void, { token: string }>(async () => {
      await api.request(LogoutDocument, {});
    }),
    lookupLocation: fromPromise<BuyerLocation | null, { token: string }>(async () => (await api.request(LocationDocument, {})).location ?? null),
    requestSignupCode: fromPromise<{ otp: string | null }, { email: string }>(async ({ input }) => {
      const { requestSignupCode } = await api.request(RequestSignupCodeDocument, input);
      return { otp: requestSignupCode.otp ?? null };
    }),
    requestLoginCode: fromPromise<{ otp: string | null }, { email: string }>(async ({ input }) => {
      const { requestLoginCode } = await api.request(RequestLoginCodeDocument, input);
      return { otp: requestLoginCode.otp ?? null };
    }),
    verifyCode: fromPromise<StoredSession, { pending: PendingVerification; code: string }>(async ({ input: { pending, code } }) => {
      const { email, name = '', phone = '', password = '' } = pending.data;
      if (pending.type === 'signin') {
        return stored((await api.request(VerifySignupCodeDocument, { email, otp: code, name, phone, password })).verifySignupCode);
      }
      return stored((await api.request(VerifyLoginCodeDocument, { email, otp: code })).verifyLoginCode);
    }),
    signIn: fromPromise<StoredSession, SignInRequest>(async ({ input }) => {
      if (input.method === 'password') return stored((await api.request(SignInDocument, { email: input.email, password: input.password })).signIn);
      if (input.method === 'google') return stored((await api.request(GoogleSignInDocument, { accessToken: input.accessToken })).googleSignIn);
      return stored((await api.request(FacebookSignInDocument, { accessToken: input.accessToken })).facebookSignIn);
    }),
    saveProfile: fromPromise<SessionUser, ProfileChanges>(async ({ input }) =>
      (await api.request(UpdateProfileDocument, { name: input.name, dob: input.dob, picture: input.picture })).updateProfile),
  };
}

export type AccountActors = ReturnType<typeof accountActors>;
