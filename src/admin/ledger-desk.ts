import type { PaymentBody, RefundBody, RestLedger } from '../../domain/rest/ledger.js';
import { useAdminCalls } from './admin-actors.js';
import { useAdminRecord } from './use-admin-record.js';

/**
 * One company's ledger at the console, and what the operator does with it: a reported payment confirmed or rejected,
 * a payment recorded, the advance refunded (each shows the ledger as the server answers it), a statement saved.
 */
export function useLedgerDesk(companyId: string) {
  const admin = useAdminCalls();
  const record = useAdminRecord(() => admin.companyLedger(companyId));
  const shown = async (move: Promise<{ msg: string; data: RestLedger }>) => {
    const answer = await move;
    record.replace(answer.data);
    return answer.msg;
  };
  return {
    ...record,
    confirm: (paymentId: string) => shown(admin.confirmPayment(paymentId)),
    reject: (paymentId: string, reason: string) => shown(admin.rejectPayment(paymentId, reason.trim())),
    recordPayment: (body: PaymentBody) => shown(admin.recordPayment(companyId, body)),
    refund: (body: RefundBody) => shown(admin.refundAdvance(companyId, body)),
    /** The statement of account for a period, as a PDF or a sheet. */
    saveStatement: async (kind: 'pdf' | 'csv', from: string, to: string) =>
      `Saved ${await admin.saveDocument(`/admin/companies/${encodeURIComponent(companyId)}/statement.${kind}?from=${from}&to=${to}`)}`,
  };
}
