import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import type { CompanyRole } from '../../domain/company.js';
import type { CompanyChange, InvitationChange, MemberUpdate } from '../../machines/company-members.js';
import type { Company } from '../graphql/generated.js';
import { AcceptCompanyInvitationDocument } from '../graphql/documents/AcceptCompanyInvitation.js';
import { CompanyDocument } from '../graphql/documents/Company.js';
import { CreateCompanyDocument } from '../graphql/documents/CreateCompany.js';
import { InviteToCompanyDocument } from '../graphql/documents/InviteToCompany.js';
import { RemoveCompanyMemberDocument } from '../graphql/documents/RemoveCompanyMember.js';
import { UpdateCompanyMemberDocument } from '../graphql/documents/UpdateCompanyMember.js';
import { ResendCompanyInvitationDocument } from '../graphql/documents/ResendCompanyInvitation.js';
import { WithdrawCompanyInvitationDocument } from '../graphql/documents/WithdrawCompanyInvitation.js';
import { useApi } from '../services/api-context.js';

/** The company members machine's calls, over the BFF. */
export function useCompanyActors() {
  const api = useApi();
  return useMemo(
    () => ({
      loadCompany: fromPromise<Company | null>(async ({ signal }) => {
        const { viewer } = await api.request(CompanyDocument, {}, signal);
        if (!viewer) throw new Error('Please sign in again.');
        return viewer.company ?? null;
      }),
      createCompany: fromPromise<CompanyChange>(async () => (await api.request(CreateCompanyDocument, {})).createCompany),
      acceptInvitation: fromPromise<CompanyChange, { token: string }>(
        async ({ input }) => (await api.request(AcceptCompanyInvitationDocument, input)).acceptCompanyInvitation,
      ),
      invite: fromPromise<CompanyChange, { email: string; role: CompanyRole }>(
        async ({ input }) => (await api.request(InviteToCompanyDocument, input)).inviteToCompany,
      ),
      changeInvitation: fromPromise<CompanyChange, InvitationChange>(async ({ input: { id, change } }) =>
        change === 'withdraw'
          ? (await api.request(WithdrawCompanyInvitationDocument, { id })).withdrawCompanyInvitation
          : (await api.request(ResendCompanyInvitationDocument, { id })).resendCompanyInvitation,
      ),
      updateMember: fromPromise<CompanyChange, MemberUpdate>(
        async ({ input }) => (await api.request(UpdateCompanyMemberDocument, input)).updateCompanyMember,
      ),
      removeMember: fromPromise<CompanyChange, { userId: string }>(
        async ({ input }) => (await api.request(RemoveCompanyMemberDocument, input)).removeCompanyMember,
      ),
    }),
    [api],
  );
}
