import type { Kysely, Transaction } from 'kysely';
import { transaction } from '../db/transaction.js';
import type { DB } from '../db/types.js';
import { createActivityRepository } from './activity.js';
import { createAddressRepository } from './addresses.js';
import { createAuthEventRepository } from './auth-events.js';
import { createBusinessProfileRepository } from './business-profiles.js';
import { createCartRepository } from './carts.js';
import { createCategoryRepository } from './categories.js';
import { createIdempotencyKeyRepository } from './idempotency-keys.js';
import { createCodeRepository } from './one-time-codes.js';
import { createDeviceRepository } from './devices.js';
import { createInvoiceRepository } from './invoices.js';
import { createOrderRepository } from './orders.js';
import { createProductRepository } from './products.js';
import { createReviewRepository } from './reviews.js';
import { createProductPageRepository } from './product-page.js';
import { createSessionRepository } from './sessions.js';
import { createUserRepository } from './users.js';
import { createWishlistRepository } from './wishlists.js';
import { createSupportRequestRepository } from './support-requests.js';
import { createStockAlertRepository } from './stock-alerts.js';
import { createQuoteRepository } from './quotes.js';
import { createFabricRepository } from './fabrics.js';
import { createCouponRepository } from './coupons.js';
import { createBuyerRepository } from './buyers.js';
import { createModeratedReviewRepository } from './moderated-reviews.js';
import { createCreditNoteRepository } from './credit-notes.js';
import { createEinvoiceKeyRepository } from './einvoice-keys.js';
import { createTaxRateRepository } from './tax-rates.js';
import { createGstReturnRepository } from './gst-returns.js';
import { createClaimRepository } from './claims.js';
import { createDispatchRepository } from './dispatches.js';
import { createCompanyRepository } from './companies.js';
import { createLedgerRepository } from './ledger.js';
import { createApprovalRepository } from './approvals.js';
import { createJobRepository } from './jobs.js';
import { databaseAnswers } from './health.js';
import { createSessionCache } from '../auth/session-cache.js';

/** Every repository over one database; built once and decorated on the REST app as `repos`. */
export function createRepositories(
  db: Kysely<DB>,
  options: { tokenTtlDays: number; embedded?: boolean; catalogueReads?: Kysely<DB> | undefined },
) {
  // The catalogue's reads may have a pool of their own, maybe on a replica (Database.reads): these three repositories
  // only read, and the reviews repository reads the lists' newest reviews there.
  const reads = options.catalogueReads ?? db;
  const sessionCache = createSessionCache();
  return {
    categories: createCategoryRepository(reads),
    products: createProductRepository(reads, { literalIdLists: options.embedded ?? false }),
    productPages: createProductPageRepository(reads),
    reviews: createReviewRepository(db, reads),
    users: createUserRepository(db, sessionCache),
    sessions: createSessionRepository(db, options.tokenTtlDays, sessionCache),
    codes: createCodeRepository(db),
    devices: createDeviceRepository(db),
    authEvents: createAuthEventRepository(db),
    carts: createCartRepository(db),
    wishlists: createWishlistRepository(db),
    addresses: createAddressRepository(db),
    businessProfiles: createBusinessProfileRepository(db),
    companies: createCompanyRepository(db),
    ledger: createLedgerRepository(db),
    approvals: createApprovalRepository(),
    orders: createOrderRepository(db),
    invoices: createInvoiceRepository(db),
    creditNotes: createCreditNoteRepository(db),
    einvoiceKeys: createEinvoiceKeyRepository(db),
    idempotencyKeys: createIdempotencyKeyRepository(db),
    supportRequests: createSupportRequestRepository(db),
    activity: createActivityRepository(db),
    stockAlerts: createStockAlertRepository(),
    quotes: createQuoteRepository(db),
    fabrics: createFabricRepository(db),
    coupons: createCouponRepository(db),
    taxRates: createTaxRateRepository(db),
    gstReturns: createGstReturnRepository(db),
    claims: createClaimRepository(db),
    dispatches: createDispatchRepository(),
    buyers: createBuyerRepository(db),
    moderatedReviews: createModeratedReviewRepository(db),
    jobs: createJobRepository(db),
    databaseAnswers: () => databaseAnswers(db),
    db,
    /** One transaction for work that spans repositories (each takes the transaction as its executor). */
    transaction: <T>(work: (trx: Transaction<DB>) => Promise<T>): Promise<T> => transaction(db, work),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
