import { useCallback } from 'react';
import type { RestClaim, SettleClaimBody } from '../../domain/rest/claims.js';
import { useAdminCalls } from './admin-actors.js';
import { useAdminRecord } from './use-admin-record.js';

/** One claim at the console, and what the operator does with it: settle it, write to the buyer, save its credit note. */
export function useClaimDesk(id: string) {
  const admin = useAdminCalls();
  const load = useCallback(() => admin.claim(id), [admin, id]);
  const record = useAdminRecord<RestClaim>(load);
  return {
    ...record,
    settle: (body: SettleClaimBody) => record.reloading(admin.settleClaim(id, body)),
    sendMessage: (text: string) => record.reloading(admin.claimMessage(id, text)),
    saveCreditNote: async (creditNoteId: string) => `Saved ${await admin.saveDocument(`/credit-note/${creditNoteId}.pdf`)}`,
  };
}
