import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { invitationPreviewMachine } from '../../machines/invitation-preview.js';
import { CompanyInvitationDocument } from '../graphql/documents/CompanyInvitation.js';
import type { InvitationPreview } from '../graphql/generated.js';
import { useApi } from '../services/api-context.js';

/** The invitation preview's machine with its one call: who invites, to which company, as what (null: no such invitation). */
export function useInvitationPreviewLogic(token: string) {
  const api = useApi();
  return useMemo(
    () =>
      invitationPreviewMachine.provide({
        actors: {
          loadPreview: fromPromise<InvitationPreview | null>(
            async ({ signal }) => (await api.request(CompanyInvitationDocument, { token }, signal)).companyInvitation ?? null,
          ),
        },
      }),
    [api, token],
  );
}
