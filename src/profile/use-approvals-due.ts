import { useEffect, useState } from 'react';
import { may, type CompanyRole } from '../../domain/company.js';
import { CompanyApprovalsDocument } from '../graphql/documents/CompanyApprovals.js';
import { useApi } from '../services/api-context.js';

/** Orders waiting for the signed-in member to approve: how many, and the first to open. */
export interface ApprovalsDue {
  count: number;
  first: string | null;
}

/**
 * The orders of the member's company that wait for them to decide (none for a member who does not approve, or a
 * buyer in no company); null until known, or when `email` is null (signed out).
 */
export function useApprovalsDue(email: string | null): ApprovalsDue | null {
  const api = useApi();
  const [due, setDue] = useState<ApprovalsDue | null>(null);
  useEffect(() => {
    if (email === null) return;
    const abort = new AbortController();
    api
      .request(CompanyApprovalsDocument, {}, abort.signal)
      .then(({ viewer }) => {
        const company = viewer?.company;
        if (!company || !may(company.role as CompanyRole, 'approve')) return setDue(null);
        const waiting = company.approvals.filter((approval) => approval.status === 'waiting' && approval.buyerEmail !== email);
        setDue({ count: waiting.length, first: waiting[0]?.id ?? null });
      })
      // The menu is still whole without the count.
      .catch(() => undefined);
    return () => abort.abort();
  }, [api, email]);
  return due;
}
