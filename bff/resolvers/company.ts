import type { IResolvers, MercuriusContext } from 'mercurius';
import type { CompanyAnswer, RestCompany } from '../../domain/rest/company.js';

const signedIn = ({ token, signal }: MercuriusContext) => ({ token, signal });

const company = (data: RestCompany) => ({
  ...data,
  id: data._id,
  invitations: data.invitations.map((one) => ({ ...one, id: one._id })),
  activity: data.activity.map((one) => ({ ...one, id: one._id })),
});
const change = (answer: CompanyAnswer) => ({ message: answer.msg ?? '', company: company(answer.data) });

/** Company accounts over GraphQL: the company, its members and invitations. */
export const companyResolvers: IResolvers = {
  Mutation: {
    createCompany: async (_root, _args, context) =>
      change(await context.rest.post<CompanyAnswer>('/company', undefined, signedIn(context))),
    inviteToCompany: async (_root, args, context) =>
      change(await context.rest.post<CompanyAnswer>('/company/invitations', args, signedIn(context))),
    acceptCompanyInvitation: async (_root, args, context) =>
      change(await context.rest.post<CompanyAnswer>('/company/invitations/accept', args, signedIn(context))),
    updateCompanyMember: async (_root, { userId, ...values }, context) =>
      change(await context.rest.put<CompanyAnswer>(`/company/members/${encodeURIComponent(userId)}`, values, signedIn(context))),
    removeCompanyMember: async (_root, { userId }, context) =>
      change(await context.rest.delete<CompanyAnswer>(`/company/members/${encodeURIComponent(userId)}`, signedIn(context))),
  },
  User: {
    company: async (_user, _args, context) => {
      try {
        return company((await context.rest.get<CompanyAnswer>('/company', signedIn(context))).data);
      } catch (error) {
        if ((error as { extensions?: { code?: string } }).extensions?.code === 'NOT_FOUND') return null;
        throw error;
      }
    },
  },
};
