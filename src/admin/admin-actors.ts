import type { AdminCompany, TermsBody } from '../../domain/rest/company.js';
import type { PaymentBody, ReceivableRow, RefundBody, RestLedger } from '../../domain/rest/ledger.js';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import type {
  AdminBuyer,
  AdminCoupon,
  AdminTaxRate,
  AdminOrder,
  AdminProduct,
  AdminReview,
  AdminSupportRequest,
  CouponBody,
  ProductBody,
  StockCsvAnswer,
} from '../../domain/rest/admin.js';
import type { RestQuote } from '../../domain/rest/quotes.js';
import type { PageRequest, ListPage } from '../../machines/paged-list.js';
import type { QuoteRequest, QuoteView } from '../../machines/quote.js';
import { saveFile } from '../services/save-file.js';
import type { RestClaim, SettleClaimBody } from '../../domain/rest/claims.js';
import type { ApiClient } from '../services/api-client.js';
import { useApi } from '../services/api-context.js';

/** What a console action answers: the server's sentence, and the record as it is now. */
export type Answer<T> = { msg: string; data: T };

/** The query string of a console list: its filters that are set, and the page. */
export const listQuery = (filters: Record<string, string>, page: number) => {
  const query = new URLSearchParams(Object.entries(filters).filter(([, value]) => value !== ''));
  query.set('page', String(page));
  return `?${query}`;
};

const asView = (quote: RestQuote) => ({ ...quote, id: quote._id }) as unknown as QuoteView;
const at = encodeURIComponent;

