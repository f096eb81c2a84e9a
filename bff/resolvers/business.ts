import type { IResolvers, MercuriusContext } from 'mercurius';
import type { RestBusinessProfile } from '../rest-types.js';

const signedIn = ({ token, signal }: MercuriusContext) => ({ token, signal });

/** The business profile of issue 24 over GraphQL: GET and PUT /user/business. */
export const businessResolvers: IResolvers = {
  Mutation: {
    saveBusinessProfile: async (_root, { profile }, context) => {
      const answer = await context.rest.put<{ msg: string; data: RestBusinessProfile }>('/user/business', profile, signedIn(context));
      return { message: answer.msg, profile: answer.data };
    },
  },
  User: {
    business: async (_user, _args, context) =>
      (await context.rest.get<{ data: RestBusinessProfile }>('/user/business', signedIn(context))).data,
  },
};
