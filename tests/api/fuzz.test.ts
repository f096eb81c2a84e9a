import { existsSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../api/db/database.js';
import { buildServer } from '../../server/app.js';
import { testDatabases } from '../support/databases.js';
import { registeredRoutes } from '../support/registered-routes.js';
import { VALID } from './fuzz-values.js';
import { GRAPHQL_FIELDS, GRAPHQL_MUTATIONS, GRAPHQL_VALID, VARIABLE_TYPES, VARIABLES } from './fuzz-graphql-operations.js';
import { brokenBody, hostileNumberText, hostileObject, hostileText, hostileValue, mostlyValid } from '../support/hostile.js';
import { tempDataDir, testAuthConfig } from '../support/test-config.js';

/**
 * Every route of the server, with the names its query and body use. A new route is added here and proves itself
 * against a few thousand generated hostile requests; the first test fails when a route is missing from this list.
 */
const ADDRESS_NAMES = ['name', 'tag', 'address', 'city', 'state', 'pinCode', 'alternativePhoneNumber', 'country'];
const OPERATOR_EMAIL = 'fuzz.operator@mill.example.in';
const PRODUCT_NAMES = [
  'name',
  'description',
  'category',
  'subCategory',
  'fabricType',
  'pattern',
  'count',
  'construction',
  'endUse',
  'weight',
  'width',
  'minOrderMetres',
  'productVarieties',
];

const ROUTES: { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string; names: string[]; signedIn?: boolean }[] = [
  { method: 'GET', url: '/api/health', names: [] },
  // The API documentation (OpenAPI and its page).
  { method: 'GET', url: '/api/docs', names: [] },
  { method: 'GET', url: '/api/docs/', names: [] },
  { method: 'GET', url: '/api/docs/json', names: [] },
  { method: 'GET', url: '/api/docs/yaml', names: [] },
  { method: 'GET', url: '/api/docs/static/index.html', names: [] },
  { method: 'GET', url: '/api/docs/static/swagger-initializer.js', names: [] },
  { method: 'GET', url: '/api/docs/*', names: [] },
  { method: 'GET', url: '/api/categories', names: [] },
  { method: 'GET', url: '/api/categories/array', names: [] },
  {
    method: 'GET',
    url: '/api/getAllProducts',
    names: [
      'page',
      'limit',
      'rating',
      'priceRange',
      'category',
      'subCategory',
      'bestDeals',
      'search',
      'weight',
      'count',
      'construction',
      'endUse',
    ],
  },
  { method: 'GET', url: '/api/product/:id', names: [] },
  { method: 'GET', url: '/api/reviews', names: ['productIds', 'limit'] },
  { method: 'GET', url: '/api/swatches/:file', names: [] },
  { method: 'GET', url: '/api/uploads/:file', names: [] },
  { method: 'POST', url: '/api/user/signup', names: ['email'] },
  { method: 'POST', url: '/api/user/login', names: ['email'] },
  { method: 'POST', url: '/api/user/verifyOtp', names: ['type', 'email', 'otp', 'name', 'phone', 'password'] },
  { method: 'POST', url: '/api/user/signin', names: ['email', 'password'] },
  { method: 'POST', url: '/api/user/google-auth', names: ['token'] },
  { method: 'POST', url: '/api/facebook-login', names: ['access_token'] },
  { method: 'POST', url: '/api/user/support', names: ['name', 'contactDetails', 'message'] },
  { method: 'GET', url: '/api/user/me', names: [], signedIn: true },
  { method: 'POST', url: '/api/user/logout', names: [], signedIn: true },
  { method: 'PUT', url: '/api/user/edit-user', names: ['name', 'dob'], signedIn: true },
  { method: 'GET', url: '/api/user/business', names: [], signedIn: true },
  { method: 'POST', url: '/api/order/:id/reorder', names: ['confirmPrice'], signedIn: true },
  { method: 'GET', url: '/api/order/:id/invoice.pdf', names: [], signedIn: true },
  { method: 'GET', url: '/api/purchase/:purchaseId/invoice.pdf', names: [], signedIn: true },
  { method: 'GET', url: '/api/einvoice/public-key', names: [] },
  { method: 'GET', url: '/api/credit-note/:id(^\\d+).pdf', names: [], signedIn: true },
  { method: 'POST', url: '/api/user/add-sample', names: ['productId', 'color'], signedIn: true },
  { method: 'POST', url: '/api/user/stock-alert', names: ['productId', 'color'], signedIn: true },
  { method: 'POST', url: '/api/user/remove-sample', names: ['productId', 'color'], signedIn: true },
  { method: 'POST', url: '/api/quotes', names: ['lines', 'note', 'neededBy'], signedIn: true },
  { method: 'POST', url: '/api/quotes/from-cart', names: ['note', 'neededBy'], signedIn: true },
  { method: 'GET', url: '/api/quotes', names: ['page', 'limit'], signedIn: true },
  { method: 'GET', url: '/api/quotes/:id', names: [], signedIn: true },
  { method: 'GET', url: '/api/quotes/:id/quote.pdf', names: [], signedIn: true },
  { method: 'POST', url: '/api/quotes/:id/messages', names: ['text'], signedIn: true },
  { method: 'POST', url: '/api/quotes/:id/accept', names: [], signedIn: true },
  { method: 'POST', url: '/api/quotes/:id/reject', names: [], signedIn: true },
  { method: 'POST', url: '/api/quotes/:id/revise', names: ['lines'], signedIn: true },
  { method: 'GET', url: '/api/admin/quotes', names: ['status', 'page', 'limit'], signedIn: true },
  { method: 'GET', url: '/api/admin/quotes/:id', names: [], signedIn: true },
  { method: 'POST', url: '/api/admin/quotes/:id/price', names: ['lines', 'validUntil', 'message'], signedIn: true },
  { method: 'POST', url: '/api/admin/quotes/:id/decline', names: ['message'], signedIn: true },
  { method: 'POST', url: '/api/admin/quotes/:id/messages', names: ['text'], signedIn: true },
  { method: 'POST', url: '/api/user/cart/quick-order', names: ['dryRun'], signedIn: true },
  { method: 'PUT', url: '/api/user/business', names: ['companyName', 'gstin', 'address', 'city', 'state', 'pinCode'], signedIn: true },
  { method: 'GET', url: '/api/wishlist', names: [], signedIn: true },
  { method: 'POST', url: '/api/wishlist/add', names: ['productId', 'color'], signedIn: true },
  { method: 'PUT', url: '/api/wishlist/remove', names: ['id'], signedIn: true },
  { method: 'POST', url: '/api/wishlist/move-to-cart', names: ['productId', 'color', 'quantity'], signedIn: true },
  { method: 'GET', url: '/api/user/cart', names: [], signedIn: true },
  { method: 'GET', url: '/api/user/cart/totalprice', names: [], signedIn: true },
  { method: 'POST', url: '/api/user/add-to-cart', names: ['productId', 'color', 'quantity'], signedIn: true },
  { method: 'PATCH', url: '/api/user/updateCart', names: ['productId', 'color', 'quantity'], signedIn: true },
  { method: 'POST', url: '/api/user/remove-from-cart', names: ['productId', 'color', 'quoteId'], signedIn: true },
  { method: 'POST', url: '/api/user/apply-coupon', names: ['couponCode'], signedIn: true },
  { method: 'POST', url: '/api/user/remove-coupon', names: ['couponCode'], signedIn: true },
  { method: 'POST', url: '/api/product/addReview', names: ['review', 'rating', 'orderId', 'productId'], signedIn: true },
  { method: 'GET', url: '/api/addresses', names: [], signedIn: true },
  { method: 'POST', url: '/api/address', names: ADDRESS_NAMES, signedIn: true },
  { method: 'PUT', url: '/api/address/:id', names: ADDRESS_NAMES, signedIn: true },
  { method: 'PUT', url: '/api/address/select/:id', names: [], signedIn: true },
  { method: 'DELETE', url: '/api/address/:id', names: [], signedIn: true },
  { method: 'GET', url: '/api/shipping-options', names: [], signedIn: true },
  { method: 'GET', url: '/api/checkout/summary', names: ['shipping'], signedIn: true },
  {
    method: 'POST',
    url: '/api/buy',
    names: ['paymentMethod', 'shipping', 'card', 'upiId', 'expectedTotal', 'poNumber', 'requestedDelivery'],
    signedIn: true,
  },
  { method: 'GET', url: '/api/user/orderlist', names: ['page', 'limit'], signedIn: true },
  { method: 'PATCH', url: '/api/order/cancel/:id', names: ['status', 'message', 'isError'], signedIn: true },
  // The suite's buyer is an operator (ADMIN_EMAILS), so these reach their checks.
  { method: 'GET', url: '/api/admin/me', names: [], signedIn: true },
  { method: 'GET', url: '/api/admin/orders', names: ['status', 'q', 'page', 'limit'], signedIn: true },
  { method: 'GET', url: '/api/admin/orders/:id', names: [], signedIn: true },
  { method: 'POST', url: '/api/admin/order/:id/cancel', names: ['message'], signedIn: true },
  { method: 'POST', url: '/api/admin/purchase/:purchaseId/einvoice/cancel', names: ['reason', 'remark'], signedIn: true },
  { method: 'POST', url: '/api/admin/order/:id/eway-bill/cancel', names: ['reason', 'remark'], signedIn: true },
  { method: 'POST', url: '/api/admin/order/:id/eway-bill', names: ['distanceKm'], signedIn: true },
  {
    method: 'POST',
    url: '/api/admin/order/:id/eway-bill/extend',
    names: ['remainingKm', 'currentPinCode', 'reason', 'remark'],
    signedIn: true,
  },
  { method: 'POST', url: '/api/admin/order/:id/dispatch/photos', names: [], signedIn: true },
  { method: 'POST', url: '/api/admin/order/:id/dispatch/vehicle', names: ['vehicleNumber', 'reason', 'remark'], signedIn: true },
  { method: 'GET', url: '/api/admin/products', names: ['q', 'page', 'limit'], signedIn: true },
  { method: 'GET', url: '/api/admin/products/:id', names: [], signedIn: true },
  { method: 'POST', url: '/api/admin/products', names: PRODUCT_NAMES, signedIn: true },
  { method: 'PUT', url: '/api/admin/products/:id', names: PRODUCT_NAMES, signedIn: true },
  { method: 'DELETE', url: '/api/admin/products/:id', names: [], signedIn: true },
  { method: 'POST', url: '/api/admin/products/:id/images', names: ['color'], signedIn: true },
  { method: 'DELETE', url: '/api/admin/products/:id/images', names: ['color', 'url'], signedIn: true },
  { method: 'POST', url: '/api/admin/stock/csv', names: ['dryRun'], signedIn: true },
  { method: 'GET', url: '/api/admin/coupons', names: [], signedIn: true },
  { method: 'GET', url: '/api/admin/support', names: ['handled', 'page', 'limit'], signedIn: true },
  { method: 'PATCH', url: '/api/admin/support/:id', names: ['handled'], signedIn: true },
  { method: 'POST', url: '/api/admin/support/:id/reply', names: ['message'], signedIn: true },
  { method: 'GET', url: '/api/admin/jobs', names: ['page', 'limit'], signedIn: true },
  { method: 'POST', url: '/api/admin/jobs/:id/retry', names: [], signedIn: true },
  { method: 'GET', url: '/api/admin/reviews', names: ['page', 'limit'], signedIn: true },
  { method: 'PATCH', url: '/api/admin/reviews/:id', names: ['hidden'], signedIn: true },
  { method: 'GET', url: '/api/admin/buyers', names: ['q', 'page', 'limit'], signedIn: true },
  { method: 'POST', url: '/api/admin/buyers/:id/block', names: [], signedIn: true },
  { method: 'POST', url: '/api/admin/buyers/:id/unblock', names: [], signedIn: true },
  { method: 'GET', url: '/api/admin/activity', names: ['operator', 'kind', 'from', 'to', 'page', 'limit'], signedIn: true },
  { method: 'GET', url: '/api/admin/activity.csv', names: ['operator', 'kind', 'from', 'to'], signedIn: true },
  { method: 'POST', url: '/api/admin/order/:id/advance', names: ['dispatch', 'alsoShip'], signedIn: true },
  { method: 'POST', url: '/api/admin/order/:id/delay', names: ['message'], signedIn: true },
  { method: 'PUT', url: '/api/admin/stock', names: ['productId', 'color', 'stock'], signedIn: true },
  {
    method: 'POST',
    url: '/api/admin/coupons',
    names: ['code', 'description', 'kind', 'value', 'minSubtotal', 'maxDiscount', 'usageLimit', 'perBuyerLimit', 'endsAt'],
    signedIn: true,
  },
  { method: 'DELETE', url: '/api/admin/coupons/:code', names: [], signedIn: true },
  { method: 'GET', url: '/api/admin/tax-rates', names: [], signedIn: true },
  { method: 'PUT', url: '/api/admin/tax-rates/:hsn', names: ['rate'], signedIn: true },
  { method: 'GET', url: '/api/admin/gst-returns/:month(^[0-9-]{1,10}).json', names: [], signedIn: true },
  { method: 'GET', url: '/api/admin/gst-returns/:month(^[0-9-]{1,10}).csv', names: [], signedIn: true },
  { method: 'POST', url: '/api/order/:id/claims', names: ['kind', 'metres', 'lot', 'note', 'uncut'], signedIn: true },
  { method: 'GET', url: '/api/claims', names: ['page', 'limit'], signedIn: true },
  { method: 'GET', url: '/api/claims/:id', names: [], signedIn: true },
  { method: 'POST', url: '/api/claims/:id/messages', names: ['text'], signedIn: true },
  { method: 'GET', url: '/api/admin/claims', names: ['status', 'page', 'limit'], signedIn: true },
  { method: 'GET', url: '/api/admin/claims/:id', names: [], signedIn: true },
  { method: 'POST', url: '/api/admin/claims/:id/messages', names: ['text'], signedIn: true },
  { method: 'POST', url: '/api/admin/claims/:id/settle', names: ['outcome', 'amount', 'reason'], signedIn: true },
  { method: 'GET', url: '/api/company', names: [], signedIn: true },
  { method: 'POST', url: '/api/company', names: [], signedIn: true },
  { method: 'POST', url: '/api/company/invitations', names: ['email', 'role'], signedIn: true },
  { method: 'POST', url: '/api/company/invitations/accept', names: ['token'], signedIn: true },
  { method: 'DELETE', url: '/api/company/invitations/:id', names: [], signedIn: true },
  { method: 'POST', url: '/api/company/invitations/:id/resend', names: [], signedIn: true },
  { method: 'GET', url: '/api/invitations/preview', names: ['token'] },
  { method: 'PUT', url: '/api/company/members/:userId', names: ['role', 'orderLimit', 'monthlyLimit'], signedIn: true },
  { method: 'DELETE', url: '/api/company/members/:userId', names: [], signedIn: true },
  { method: 'GET', url: '/api/admin/companies', names: ['q', 'page', 'limit'], signedIn: true },
  { method: 'PUT', url: '/api/admin/companies/:id/terms', names: ['terms', 'creditLimit'], signedIn: true },
  { method: 'PUT', url: '/api/admin/companies/:id/hold', names: ['onHold', 'reason'], signedIn: true },
  { method: 'POST', url: '/api/admin/companies/:id/close', names: ['reason'], signedIn: true },
  { method: 'GET', url: '/api/company/ledger', names: [], signedIn: true },
  { method: 'GET', url: '/api/company/approvals', names: [], signedIn: true },
  { method: 'POST', url: '/api/company/approvals/:id/approve', names: [], signedIn: true },
  { method: 'POST', url: '/api/company/approvals/:id/reject', names: ['reason'], signedIn: true },
  { method: 'POST', url: '/api/company/approvals/:id/withdraw', names: [], signedIn: true },
  { method: 'POST', url: '/api/company/payments', names: ['amount', 'method', 'reference', 'allocations'], signedIn: true },
  { method: 'GET', url: '/api/company/statement.csv', names: ['from', 'to'], signedIn: true },
  { method: 'GET', url: '/api/company/statement.pdf', names: ['from', 'to'], signedIn: true },
  { method: 'GET', url: '/api/admin/companies/:id/ledger', names: [], signedIn: true },
  { method: 'GET', url: '/api/admin/companies/:id/statement.csv', names: ['from', 'to'], signedIn: true },
  { method: 'GET', url: '/api/admin/companies/:id/statement.pdf', names: ['from', 'to'], signedIn: true },
  { method: 'POST', url: '/api/admin/companies/:id/payments', names: ['amount', 'method', 'reference', 'allocations'], signedIn: true },
  { method: 'POST', url: '/api/admin/companies/:id/refunds', names: ['amount', 'method', 'reference'], signedIn: true },
  { method: 'POST', url: '/api/admin/payments/:id/confirm', names: [], signedIn: true },
  { method: 'POST', url: '/api/admin/payments/:id/reject', names: ['reason'], signedIn: true },
  { method: 'GET', url: '/api/admin/receivables', names: ['page'], signedIn: true },
  { method: 'GET', url: '/api/admin/receivables.csv', names: [], signedIn: true },
  { method: 'POST', url: '/api/admin/receivables/remind', names: [], signedIn: true },
];

const queryValue = fc.oneof(hostileText, hostileNumberText);

const pathValue = fc.oneof(
  hostileText,
  fc.constantFrom(
    '1',
    '0',
    '999999999',
    '-1',
    'P0123456789',
    'PFFFFFFFFFF',
    '5208',
    '2026-11',
    '2017-06',
    '..%2f..%2fetc%2fpasswd',
    '%00',
    'plain-23265c-1-0.svg',
    'a'.repeat(40) + '.png',
  ),
);

/** One hostile REST request for a route: odd path parameters, repeated query parameters, broken or odd bodies. */
const restRequest = (token: string) =>
  fc
    .constantFrom(...ROUTES)
    .chain((route) =>
      fc.record({
        route: fc.constant(route),
        pathParam: pathValue,
        // The route's own parameter names mostly, so that values reach its checks; strangers sometimes.
        query: route.method === 'GET' || route.method === 'PUT' ? mostlyValid(route.names, VALID, queryValue) : fc.constant({}),
        stranger: fc.option(fc.tuple(hostileText, queryValue)),
        repeat: fc.option(fc.tuple(fc.constantFrom(...route.names, 'page'), hostileText, hostileText)),
        body: fc.oneof(
          { weight: 3, arbitrary: mostlyValid<unknown>(route.names, VALID, hostileValue).map((value) => ({ json: value as unknown })) },
          hostileObject([...route.names, 'extra']).map((value) => ({ json: value as unknown })),
          brokenBody.map((broken) => ({ broken })),
        ),
        auth: fc.oneof(fc.constant(token), hostileText, fc.constant(undefined)),
      }),
    )
    .map(({ route, pathParam, query, stranger, repeat, body, auth }): InjectOptions => {
      const encoded = (() => {
        try {
          return encodeURIComponent(pathParam);
        } catch {
          return '%ED%A0%80'; // A lone surrogate, sent as the raw bytes a client could send.
        }
      })();
      const url = new URL(`http://x${route.url.replace(/:(id|file|code|purchaseId|hsn|month|userId)(\([^)]*\))?/, encoded)}`);
      for (const [key, value] of Object.entries(query)) url.searchParams.append(key, String(value));
      if (stranger) url.searchParams.append(...stranger);
      if (repeat) {
        url.searchParams.append(repeat[0], repeat[1]);
        url.searchParams.append(repeat[0], repeat[2]);
      }
      // Signing out with the suite's token would end the session the other requests use.
      const authorization = route.url.endsWith('/logout') && auth === token ? 'someone-else' : auth;
      const headers: Record<string, string> = authorization !== undefined ? { authorization: authorization.slice(0, 300) } : {};
      const request: InjectOptions = { method: route.method, url: url.pathname + url.search, headers };
      if (route.method === 'GET') return request;
      if ('json' in body) return { ...request, payload: body.json as object };
      return { ...request, headers: { ...headers, 'content-type': body.broken.contentType }, payload: body.broken.payload };
    });

/** One hostile GraphQL request: real operations with odd variables, or random text as the document. */
const graphqlRequest = (token: string) =>
  fc
    .record({
      kind: fc.constantFrom('query', 'mutation', 'text'),
      fields: fc.subarray([...GRAPHQL_FIELDS, ...GRAPHQL_MUTATIONS], { minLength: 1, maxLength: 3 }),
      variables: mostlyValid<unknown>(VARIABLES, GRAPHQL_VALID, hostileValue),
      text: hostileText,
      auth: fc.oneof(fc.constant(token), hostileText, fc.constant(undefined)),
    })
    .map(({ kind, fields, variables, text, auth }): InjectOptions => {
      const chosen = fields.filter((field) => (kind === 'mutation') === GRAPHQL_MUTATIONS.includes(field));
      // Only the variables the chosen fields use are declared, so documents pass validation and reach the resolvers.
      const used = new Set(chosen.flatMap((field) => [...field.matchAll(/\$(\w+)/g)].map((match) => match[1]!)));
      const declared = used.size === 0 ? '' : `(${[...used].map((name) => `$${name}: ${VARIABLE_TYPES[name]}`).join(', ')})`;
      const query = kind === 'text' || chosen.length === 0 ? text : `${kind} Fuzz${declared} { ${chosen.join(' ')} }`;
      return { method: 'POST', url: '/graphql', headers: auth ? { authorization: auth.slice(0, 300) } : {}, payload: { query, variables } };
    });

/** The most one expanding document may take to be answered (exponential work took seconds to minutes). */
const EXPANDING_DOCUMENT_MS = 500;
const SELECTIONS: Record<string, string> = {
  Product: 'id name averageRating varieties { id color price }',
  ProductVariety: 'id color stock',
  Category: 'name subCategories',
};
/** Fragments that spread one another: each of `levels` spreads the next `width` times (with aliases now and then), or, with `cycle`, the last spreads the first. */
const fanOut = fc
  .record({
    levels: fc.integer({ min: 2, max: 14 }),
    width: fc.integer({ min: 1, max: 12 }),
    type: fc.constantFrom('Product', 'ProductVariety'),
    cycle: fc.boolean(),
    inline: fc.boolean(),
    alias: fc.boolean(),
  })
  .map(({ levels, width, type, cycle, inline, alias }) => {
    const fragments = Array.from({ length: levels }, (_, i) => {
      const next = i + 1 < levels ? i + 1 : cycle ? 0 : null;
      const spreads =
        next === null
          ? SELECTIONS[type]!
          : Array.from({ length: width }, (_, j) =>
              inline ? `... on ${type} { ...F${next} }` : alias && j % 3 === 0 ? `a${j}: id ...F${next}` : `...F${next}`,
            ).join(' ');
      return `fragment F${i} on ${type} { ${spreads} }`;
    });
    const root = type === 'Product' ? 'product(id: "1") { ...F0 }' : 'products(limit: 100) { data { varieties { ...F0 } } }';
    return `{ ${root} } ${fragments.join(' ')}`;
  });
/** Variables nested `depth` deep as objects or lists, written as text (JSON.stringify itself overflows on them). */
const deepVariables = fc
  .record({ depth: fc.integer({ min: 9, max: 20_000 }), list: fc.boolean(), get: fc.boolean() })
  .map(({ depth, list, get }): InjectOptions => {
    const nested = list ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
    const query = 'query ($id: ID!) { product(id: $id) { id } }';
    if (get)
      return {
        method: 'GET',
        url: `/graphql?query=${encodeURIComponent(query)}&variables=${encodeURIComponent(`{"id":"1","x":${nested}}`.slice(0, 7000))}`,
      };
    return {
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: `{"query":${JSON.stringify(query)},"variables":{"id":"1","x":${nested}}}`,
    };
  });
const expandingRequest: fc.Arbitrary<InjectOptions> = fc.oneof(
  fanOut.map((query): InjectOptions => ({ method: 'POST', url: '/graphql', payload: { query } })),
  deepVariables,
);

describe.each(testDatabases())('fuzz on $name: no input ever gets a server error', (testDatabase) => {
  let database: Database;
  let app: FastifyInstance;
  let token: string;

  beforeAll(async () => {
    database = await testDatabase.open();
    app = await buildServer({
      database,
      auth: testAuthConfig({ REQUESTS_PER_ADDRESS: '1000000', ADMIN_EMAILS: OPERATOR_EMAIL }),
      dataDir: tempDataDir(),
    });
    const email = OPERATOR_EMAIL;
    const otp = (await app.inject({ method: 'POST', url: '/api/user/signup', payload: { email } })).json<{ otp: string }>().otp;
    token = (
      await app.inject({
        method: 'POST',
        url: '/api/user/verifyOtp',
        payload: { type: 'signin', email, otp, name: 'Fuzz', phone: '9876543210', password: 'Cotton@2026' },
      })
    ).json<{ token: string }>().token;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('the list covers every REST route the server has', () => {
    const registered = registeredRoutes(app)
      .filter((route) => route.url.startsWith('/api/'))
      .map((route) => `${route.method} ${route.url}`);
    const listed = new Set(ROUTES.map((route) => `${route.method} ${route.url}`));
    expect(registered.filter((route) => !listed.has(route))).toEqual([]);
  });

  it('the GraphQL lists cover every mutation the BFF has', () => {
    const schema = (app as unknown as { graphql: { schema: import('graphql').GraphQLSchema } }).graphql.schema;
    // logout with the suite's token would sign the rest of the run out; the REST fuzz covers POST /api/user/logout.
    const fuzzed = [...GRAPHQL_MUTATIONS.map((field) => /^\w+/.exec(field)![0]), 'logout'];
    expect(Object.keys(schema.getMutationType()!.getFields()).filter((name) => !fuzzed.includes(name))).toEqual([]);
  });

  const check = async (request: InjectOptions) => {
    const response = await app.inject(request);
    if (response.statusCode >= 500)
      throw new Error(
        `${request.method} ${request.url} → ${response.statusCode}: ${response.body.slice(0, 300)}\n${JSON.stringify(request.payload ?? null).slice(0, 300)}`,
      );
  };

  it('3,000 hostile REST requests', async () => {
    await fc.assert(fc.asyncProperty(restRequest(token), check), { numRuns: 3000, seed: 20261122, endOnFailure: true });
  }, 180_000);

  it('1,000 hostile GraphQL requests', async () => {
    let resolved = 0;
    await fc.assert(
      fc.asyncProperty(graphqlRequest(token), async (request) => {
        const response = await app.inject(request);
        if (response.statusCode >= 500)
          throw new Error(
            `GraphQL → ${response.statusCode}: ${response.body.slice(0, 300)}\n${JSON.stringify(request.payload).slice(0, 300)}`,
          );
        if (/"data":\{/.test(response.body)) resolved++;
      }),
      { numRuns: 1000, seed: 20261122, endOnFailure: true },
    );
    // Documents that never pass validation would prove nothing about the resolvers.
    expect(resolved).toBeGreaterThan(50);
  }, 180_000);

  it('300 expanding GraphQL documents (fan-outs, cycles, variables nested deep): each refused or answered at once', async () => {
    await fc.assert(
      fc.asyncProperty(expandingRequest, async (request) => {
        const started = performance.now();
        const response = await app.inject(request);
        const ms = performance.now() - started;
        const sent = String(request.payload ?? request.url).slice(0, 200);
        if (response.statusCode >= 500) throw new Error(`→ ${response.statusCode}: ${response.body.slice(0, 300)}\n${sent}`);
        if (ms > EXPANDING_DOCUMENT_MS) throw new Error(`took ${ms.toFixed(0)} ms: ${sent}`);
      }),
      { numRuns: 300, seed: 20261123, endOnFailure: true },
    );
  }, 180_000);

  it('the reported cases', async () => {
    for (const query of ['page=Infinity', 'limit=Infinity', 'weight=Infinity', 'page=-Infinity', 'weight=1e309', 'rating=1e309']) {
      const response = await app.inject(`/api/getAllProducts?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(query.split('=')[0]);
    }
    const email = 'a\u0000b@mill.example.in';
    for (const [url, payload] of [
      ['/api/user/signin', { email, password: 'x' }],
      ['/api/user/signup', { email }],
      ['/api/user/login', { email }],
      ['/api/user/verifyOtp', { type: 'login', email, otp: '123456' }],
    ] as const) {
      const response = await app.inject({ method: 'POST', url, payload });
      expect(response.statusCode, url).toBe(400);
      expect(response.json<{ message: string }>().message).toContain('email');
    }
    // Fields the contract does not name are refused, naming them, not dropped in silence.
    for (const [method, url, payload, field] of [
      ['POST', '/api/company/invitations', { email: 'someone@mill.example.in', role: 'buyer', companyId: 201 }, 'companyId'],
      ['PUT', '/api/company/members/2', { role: 'buyer', isOwner: true }, 'isOwner'],
      [
        'POST',
        '/api/company/payments',
        { amount: 10, method: 'NEFT', reference: 'UTR1', allocations: [{ invoiceId: 'FM/1', amount: 10 }], status: 'confirmed' },
        'status',
      ],
      ['POST', '/api/buy', { paymentMethod: 'Cash on Delivery', shipping: { _id: 'free', price: 0 } }, 'shipping.price'],
    ] as const) {
      const response = await app.inject({ method, url, headers: { authorization: token }, payload });
      expect(response.statusCode, url).toBe(400);
      expect(response.json<{ message: string }>().message, url).toBe(`${field} is not a field this request takes: leave it out.`);
    }
    for (const [contentType, payload] of [
      ['multipart/form-data', 'no boundary'],
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nAsha'],
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nA\u0000sha\r\n--x--\r\n'],
    ] as const) {
      const response = await app.inject({
        method: 'PUT',
        url: '/api/user/edit-user',
        headers: { authorization: token, 'content-type': contentType },
        payload,
      });
      expect(response.statusCode, payload).toBe(400);
    }
  });
});

// Pages drawn on the server (src/ssr/render-page.tsx), from the build npm test makes first.
const root = path.resolve(import.meta.dirname, '../..');
const rendererFile = path.join(root, 'dist-server', 'render-page.js');
/** Lone surrogates replaced, as a browser does before it sends a path (encodeURIComponent refuses them). */
const wellFormed = (text: string) => text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
describe.skipIf(!existsSync(rendererFile))('fuzz on drawn pages: no path ever gets a server error', () => {
  it('500 hostile page paths', async () => {
    const [pglite] = testDatabases();
    const database = await pglite!.open();
    const app = await buildServer({
      database,
      auth: testAuthConfig({ REQUESTS_PER_ADDRESS: '1000000' }),
      dataDir: tempDataDir(),
      spaDir: path.join(root, 'dist'),
      rendererFile,
    });
    try {
      const page = fc
        .record({
          prefix: fc.constantFrom('/', '/product/', '/products', '/blogs/', '/home', '/about-us/', '/product/1/'),
          rest: fc.oneof(hostileText, hostileNumberText),
          query: fc.option(hostileText),
        })
        .map(
          ({ prefix, rest, query }) =>
            `${prefix}${encodeURIComponent(wellFormed(rest)).slice(0, 600)}${query === null ? '' : `?q=${encodeURIComponent(wellFormed(query)).slice(0, 600)}`}`,
        );
      await fc.assert(
        fc.asyncProperty(page, async (url) => {
          const response = await app.inject(url);
          if (response.statusCode >= 500) throw new Error(`GET ${url} → ${response.statusCode}: ${response.body.slice(0, 300)}`);
        }),
        { numRuns: 500, seed: 20261123, endOnFailure: true },
      );
    } finally {
      await app.close();
      await database.close();
    }
  }, 180_000);
});