/** Every console call to /api/admin, named for what it does; the console's machines and buttons use these. */
export function adminCalls({ admin, categories, file }: ApiClient) {
  return {
    page: (path: string, { filters, page }: PageRequest) => admin<ListPage>('GET', `${path}${listQuery(filters, page)}`),
    /** How many support requests and quotes wait (the navigation's badges). */
    waiting: async () => {
      const answer = await admin<{ pendingSupport: number; pendingQuotes: number }>('GET', '/me');
      return { support: answer.pendingSupport, quotes: answer.pendingQuotes };
    },
    order: async (id: string) => (await admin<{ data: AdminOrder }>('GET', `/orders/${at(id)}`)).data,
    /** Every order of one purchase (P…), newest first. */
    purchaseOrders: async (purchaseId: string) =>
      (await admin<{ data: AdminOrder[] }>('GET', `/orders?q=${at(purchaseId)}&limit=100`)).data,
    /** advance, delay or cancel. */
    moveOrder: (id: string, step: string, body: object) => admin<Answer<AdminOrder>>('POST', `/order/${at(id)}/${step}`, body),
    /** Photos of a shipped consignment, added through one of its orders. */
    addDispatchPhotos: (id: string, files: File[]) => {
      const form = new FormData();
      for (const file of files) form.append('photos', file);
      return admin<Answer<AdminOrder>>('POST', `/order/${at(id)}/dispatch/photos`, form);
    },
    /** A purchase cancelled with its e-invoice at the portal: the server's sentence. */
    cancelIrn: (purchaseId: string, reason: string, remark: string) =>
      admin<{ msg: string }>('POST', `/purchase/${at(purchaseId)}/einvoice/cancel`, { reason, remark }),
    coupons: async () => (await admin<{ data: AdminCoupon[] }>('GET', '/coupons')).data,
    createCoupon: (body: CouponBody) => admin<{ msg: string }>('POST', '/coupons', JSON.parse(JSON.stringify(body)) as object),
    retireCoupon: (code: string) => admin<{ msg: string }>('DELETE', `/coupons/${at(code)}`),
    taxRates: async () => (await admin<{ data: AdminTaxRate[] }>('GET', '/tax-rates')).data,
    setTaxRate: (hsn: string, rate: number) => admin<{ msg: string }>('PUT', `/tax-rates/${at(hsn)}`, { rate }),
    claim: async (id: string) => (await admin<{ data: RestClaim }>('GET', `/claims/${at(id)}`)).data,
    claimMessage: (id: string, text: string) => admin<{ msg: string }>('POST', `/claims/${at(id)}/messages`, { text }),
    settleClaim: (id: string, body: SettleClaimBody) =>
      admin<{ msg: string }>('POST', `/claims/${at(id)}/settle`, JSON.parse(JSON.stringify(body)) as object),
    /** A document the API serves (an invoice, a credit note, a month's GSTR-1), saved as a file; answers its name. */
    saveDocument: async (path: string) => {
      const saved = await file(path);
      saveFile(saved.blob, saved.filename);
      return saved.filename;
    },
    categories,
    fabric: async (id: string) => (await admin<{ data: AdminProduct }>('GET', `/products/${at(id)}`)).data,
    /** A new fabric (id null) or changes to one. */
    saveFabric: (id: string | null, body: ProductBody) =>
      id === null
        ? admin<Answer<AdminProduct>>('POST', '/products', body)
        : admin<Answer<AdminProduct>>('PUT', `/products/${at(id)}`, body),
    retireFabric: (id: string) => admin<{ msg: string }>('DELETE', `/products/${at(id)}`),
    addPhotos: (id: string, color: string, files: FileList | File[]) => {
      const form = new FormData();
      for (const file of Array.from(files)) form.append('images', file);
      return admin<Answer<AdminProduct>>('POST', `/products/${at(id)}/images?color=${at(color)}`, form);
    },
    removePhoto: (id: string, color: string, url: string) =>
      admin<Answer<AdminProduct>>('DELETE', `/products/${at(id)}/images?color=${at(color)}&url=${at(url)}`),
    setStock: (productId: string, color: string, stock: number) => admin<{ msg: string }>('PUT', '/stock', { productId, color, stock }),
    setCompanyTerms: (id: string, body: TermsBody) => admin<Answer<AdminCompany>>('PUT', `/companies/${at(id)}/terms`, body),
    holdCompany: (id: string, onHold: boolean, reason = '') =>
      admin<Answer<AdminCompany>>('PUT', `/companies/${at(id)}/hold`, onHold ? { onHold, reason } : { onHold }),
    closeCompany: (id: string, reason: string) => admin<Answer<AdminCompany>>('POST', `/companies/${at(id)}/close`, { reason }),
    companyLedger: async (id: string) => (await admin<{ data: RestLedger }>('GET', `/companies/${at(id)}/ledger`)).data,
    recordPayment: (id: string, body: PaymentBody) =>
      admin<{ msg: string; data: RestLedger }>('POST', `/companies/${at(id)}/payments`, body),
    confirmPayment: (id: string) => admin<{ msg: string; data: RestLedger }>('POST', `/payments/${at(id)}/confirm`),
    rejectPayment: (id: string, reason: string) =>
      admin<{ msg: string; data: RestLedger }>('POST', `/payments/${at(id)}/reject`, { reason }),
    refundAdvance: (id: string, body: RefundBody) => admin<{ msg: string; data: RestLedger }>('POST', `/companies/${at(id)}/refunds`, body),
    sendReminders: () => admin<{ msg: string; sent: number }>('POST', '/receivables/remind'),
    receivableTotals: async () => (await admin<{ totals: ReceivableTotals }>('GET', '/receivables')).totals,
    blockBuyer: (id: string, blocked: boolean) => admin<Answer<AdminBuyer>>('POST', `/buyers/${at(id)}/${blocked ? 'block' : 'unblock'}`),
    hideReview: (id: string, hidden: boolean) => admin<Answer<AdminReview>>('PATCH', `/reviews/${at(id)}`, { hidden }),
    replyToSupport: (id: string, message: string) => admin<Answer<AdminSupportRequest>>('POST', `/support/${at(id)}/reply`, { message }),
    markSupportHandled: (id: string, handled: boolean) => admin<Answer<AdminSupportRequest>>('PATCH', `/support/${at(id)}`, { handled }),
    retryJob: (id: string) => admin<{ msg: string }>('POST', `/jobs/${at(id)}/retry`),
    /** The machines' actors: a list's page, a quote and what the operator does with it, a stock sheet. */
    actors: {
      loadQuote: fromPromise<QuoteView, string>(async ({ input }) =>
        asView((await admin<{ data: RestQuote }>('GET', `/quotes/${at(input)}`)).data),
      ),
      actOnQuote: fromPromise<{ message: string; quote: QuoteView }, QuoteRequest>(async ({ input }) => {
        const path = input.action === 'message' ? 'messages' : input.action;
        const answer = await admin<Answer<RestQuote>>('POST', `/quotes/${at(input.id)}/${path}`, input.payload as object);
        return { message: answer.msg, quote: asView(answer.data) };
      }),
      sendSheet: fromPromise<StockCsvAnswer, { text: string; dryRun: boolean }>(({ input }) =>
        admin<StockCsvAnswer>('POST', `/stock/csv${input.dryRun ? '?dryRun=true' : ''}`, input.text),
      ),
    },
  };
}

export type AdminCalls = ReturnType<typeof adminCalls>;

/** Console › Receivables' totals over every company owing. */
export type ReceivableTotals = Omit<ReceivableRow, 'companyId' | 'name' | 'onHold'>;

/** The console's calls over the app's one API client. */
export function useAdminCalls(): AdminCalls {
  const api = useApi();
  return useMemo(() => adminCalls(api), [api]);
}
