import { claimTransitionProblem, isClaimStatus, type ClaimAction, type ClaimSide } from '../domain/claims.js';
import type { ClaimFieldsFragment } from '../src/graphql/generated.js';
import { createTabledRecordMachine, type RecordRequest, type TabledRecordEvent } from './tabled-record.js';

/** What the machine needs of a claim: its status. */
export type ClaimView = Pick<ClaimFieldsFragment, 'id' | 'status'>;

/** One move on the claim, with what it carries (a message's text, a settlement). */
export type ClaimRequest = RecordRequest<ClaimAction>;
export type ClaimEvent = TabledRecordEvent<ClaimAction>;

/** A claim as one side sees it (machines/tabled-record.ts): the moves domain/claims.ts allows this side in its state. */
export const createClaimMachine = <TClaim extends ClaimView>(side: ClaimSide) =>
  createTabledRecordMachine<TClaim, ClaimAction>({
    id: `${side}Claim`,
    allowed: (claim, action) => isClaimStatus(claim.status) && claimTransitionProblem(claim.status, action, side) === null,
  });

/** The buyer's claim (Order History): read it, write in its thread while it is open. */
export const buyerClaimMachine = createClaimMachine<ClaimView>('buyer');
