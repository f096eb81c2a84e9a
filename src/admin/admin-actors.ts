import type { TermsBody } from '../../domain/rest/company.js';
import type { PaymentBody, RefundBody } from '../../domain/rest/ledger.js';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import type { AdvanceOrderBody, CouponBody, ProductBody, StockCsvAnswer } from '../../domain/rest/admin.js';
import type { RestQuote } from '../../domain/rest/quotes.js';
import type { PageRequest, ListPage } from '../../machines/paged-list.js';
import type { QuoteRequest } from '../../machines/quote.js';
import { saveFile } from '../services/save-file.js';
import type { SettleClaimBody } from '../../domain/rest/claims.js';
import type { ApiClient } from '../services/api-client.js';
import { adminClient, type AdminReply, type AdminRequest, type AdminRoute } from '../services/admin-client.js';
import { useApi } from '../services/api-context.js';

/** A quote as the operator's desk holds it: the REST quote with the id the quote machine keys it by. */
export type OperatorQuote = RestQuote & { id: string };
const asView = (quote: RestQuote): OperatorQuote => ({ ...quote, id: quote._id });

/** Every console call to /api/admin, named for what it does; the console's machines and buttons use these. */
export function adminCalls({ admin: call, categories, file }: ApiClient) {
  const admin = adminClient(call);
  const id = (value: string) => ({ id: value });
  return {
    /** One page of a console list (its route, filters and page): rows as the list's route answers them. */
    page: (route: AdminListRoute, { filters, page }: PageRequest): Promise<ListPage> => admin(route, { query: { ...filters, page } }),
    /** How many support requests and quotes wait (the navigation's badges). */
    waiting: async () => {
      const answer = await admin('GET /me');
      return { support: answer.pendingSupport, quotes: answer.pendingQuotes };
    },
    order: async (orderId: string) => (await admin('GET /orders/:id', { params: id(orderId) })).data,
    /** Every order of one purchase (P…), newest first. */
    purchaseOrders: async (purchaseId: string) => (await admin('GET /orders', { query: { q: purchaseId, limit: 100 } })).data,
    advanceOrder: (orderId: string, body: AdvanceOrderBody = {}) => admin('POST /order/:id/advance', { params: id(orderId), body }),
    delayOrder: (orderId: string, message: string) => admin('POST /order/:id/delay', { params: id(orderId), body: { message } }),
    cancelOrder: (orderId: string, message: string) => admin('POST /order/:id/cancel', { params: id(orderId), body: { message } }),
    /** A change to a shipped consignment: its e-way bill generated again, cancelled or extended, or its vehicle changed. */
    renewEwayBill: (orderId: string, body: RenewEwayBillBody) => admin('POST /order/:id/eway-bill', { params: id(orderId), body }),
    cancelEwayBill: (orderId: string, body: EwayBillCancelBody) => admin('POST /order/:id/eway-bill/cancel', { params: id(orderId), body }),
    extendEwayBill: (orderId: string, body: EwayBillExtendBody) => admin('POST /order/:id/eway-bill/extend', { params: id(orderId), body }),
    changeVehicle: (orderId: string, body: VehicleChangeBody) => admin('POST /order/:id/dispatch/vehicle', { params: id(orderId), body }),
    /** Photos of a shipped consignment, added through one of its orders. */
    addDispatchPhotos: (orderId: string, files: File[]) => {
      const form = new FormData();
      for (const file of files) form.append('photos', file);
      return admin('POST /order/:id/dispatch/photos', { params: id(orderId), body: form });
    },
    /** A purchase cancelled with its e-invoice at the portal: the server's sentence. */
    cancelIrn: (purchaseId: string, reason: string, remark: string) =>
      admin('POST /purchase/:purchaseId/einvoice/cancel', { params: { purchaseId }, body: { reason, remark } }),
    coupons: async () => (await admin('GET /coupons')).data,
    createCoupon: (body: CouponBody) => admin('POST /coupons', { body }),
    retireCoupon: (code: string) => admin('DELETE /coupons/:code', { params: { code } }),
    taxRates: async () => (await admin('GET /tax-rates')).data,
    setTaxRate: (hsn: string, rate: number) => admin('PUT /tax-rates/:hsn', { params: { hsn }, body: { rate } }),
    claim: async (claimId: string) => (await admin('GET /claims/:id', { params: id(claimId) })).data,
    claimMessage: (claimId: string, text: string) => admin('POST /claims/:id/messages', { params: id(claimId), body: { text } }),
    settleClaim: (claimId: string, body: SettleClaimBody) => admin('POST /claims/:id/settle', { params: id(claimId), body }),
    /** A document the API serves (an invoice, a credit note, a month's GSTR-1), saved as a file; answers its name. */
    saveDocument: async (path: string) => {
      const saved = await file(path);
      saveFile(saved.blob, saved.filename);
      return saved.filename;
    },
    categories,
    fabric: async (fabricId: string) => (await admin('GET /products/:id', { params: id(fabricId) })).data,
    /** A new fabric (id null) or changes to one. */
    saveFabric: (fabricId: string | null, body: ProductBody) =>
      fabricId === null ? admin('POST /products', { body }) : admin('PUT /products/:id', { params: id(fabricId), body }),
    retireFabric: (fabricId: string) => admin('DELETE /products/:id', { params: id(fabricId) }),
    addPhotos: (fabricId: string, color: string, files: FileList | File[]) => {
      const form = new FormData();
      for (const file of Array.from(files)) form.append('images', file);
      return admin('POST /products/:id/images', { params: id(fabricId), query: { color }, body: form });
    },
    removePhoto: (fabricId: string, color: string, url: string) =>
      admin('DELETE /products/:id/images', { params: id(fabricId), query: { color, url } }),
    setStock: (productId: string, color: string, stock: number) => admin('PUT /stock', { body: { productId, color, stock } }),
    setCompanyTerms: (companyId: string, body: TermsBody) => admin('PUT /companies/:id/terms', { params: id(companyId), body }),
    holdCompany: (companyId: string, onHold: boolean, reason = '') =>
      admin('PUT /companies/:id/hold', { params: id(companyId), body: onHold ? { onHold, reason } : { onHold } }),
    closeCompany: (companyId: string, reason: string) => admin('POST /companies/:id/close', { params: id(companyId), body: { reason } }),
    companyLedger: async (companyId: string) => (await admin('GET /companies/:id/ledger', { params: id(companyId) })).data,
    recordPayment: (companyId: string, body: PaymentBody) => admin('POST /companies/:id/payments', { params: id(companyId), body }),
    confirmPayment: (paymentId: string) => admin('POST /payments/:id/confirm', { params: id(paymentId) }),
    rejectPayment: (paymentId: string, reason: string) => admin('POST /payments/:id/reject', { params: id(paymentId), body: { reason } }),
    refundAdvance: (companyId: string, body: RefundBody) => admin('POST /companies/:id/refunds', { params: id(companyId), body }),
    sendReminders: () => admin('POST /receivables/remind'),
    receivableTotals: async () => (await admin('GET /receivables')).totals,
    blockBuyer: (buyerId: string, blocked: boolean) =>
      blocked ? admin('POST /buyers/:id/block', { params: id(buyerId) }) : admin('POST /buyers/:id/unblock', { params: id(buyerId) }),
    hideReview: (reviewId: string, hidden: boolean) => admin('PATCH /reviews/:id', { params: id(reviewId), body: { hidden } }),
    replyToSupport: (requestId: string, message: string) => admin('POST /support/:id/reply', { params: id(requestId), body: { message } }),
    markSupportHandled: (requestId: string, handled: boolean) => admin('PATCH /support/:id', { params: id(requestId), body: { handled } }),
    retryJob: (jobId: string) => admin('POST /jobs/:id/retry', { params: id(jobId) }),
    /** The machines' actors: a quote and what the operator does with it, a stock sheet. */
    actors: {
      loadQuote: fromPromise<OperatorQuote, string>(async ({ input }) =>
        asView((await admin('GET /quotes/:id', { params: id(input) })).data),
      ),
      actOnQuote: fromPromise<{ message: string; record: OperatorQuote }, QuoteRequest>(async ({ input }) => {
        const route = QUOTE_ACTIONS[input.action as keyof typeof QUOTE_ACTIONS];
        if (!route) throw new Error(`An operator cannot ${input.action} a quote.`);
        const answer = await admin(route, { params: id(input.id), body: input.payload } as AdminRequest<typeof route>);
        return { message: answer.msg, record: asView(answer.data) };
      }),
      sendSheet: fromPromise<StockCsvAnswer, { text: string; dryRun: boolean }>(({ input }) =>
        admin('POST /stock/csv', { query: input.dryRun ? { dryRun: true } : {}, body: input.text }),
      ),
    },
  };
}

