import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import type { ApprovalChange } from '../../machines/order-approvals.js';
import type { Approval } from '../graphql/generated.js';
import type { PaymentReport } from '../../machines/company-ledger.js';
import type { Ledger } from '../graphql/generated.js';
import { ApproveOrderDocument } from '../graphql/documents/ApproveOrder.js';
import { CompanyApprovalsDocument } from '../graphql/documents/CompanyApprovals.js';
import { CompanyLedgerDocument } from '../graphql/documents/CompanyLedger.js';
import { RejectOrderDocument } from '../graphql/documents/RejectOrder.js';
import { ReportPaymentDocument } from '../graphql/documents/ReportPayment.js';
import { WithdrawApprovalDocument } from '../graphql/documents/WithdrawApproval.js';
import { useApi } from '../services/api-context.js';

/** The approvals and ledger machines' calls, over the BFF. */
export function useApprovalActors() {
  const api = useApi();
  return useMemo(
    () => ({
      loadApprovals: fromPromise<Approval[]>(
        async ({ signal }) => (await api.request(CompanyApprovalsDocument, {}, signal)).viewer?.company?.approvals ?? [],
      ),
      approve: fromPromise<ApprovalChange, { id: string }>(
        async ({ input }) => (await api.request(ApproveOrderDocument, input)).approveOrder,
      ),
      reject: fromPromise<ApprovalChange, { id: string; reason: string }>(
        async ({ input }) => (await api.request(RejectOrderDocument, input)).rejectOrder,
      ),
      withdraw: fromPromise<ApprovalChange, { id: string }>(
        async ({ input }) => (await api.request(WithdrawApprovalDocument, input)).withdrawApproval,
      ),
      loadLedger: fromPromise<Ledger | null>(
        async ({ signal }) => (await api.request(CompanyLedgerDocument, {}, signal)).viewer?.company?.ledger ?? null,
      ),
      reportPayment: fromPromise<{ message: string; ledger: Ledger }, PaymentReport>(
        async ({ input }) => (await api.request(ReportPaymentDocument, input)).reportPayment,
      ),
    }),
    [api],
  );
}
