import type { Kysely, Transaction } from 'kysely';
import { transaction } from '../db/transaction.js';
import type { DB } from '../db/types.js';
import { createActivityRepository, type ActivityRepository } from './activity.js';
import { createAddressRepository, type AddressRepository } from './addresses.js';
import { createAuthEventRepository, type AuthEventRepository } from './auth-events.js';
import { createBusinessProfileRepository, type BusinessProfileRepository } from './business-profiles.js';
import { createCartRepository, type CartRepository } from './carts.js';
import { createCategoryRepository, type CategoryRepository } from './categories.js';
import { createIdempotencyKeyRepository, type IdempotencyKeyRepository } from './idempotency-keys.js';
import { createCodeRepository, type CodeRepository } from './one-time-codes.js';
import { createDeviceRepository, type DeviceRepository } from './devices.js';
import { createInvoiceRepository, type InvoiceRepository } from './invoices.js';
import { createOrderRepository, type OrderRepository } from './orders.js';
import { createProductRepository, type ProductRepository } from './products.js';
import { createReviewRepository, type ReviewRepository } from './reviews.js';
import { createProductPageRepository, type ProductPageRepository } from './product-page.js';
import { createSessionRepository, type SessionRepository } from './sessions.js';
import { createUserRepository, type UserRepository } from './users.js';
import { createWishlistRepository, type WishlistRepository } from './wishlists.js';
import { createSupportRequestRepository, type SupportRequestRepository } from './support-requests.js';
import { createStockAlertRepository, type StockAlertRepository } from './stock-alerts.js';
import { createQuoteRepository, type QuoteRepository } from './quotes.js';
import { createFabricRepository, type FabricRepository } from './fabrics.js';
import { createCouponRepository, type CouponRepository } from './coupons.js';
import { createBuyerRepository, type BuyerRepository } from './buyers.js';
import { createModeratedReviewRepository, type ModeratedReviewRepository } from './moderated-reviews.js';
import { createCreditNoteRepository, type CreditNoteRepository } from './credit-notes.js';
import { createEinvoiceKeyRepository, type EinvoiceKeyRepository } from './einvoice-keys.js';
import { createTaxRateRepository, type TaxRateRepository } from './tax-rates.js';
import { createGstReturnRepository, type GstReturnRepository } from './gst-returns.js';
import { createClaimRepository, type ClaimRepository } from './claims.js';
import { createDispatchRepository, type DispatchRepository } from './dispatches.js';
import { createCompanyRepository, type CompanyRepository } from './companies.js';
import { createLedgerRepository, type LedgerRepository } from './ledger.js';
import { createApprovalRepository, type ApprovalRepository } from './approvals.js';
import { createJobRepository, type JobRepository } from './jobs.js';
import { databaseAnswers } from './health.js';
import { createSessionCache } from '../auth/session-cache.js';

/** Every repository over one database; built once and decorated on the REST app as `repos`. */
export interface Repositories {
  categories: CategoryRepository;
  products: ProductRepository;
  productPages: ProductPageRepository;
  reviews: ReviewRepository;
  users: UserRepository;
  sessions: SessionRepository;
  codes: CodeRepository;
  devices: DeviceRepository;
  authEvents: AuthEventRepository;
  carts: CartRepository;
  wishlists: WishlistRepository;
  addresses: AddressRepository;
  businessProfiles: BusinessProfileRepository;
  companies: CompanyRepository;
  ledger: LedgerRepository;
  approvals: ApprovalRepository;
  orders: OrderRepository;
  invoices: InvoiceRepository;
  creditNotes: CreditNoteRepository;
  einvoiceKeys: EinvoiceKeyRepository;
  idempotencyKeys: IdempotencyKeyRepository;
  supportRequests: SupportRequestRepository;
  activity: ActivityRepository;
  stockAlerts: StockAlertRepository;
  quotes: QuoteRepository;
  fabrics: FabricRepository;
  coupons: CouponRepository;
  taxRates: TaxRateRepository;
  gstReturns: GstReturnRepository;
  claims: ClaimRepository;
  dispatches: DispatchRepository;
  buyers: BuyerRepository;
  moderatedReviews: ModeratedReviewRepository;
  jobs: JobRepository;
  databaseAnswers(): Promise<boolean>;
  db: Kysely<DB>;
  /** One transaction for work that spans repositories (each takes the transaction as its executor). */
  transaction<T>(work: (trx: Transaction<DB>) => Promise<T>): Promise<T>;
}

export function createRepositories(
  db: Kysely<DB>,
  options: { tokenTtlDays: number; embedded?: boolean; catalogueReads?: Kysely<DB> | undefined },
): Repositories {
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
