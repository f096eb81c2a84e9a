import type { IResolvers, MercuriusContext } from 'mercurius';
import type { RestClaim, RestOrder } from '../rest-types.js';
import { readUpload } from '../uploads.js';

const signedIn = ({ token, signal }: MercuriusContext) => ({ token, signal });
type Change = { msg: string; data: RestClaim };
const change = (answer: Change) => ({ message: answer.msg, claim: answer.data });

/** Fabric claims over GraphQL: the buyer's side; operators use the console's REST calls. */
export const claimResolvers: IResolvers = {
  User: {
    claim: async (_user, { id }, context) =>
      (await context.rest.get<{ data: RestClaim }>(`/claims/${encodeURIComponent(id)}`, signedIn(context))).data,
  },
  Order: {
    claim: (order: RestOrder) => (order.claim ? { id: order.claim._id, status: order.claim.status } : null),
  },
  Claim: {
    id: (claim: RestClaim) => claim._id,
    creditNote: (claim: RestClaim) => (claim.creditNote ? { ...claim.creditNote, id: claim.creditNote._id } : null),
  },
  Mutation: {
    openClaim: async (_root, { orderId, kind, metres, lot, note, uncut, photos }, context) => {
      const form = new FormData();
      form.append('kind', kind);
      form.append('metres', String(metres));
      form.append('lot', lot ?? '');
      form.append('note', note);
      form.append('uncut', String(uncut));
      for (const photo of photos ?? []) {
        const { blob, fileName } = await readUpload(photo);
        form.append('photos', blob, fileName);
      }
      return change(await context.rest.send<Change>('POST', `/order/${encodeURIComponent(orderId)}/claims`, form, signedIn(context)));
    },
    writeClaimMessage: async (_root, { id, text }, context) =>
      change(await context.rest.post<Change>(`/claims/${encodeURIComponent(id)}/messages`, { text }, signedIn(context))),
  },
};
