import type { IResolvers, MercuriusContext } from 'mercurius';
import type { QuickOrderAnswer, ReorderAnswer } from '../../domain/rest/business.js';
import type { RestBusinessProfile, RestCartChange } from '../rest-types.js';

const signedIn = ({ token, signal }: MercuriusContext) => ({ token, signal });

/** Buying as a business over GraphQL: the business profile, order again and quick order. */
export const businessResolvers: IResolvers = {
  Mutation: {
    saveBusinessProfile: async (_root, { profile }, context) => {
      const answer = await context.rest.put<{ msg: string; data: RestBusinessProfile }>('/user/business', profile, signedIn(context));
      return { message: answer.msg, profile: answer.data };
    },
    reorder: async (_root, { orderId, confirmPrice }, context) => {
      const answer = await context.rest.post<ReorderAnswer>(
        `/order/${encodeURIComponent(orderId)}/reorder`,
        typeof confirmPrice === 'number' ? { confirmPrice } : undefined,
        signedIn(context),
      );
      return {
        message: answer.msg,
        notice: answer.notice ?? null,
        added: answer.added,
        skipped: answer.skipped,
        priceChange: answer.priceChange ?? null,
        cart: answer.data,
      };
    },
    addSample: async (_root, args, context) => context.rest.post<RestCartChange>('/user/add-sample', args, signedIn(context)),
    removeSample: async (_root, args, context) => context.rest.post<RestCartChange>('/user/remove-sample', args, signedIn(context)),
    quickOrder: async (_root, { csv, dryRun }, context) => {
      const answer = await context.rest.postCsv<QuickOrderAnswer>('/user/cart/quick-order', csv, {
        ...signedIn(context),
        query: { dryRun: dryRun ? 'true' : undefined },
      });
      return { message: answer.msg, dryRun: answer.dryRun, rows: answer.rows, cart: answer.data };
    },
  },
  User: {
    business: async (_user, _args, context) =>
      (await context.rest.get<{ data: RestBusinessProfile }>('/user/business', signedIn(context))).data,
  },
};
