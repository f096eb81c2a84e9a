import type { Static, TSchema } from '@sinclair/typebox';
import type * as Activity from '../../domain/rest/activity.js';
import type * as Admin from '../../domain/rest/admin.js';
import type * as Claims from '../../domain/rest/claims.js';
import type * as Company from '../../domain/rest/company.js';
import type * as Ledger from '../../domain/rest/ledger.js';
import type * as Quotes from '../../domain/rest/quotes.js';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A call to /api/admin as rest-calls.ts sends it: JSON in and out, or a sheet (text/csv) or photos (FormData) in. */
export type AdminCall = (method: Method, path: string, body?: object | string | FormData) => Promise<unknown>;

/**
 * Every /api/admin route the console calls, named as the server registers it (api/routes/admin/), with the TypeBox
 * schema the server checks its request and answer by (domain/rest/): the console's calls are typed by that schema,
 * never by a type the caller picks.
 */
export interface AdminRoutes {
  'GET /me': typeof Admin.adminMeSchema;
  'GET /activity': typeof Activity.adminActivitySchema;
  'GET /buyers': typeof Admin.adminBuyersSchema;
  'POST /buyers/:id/block': typeof Admin.blockBuyerSchema;
  'POST /buyers/:id/unblock': typeof Admin.blockBuyerSchema;
  'GET /claims': typeof Claims.adminClaimListSchema;
  'GET /claims/:id': typeof Claims.adminClaimSchema;
  'POST /claims/:id/messages': typeof Claims.adminClaimMessageSchema;
  'POST /claims/:id/settle': typeof Claims.settleClaimSchema;
  'GET /companies': typeof Company.adminCompaniesSchema;
  'PUT /companies/:id/terms': typeof Company.termsSchema;
  'POST /companies/:id/close': typeof Company.closeCompanySchema;
  'PUT /companies/:id/hold': typeof Company.holdSchema;
  'GET /companies/:id/ledger': typeof Ledger.adminLedgerSchema;
  'POST /companies/:id/payments': typeof Ledger.recordPaymentSchema;
  'POST /companies/:id/refunds': typeof Ledger.refundSchema;
  'POST /payments/:id/confirm': typeof Ledger.confirmPaymentSchema;
  'POST /payments/:id/reject': typeof Ledger.rejectPaymentSchema;
  'GET /receivables': typeof Ledger.receivablesSchema;
  'POST /receivables/remind': typeof Ledger.remindSchema;
  'GET /coupons': typeof Admin.adminCouponsSchema;
  'POST /coupons': typeof Admin.createCouponSchema;
  'DELETE /coupons/:code': typeof Admin.deactivateCouponSchema;
  'GET /products': typeof Admin.adminProductsSchema;
  'GET /products/:id': typeof Admin.adminProductSchema;
  'POST /products': typeof Admin.createProductSchema;
  'PUT /products/:id': typeof Admin.updateProductSchema;
  'DELETE /products/:id': typeof Admin.retireProductSchema;
  'POST /products/:id/images': typeof Admin.productImagesSchema;
  'DELETE /products/:id/images': typeof Admin.removeProductImageSchema;
  'GET /jobs': typeof Admin.adminFailedJobsSchema;
  'POST /jobs/:id/retry': typeof Admin.retryJobSchema;
  'GET /orders': typeof Admin.adminOrdersSchema;
  'GET /orders/:id': typeof Admin.adminOrderSchema;
  'POST /order/:id/advance': typeof Admin.advanceOrderSchema;
  'POST /order/:id/delay': typeof Admin.delayOrderSchema;
  'POST /order/:id/cancel': typeof Admin.cancelOrderByOperatorSchema;
  'POST /order/:id/eway-bill': typeof Admin.renewEwayBillSchema;
  'POST /order/:id/eway-bill/cancel': typeof Admin.cancelEwayBillSchema;
  'POST /order/:id/eway-bill/extend': typeof Admin.extendEwayBillSchema;
  'POST /order/:id/dispatch/vehicle': typeof Admin.changeVehicleSchema;
  'POST /order/:id/dispatch/photos': typeof Admin.dispatchPhotosSchema;
  'POST /purchase/:purchaseId/einvoice/cancel': typeof Admin.cancelIrnSchema;
  'GET /quotes': typeof Quotes.adminQuoteListSchema;
  'GET /quotes/:id': typeof Quotes.adminQuoteSchema;
  'POST /quotes/:id/price': typeof Quotes.priceQuoteSchema;
  'POST /quotes/:id/decline': typeof Quotes.declineQuoteSchema;
  'POST /quotes/:id/messages': typeof Quotes.adminQuoteMessageSchema;
  'GET /reviews': typeof Admin.adminReviewsSchema;
  'PATCH /reviews/:id': typeof Admin.hideReviewSchema;
  'PUT /stock': typeof Admin.setStockSchema;
  'POST /stock/csv': typeof Admin.stockCsvSchema;
  'GET /support': typeof Admin.adminSupportSchema;
  'PATCH /support/:id': typeof Admin.markSupportSchema;
  'POST /support/:id/reply': typeof Admin.replySupportSchema;
  'GET /tax-rates': typeof Admin.adminTaxRatesSchema;
  'PUT /tax-rates/:hsn': typeof Admin.setTaxRateSchema;
}

export type AdminRoute = keyof AdminRoutes;
type Part<R extends AdminRoute, K extends string> = AdminRoutes[R] extends Record<K, infer S extends TSchema> ? Static<S> : never;

/** What a route answers when it succeeds. */
export type AdminReply<R extends AdminRoute> = AdminRoutes[R] extends { response: { 200: infer S extends TSchema } }
  ? Static<S>
  : AdminRoutes[R] extends { response: { 201: infer S extends TSchema } }
    ? Static<S>
    : never;

/** The names in a route's path (/order/:id/advance: id). */
type PathNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/**
 * A call's parts: the path's values, the query (as the route's querystring schema names it) and the body (JSON as
 * its body schema says; a stock sheet as text; photos as FormData).
 */
export type AdminRequest<R extends AdminRoute> = ([PathNames<R>] extends [never]
  ? { params?: never }
  : { params: Record<PathNames<R>, string> }) & {
  query?: { [K in keyof Part<R, 'querystring'>]?: string | number | boolean };
  body?: [Part<R, 'body'>] extends [never] ? string | FormData : Part<R, 'body'>;
};

/** A call to one /api/admin route, answered as its schema says. */
export type AdminClient = <R extends AdminRoute>(
  route: R,
  ...request: AdminRequest<R> extends { params: object } ? [AdminRequest<R>] : [AdminRequest<R>?]
) => Promise<AdminReply<R>>;

/** The path of a call: the route's names filled in (encoded), then its query. */
export function adminPathOf(route: string, params: Record<string, string> = {}, query: Record<string, unknown> = {}): string {
  const path = route.slice(route.indexOf(' ') + 1).replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  const search = new URLSearchParams(
    Object.entries(query)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([name, value]) => [name, String(value)]),
  ).toString();
  return search ? `${path}?${search}` : path;
}

/** The typed client over the raw /api/admin call of rest-calls.ts. */
export function adminClient(call: AdminCall): AdminClient {
  return (route, ...[request]) => {
    const method = route.slice(0, route.indexOf(' ')) as Method;
    const { params, query, body } = (request ?? {}) as {
      params?: Record<string, string>;
      query?: Record<string, unknown>;
      body?: object | string | FormData;
    };
    // The server answers what the route's response schema says (Fastify serialises by it): the one place that is trusted.
    return call(method, adminPathOf(route, params, query), body) as Promise<AdminReply<typeof route>>;
  };
}