/** The console lists (use-admin-list.ts): each route answers a page of its rows. */
export type AdminListRoute =
  | 'GET /orders'
  | 'GET /buyers'
  | 'GET /products'
  | 'GET /claims'
  | 'GET /jobs'
  | 'GET /reviews'
  | 'GET /activity'
  | 'GET /companies'
  | 'GET /quotes'
  | 'GET /receivables'
  | 'GET /support';
/** A row of a console list, as its route answers it. */
export type AdminListRow<R extends AdminListRoute> = AdminReply<R> extends { data: (infer Row)[] } ? Row : never;

type BodyOf<R extends AdminRoute> = NonNullable<AdminRequest<R>['body']>;
export type RenewEwayBillBody = BodyOf<'POST /order/:id/eway-bill'>;
export type EwayBillCancelBody = BodyOf<'POST /order/:id/eway-bill/cancel'>;
export type EwayBillExtendBody = BodyOf<'POST /order/:id/eway-bill/extend'>;
export type VehicleChangeBody = BodyOf<'POST /order/:id/dispatch/vehicle'>;

/** What a shipped consignment's tools do (ConsignmentTools, EwayBillCancelForm); each answers the server's sentence. */
export interface ConsignmentMoves {
  renew(body: RenewEwayBillBody): Promise<string>;
  cancel(body: EwayBillCancelBody): Promise<string>;
  extend(body: EwayBillExtendBody): Promise<string>;
  changeVehicle(body: VehicleChangeBody): Promise<string>;
}

/** What the operator does with a quote, by the route that does it. */
const QUOTE_ACTIONS = {
  price: 'POST /quotes/:id/price',
  decline: 'POST /quotes/:id/decline',
  message: 'POST /quotes/:id/messages',
} as const satisfies Partial<Record<QuoteRequest['action'], AdminRoute>>;

export type AdminCalls = ReturnType<typeof adminCalls>;

/** The console's calls over the app's one API client. */
export function useAdminCalls(): AdminCalls {
  const api = useApi();
  return useMemo(() => adminCalls(api), [api]);
}
