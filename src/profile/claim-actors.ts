import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { CLAIM_MESSAGES } from '../../domain/claims.js';
import type { ClaimRequest } from '../../machines/claim.js';
import type { ClaimSubmission } from '../../machines/claim-form.js';
import { ClaimDocument } from '../graphql/documents/Claim.js';
import { OpenClaimDocument } from '../graphql/documents/OpenClaim.js';
import { WriteClaimMessageDocument } from '../graphql/documents/WriteClaimMessage.js';
import type { ClaimFieldsFragment } from '../graphql/generated.js';
import { useApi } from '../services/api-context.js';

/** A claim as the buyer's card reads it (the machine sees its id and status). */
export type BuyerClaim = ClaimFieldsFragment;

/** The buyer's claim: opened, read, written on, over the BFF. */
export function useClaimActors() {
  const api = useApi();
  return useMemo(
    () => ({
      openClaim: fromPromise<{ message: string; claimId: string }, ClaimSubmission>(async ({ input }) => {
        const { orderId, kind, metres, lot, note, uncut, photos } = input;
        const answer = (await api.request(OpenClaimDocument, { orderId, kind, metres, lot, note, uncut, photos })).openClaim;
        return { message: answer.message, claimId: answer.claim.id };
      }),
      loadClaim: fromPromise<BuyerClaim, string>(async ({ input }) => {
        const claim = (await api.request(ClaimDocument, { id: input })).viewer?.claim;
        if (!claim) throw new Error(CLAIM_MESSAGES.notFound);
        return claim;
      }),
      actOnClaim: fromPromise<{ message: string; record: BuyerClaim }, ClaimRequest>(async ({ input }) => {
        const { text } = input.payload as { text: string };
        const answer = (await api.request(WriteClaimMessageDocument, { id: input.id, text })).writeClaimMessage;
        return { message: answer.message, record: answer.claim };
      }),
    }),
    [api],
  );
}
