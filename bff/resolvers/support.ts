import type { IResolvers } from 'mercurius';

/** POST /user/support over GraphQL; the browser's address travels for the per-address limit. */
export const supportResolvers: IResolvers = {
  Mutation: {
    submitSupport: async (_root, args, { rest, token, clientAddress, signal }) =>
      (await rest.post<{ msg: string }>('/user/support', args, { token, clientAddress, signal })).msg,
  },
};
