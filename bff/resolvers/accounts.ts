import type { IResolvers } from 'mercurius';
import type { RestSession, RestUser } from '../rest-types.js';
import { readUpload } from '../uploads.js';

const session = ({ token, data, message }: RestSession) => ({ token, user: data, message });

/** Accounts of SPEC §7 over GraphQL. The multipart profile upload is made here, so the browser sends only GraphQL. */
export const accountResolvers: IResolvers = {
  Query: {
    viewer: async (_root, _args, { rest, token, signal }) => {
      if (!token) return null;
      return (await rest.get<{ data: RestUser }>('/user/me', { token, signal })).data;
    },
    location: async (_root, _args, { rest, token, clientAddress, signal, locate }) => {
      if (!token) return null;
      // A bad token is UNAUTHENTICATED like anywhere else (the session ends); only the lookup itself fails silently.
      await rest.get('/user/me', { token, signal });
      return locate(clientAddress);
    },
  },
  Mutation: {
    requestSignupCode: async (_root, { email }, { rest, clientAddress }) => rest.post('/user/signup', { email }, { clientAddress }),
    requestLoginCode: async (_root, { email }, { rest, clientAddress }) => rest.post('/user/login', { email }, { clientAddress }),
    verifySignupCode: async (_root, { challenge, ...args }, { rest, clientAddress }) =>
      session(
        await rest.post<RestSession>(
          '/user/verifyOtp',
          { type: 'signin', ...args, ...(challenge ? { challenge } : {}) },
          { clientAddress },
        ),
      ),
    verifyLoginCode: async (_root, { email, otp, challenge }, { rest, clientAddress }) =>
      session(
        await rest.post<RestSession>(
          '/user/verifyOtp',
          { type: 'login', email, otp, ...(challenge ? { challenge } : {}) },
          { clientAddress },
        ),
      ),
    signIn: async (_root, { email, password }, { rest, clientAddress }) =>
      session(await rest.post<RestSession>('/user/signin', { email, password }, { clientAddress })),
    googleSignIn: async (_root, { accessToken }, { rest, clientAddress }) =>
      session(await rest.post<RestSession>('/user/google-auth', { token: accessToken }, { clientAddress })),
    facebookSignIn: async (_root, { accessToken }, { rest, clientAddress }) =>
      session(await rest.post<RestSession>('/facebook-login', { access_token: accessToken }, { clientAddress })),
    updateProfile: async (_root, { name, dob, picture }, { rest, token }) => {
      const form = new FormData();
      form.append('name', name);
      form.append('dob', dob ?? '');
      if (picture) {
        const { blob, fileName } = await readUpload(picture);
        form.append('profile_pic', blob, fileName);
      }
      return (await rest.send<{ data: RestUser }>('PUT', '/user/edit-user', form, { token })).data;
    },
    logout: async (_root, _args, { rest, token }) => {
      if (!token) return true;
      await rest.post('/user/logout', {}, { token });
      return true;
    },
  },
  User: {
    id: (user: RestUser) => user._id,
    profilePicture: (user: RestUser) => user.profile_pic,
  },
};
