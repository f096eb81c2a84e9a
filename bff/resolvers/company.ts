import type { IResolvers, MercuriusContext } from 'mercurius';
import type { CompanyAnswer, InvitationPreview, RestApproval, RestCompany } from '../../domain/rest/company.js';
import type { LedgerAnswer, RestLedger } from '../../domain/rest/ledger.js';

const signedIn = ({ token, signal }: MercuriusContext) => ({ token, signal });

/** Null where the API answers with `code` (what is not there, or not this member's to see): the API decides, not the BFF. */
async function unlessRefused<T>(code: 'NOT_FOUND' | 'FORBIDDEN', ask: () => Promise<T>): Promise<T | null> {
  try {
    return await ask();
  } catch (error) {
    if ((error as { extensions?: { code?: string } }).extensions?.code === code) return null;
    throw error;
  }
}

const company = (data: RestCompany) => ({
  ...data,
  id: data._id,
  invitations: data.invitations.map((one) => ({ ...one, id: one._id })),
  activity: data.activity.map((one) => ({ ...one, id: one._id })),
});
const change = (answer: CompanyAnswer) => ({ message: answer.msg ?? '', company: company(answer.data) });

const approval = (row: RestApproval) => ({ ...row, id: row._id, buyerName: row.buyer.name, buyerEmail: row.buyer.email });
const ledger = (data: RestLedger) => ({
  ...data,
  invoices: data.invoices.map((one) => ({
    ...one,
    id: one._id,
    creditNotes: one.creditNotes.map((note) => ({ ...note, id: note._id })),
  })),
  payments: data.payments.map((one) => ({ ...one, id: one._id })),
});

/** Company accounts over GraphQL: the company, its members and invitations. */
export const companyResolvers: IResolvers = {
  Query: {
    companyInvitation: async (_root, { token }: { token: string }, { rest, signal }) => {
      if (!/^[A-Za-z0-9_-]{1,100}$/.test(token)) return null;
      return rest.get<InvitationPreview>('/invitations/preview', { query: { token }, signal }).catch((error: { statusCode?: number }) => {
        if (error.statusCode === 404) return null;
        throw error;
      });
    },
  },
  Mutation: {
    createCompany: async (_root, _args, context) =>
      change(await context.rest.post<CompanyAnswer>('/company', undefined, signedIn(context))),
    inviteToCompany: async (_root, args, context) =>
      change(await context.rest.post<CompanyAnswer>('/company/invitations', args, signedIn(context))),
    acceptCompanyInvitation: async (_root, args, context) =>
      change(await context.rest.post<CompanyAnswer>('/company/invitations/accept', args, signedIn(context))),
    withdrawCompanyInvitation: async (_root, { id }, context) =>
      change(await context.rest.delete<CompanyAnswer>(`/company/invitations/${encodeURIComponent(id)}`, signedIn(context))),
    resendCompanyInvitation: async (_root, { id }, context) =>
      change(await context.rest.post<CompanyAnswer>(`/company/invitations/${encodeURIComponent(id)}/resend`, undefined, signedIn(context))),
    updateCompanyMember: async (_root, { userId, ...values }, context) =>
      change(await context.rest.put<CompanyAnswer>(`/company/members/${encodeURIComponent(userId)}`, values, signedIn(context))),
    approveOrder: async (_root, { id }, context) => {
      const answer = await context.rest.post<{ msg: string; data: RestApproval }>(
        `/company/approvals/${encodeURIComponent(id)}/approve`,
        undefined,
        signedIn(context),
      );
      return { message: answer.msg, approval: approval(answer.data) };
    },
    withdrawApproval: async (_root, { id }, context) => {
      const answer = await context.rest.post<{ msg: string; data: RestApproval }>(
        `/company/approvals/${encodeURIComponent(id)}/withdraw`,
        undefined,
        signedIn(context),
      );
      return { message: answer.msg, approval: approval(answer.data) };
    },
    rejectOrder: async (_root, { id, reason }, context) => {
      const answer = await context.rest.post<{ msg: string; data: RestApproval }>(
        `/company/approvals/${encodeURIComponent(id)}/reject`,
        { reason },
        signedIn(context),
      );
      return { message: answer.msg, approval: approval(answer.data) };
    },
    reportPayment: async (_root, args, context) => {
      const answer = await context.rest.post<LedgerAnswer>('/company/payments', args, signedIn(context));
      return { message: answer.msg ?? '', ledger: ledger(answer.data) };
    },
    removeCompanyMember: async (_root, { userId }, context) =>
      change(await context.rest.delete<CompanyAnswer>(`/company/members/${encodeURIComponent(userId)}`, signedIn(context))),
  },
  Company: {
    approvals: async (_company, _args, context) =>
      (await context.rest.get<{ data: RestApproval[] }>('/company/approvals', signedIn(context))).data.map(approval),
    ledger: async (_company, _args, context) =>
      unlessRefused('FORBIDDEN', async () => ledger((await context.rest.get<LedgerAnswer>('/company/ledger', signedIn(context))).data)),
  },
  User: {
    company: async (_user, _args, context) =>
      unlessRefused('NOT_FOUND', async () => company((await context.rest.get<CompanyAnswer>('/company', signedIn(context))).data)),
  },
};
