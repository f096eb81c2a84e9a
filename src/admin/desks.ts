import { useMemo } from 'react';
import type { AdminCoupon, AdminTaxRate, CouponBody } from '../../domain/rest/admin.js';
import type { TermsBody } from '../../domain/rest/company.js';
import { stockSheetMachine } from '../../machines/stock-sheet.js';
import { useAdminCalls, type AdminListRoute, type AdminListRow } from './admin-actors.js';
import { useAdminList } from './use-admin-list.js';
import { useAdminRecord } from './use-admin-record.js';

/**
 * The console's desks with what an operator does at each, every move named: the sections draw them and call no
 * client. Every move answers the server's sentence (the ActionButton's toast) and leaves the list as the server has it.
 */

type Row<R extends AdminListRoute> = AdminListRow<R>;

/** Reviews: hidden from the product page and its rating, or shown again. */
export function useReviewsDesk() {
  const admin = useAdminCalls();
  const list = useAdminList('GET /reviews', {});
  return { ...list, toggleHidden: (review: Row<'GET /reviews'>) => list.replacing(admin.hideReview(review._id, !review.hidden)) };
}

/** Buyers: blocked (every session ends) or unblocked. */
export function useBuyersDesk() {
  const admin = useAdminCalls();
  const list = useAdminList('GET /buyers', { q: '' });
  return { ...list, toggleBlocked: (buyer: Row<'GET /buyers'>) => list.replacing(admin.blockBuyer(buyer._id, !buyer.blocked)) };
}

/** Failed jobs: one tried again leaves the list once the queue has it. */
export function useFailedJobsDesk() {
  const admin = useAdminCalls();
  const list = useAdminList('GET /jobs', {});
  return { ...list, retry: (job: Row<'GET /jobs'>) => list.reloading(admin.retryJob(job._id)) };
}

/** Support requests: answered by email, marked handled or reopened. */
export function useSupportDesk() {
  const admin = useAdminCalls();
  const list = useAdminList('GET /support', { handled: 'false' });
  return {
    ...list,
    reply: (request: Row<'GET /support'>, message: string) => list.replacing(admin.replyToSupport(request._id, message)),
    toggleHandled: (request: Row<'GET /support'>) => list.replacing(admin.markSupportHandled(request._id, !request.handled)),
  };
}

/** Activity: the operators' actions, and the same filters' sheet saved as a file. */
export function useActivityDesk() {
  const admin = useAdminCalls();
  const list = useAdminList('GET /activity', { operator: '', kind: '', from: '', to: '' });
  const query = new URLSearchParams(Object.entries(list.snapshot.context.filters).filter(([, value]) => value !== '')).toString();
  return { ...list, saveSheet: async () => `Saved ${await admin.saveDocument(`/admin/activity.csv${query ? `?${query}` : ''}`)}` };
}

/** Receivables: what each company owes, the totals, due reminders sent now, a company put on hold, the sheet. */
export function useReceivablesDesk() {
  const admin = useAdminCalls();
  const list = useAdminList('GET /receivables', {});
  const totals = useAdminRecord(admin.receivableTotals).data;
  return {
    ...list,
    totals,
    sendReminders: async () => (await admin.sendReminders()).msg,
    saveSheet: async () => `Saved ${await admin.saveDocument('/admin/receivables.csv')}`,
    hold: (row: Row<'GET /receivables'>, reason: string) => list.reloading(admin.holdCompany(row.companyId, true, reason.trim())),
  };
}

/** Companies: their terms and credit limit, a credit hold put on or taken off, an account closed. */
export function useCompaniesDesk() {
  const admin = useAdminCalls();
  const list = useAdminList('GET /companies', { q: '' });
  return {
    ...list,
    setTerms: (company: Row<'GET /companies'>, body: TermsBody) => list.replacing(admin.setCompanyTerms(company._id, body)),
    close: (company: Row<'GET /companies'>, reason: string) => list.replacing(admin.closeCompany(company._id, reason.trim())),
    /** The operator's own hold put on (with the reason the company reads) or taken off. */
    toggleHold: (company: Row<'GET /companies'>, reason: string) =>
      list.replacing(admin.holdCompany(company._id, !company.heldByOperator, reason.trim())),
  };
}

/** Stock: the fabrics by name, one colour's metres set where it is listed. */
export function useStockDesk() {
  const admin = useAdminCalls();
  const list = useAdminList('GET /products', { q: '' });
  return {
    ...list,
    setStock: async (product: Row<'GET /products'>, color: string, metres: number) =>
      (await admin.setStock(product._id, color, metres)).msg,
  };
}

/** Coupons: each with its uses so far, one made or retired (the list read again after either). */
export function useCouponsDesk() {
  const admin = useAdminCalls();
  const record = useAdminRecord<AdminCoupon[]>(admin.coupons);
  return {
    ...record,
    create: (body: CouponBody) => record.reloading(admin.createCoupon(body)),
    retire: (coupon: AdminCoupon) => record.reloading(admin.retireCoupon(coupon.code)),
  };
}

/** GST rates: each HSN heading at its rate, one set to another slab (the table read again after). */
export function useTaxRatesDesk() {
  const admin = useAdminCalls();
  const record = useAdminRecord<AdminTaxRate[]>(admin.taxRates);
  return {
    ...record,
    setRate: (row: AdminTaxRate, rate: number) => record.reloading(admin.setTaxRate(row.hsn, rate)),
  };
}

/** The navigation's badges: how many support requests and quotes wait, read again by `reload`. */
export function useWaitingBadges() {
  const admin = useAdminCalls();
  return useAdminRecord(admin.waiting);
}

/** The stock sheet's machine with its one call (POST /stock/csv, as a preview or applied). */
export function useStockSheetLogic() {
  const { actors } = useAdminCalls();
  return useMemo(() => stockSheetMachine.provide({ actors: { sendSheet: actors.sendSheet } }), [actors]);
}

/** GST returns: a month's GSTR-1 saved as the offline tool's JSON or as a sheet. */
export function useGstReturnsDesk() {
  const admin = useAdminCalls();
  return {
    save: async (month: string, format: 'json' | 'csv') => `Saved ${await admin.saveDocument(`/admin/gst-returns/${month}.${format}`)}`,
  };
}
