import { createClaimService, type ClaimService } from '../claims/claim-service.js';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { createAccountService, type AccountService } from '../auth/account-service.js';
import { createMailer, type Mailer } from '../auth/mailer.js';
import type { AuthConfig } from '../config.js';
import { objectStoragePhotos, type ObjectStorage } from '../s3-photos.js';
import type { Database } from '../db/database.js';
import { createCatalogueCache, type CatalogueCache } from '../catalogue/cache.js';
import { createCatalogueReader, type CatalogueReader } from '../catalogue/catalogue-reader.js';
import { EMBEDDED_BATCHES, SERVER_BATCHES } from '../catalogue/product-json-loader.js';
import { watchCatalogueChanges, type CatalogueChanges } from '../catalogue/changes.js';
import { createRepositories, type Repositories } from '../repositories/index.js';
import { createCartService, type CartService } from '../shopping/cart-service.js';
import { createAddressService, type AddressService } from '../checkout/address-service.js';
import { createBusinessProfileService, type BusinessProfileService } from '../business/business-profile-service.js';
import { createCompanyService, type CompanyService } from '../company/company-service.js';
import { createLedgerService, type LedgerService } from '../company/ledger-service.js';
import { statementDocuments, type StatementDocuments } from '../company/statement-documents.js';
import { createPaymentReminders, type PaymentReminders } from '../company/payment-reminders.js';
import { createOrderService, type OrderService } from '../checkout/order-service.js';
import { createOrderApprovals, type OrderApprovals } from '../checkout/order-approvals.js';
import { simulatedPayments, type PaymentProvider } from '../checkout/payment.js';
import { createSupportService, type SupportService } from '../support/support-service.js';
import { createConsole, type Console } from '../admin/console.js';
import { DEFAULT_SUPPLIER, type Supplier } from '../../domain/invoice.js';
import { DEMO_PAY_TO, type PayTo } from '../../domain/pay-to.js';
import type { TransporterTracking } from '../../domain/dispatch.js';
import { localEwayBills } from '../einvoice/eway-bills.js';
import { standInRegistry, type InvoiceRegistry } from '../einvoice/registry.js';
import { createInvoiceService, type InvoiceService } from '../invoices/invoice-service.js';
import { createCreditNoteService, type CreditNoteService } from '../invoices/credit-note-service.js';
import { createInvoiceDrawer } from '../invoices/invoice-drawer.js';
import { databaseInvoiceFiles, folderInvoiceFiles, objectInvoiceFiles } from '../invoices/invoice-files.js';
import { objectStorageDocuments } from '../s3-documents.js';
import { createQuoteService, type QuoteService } from '../quotes/quote-service.js';
import { createQuoteDocuments, type QuoteDocuments } from '../quotes/quote-documents.js';
import { shopLinks } from '../../domain/links.js';
import { DOCUMENT_QUEUE, PAYMENT_QUEUE, QUEUES } from '../../domain/jobs.js';
import { createStockAlerts, type StockAlerts } from '../shopping/stock-alerts.js';
import { databasePhotos, folderPhotos, type PhotoStore } from '../photo-store.js';
import { createJobQueue, type JobQueue } from '../jobs/job-queue.js';
import { readJobStatesFrom } from '../metrics.js';
import { DEFAULT_JOB_SETTINGS, type JobSettings } from '../jobs/job-settings.js';

declare module 'fastify' {
  interface FastifyInstance {
    repos: Repositories;
    catalogue: CatalogueReader;
    carts: CartService;
    addressBook: AddressService;
    /** A buyer's company, GSTIN and billing address. */
    businessProfiles: BusinessProfileService;
    /** Company accounts: members, roles and invitations. */
    companies: CompanyService;
    /** Companies' ledgers on account: invoices, payments, statements. */
    ledger: LedgerService;
    statements: StatementDocuments;
    /** Overdue reminders, sent every hour (and from Console › Receivables). */
    reminders: PaymentReminders;
    orders: OrderService;
    /** Orders above a Buyer's limits, waiting for the company's Approvers. */
    approvals: OrderApprovals;
    /** Quotes for bulk orders. */
    quotes: QuoteService;
    /** Fabric claims (routes/signed-in/claims.ts, routes/admin/claims.ts). */
    claims: ClaimService;
    /** Quotes as PDFs, drawn on the invoices' drawing thread. */
    quoteDocuments: QuoteDocuments;
    /** GST tax invoices of placed orders, as PDF. */
    invoices: InvoiceService;
    creditNotes: CreditNoteService;
    einvoiceRegistry: InvoiceRegistry | null;
    support: SupportService;
    /** 'Tell me when it is back': buyers waiting for sold-out colours. */
    stockAlerts: StockAlerts;
    /** The operators' console's services (routes/admin). */
    console: Console;
    catalogueCache: CatalogueCache;
    /** What changed in the catalogue (also decorated on the server, for the BFF and the page renderer). */
    catalogueChanges: CatalogueChanges;
    accounts: AccountService;
    /** Uploaded photos: in object storage when configured, else in PostgreSQL when the app runs on it, else files in DATA_DIR/uploads. */
    photos: PhotoStore;
    /** The durable job queue (pg-boss): mail no one waits for. */
    jobs: JobQueue;
    settings: { auth: AuthConfig; dataDir: string };
  }
}

export interface ServicesOptions {
  database: Database;
  auth: AuthConfig;
  dataDir: string;
  mailer?: Mailer | undefined;
  /** How Place Order takes payment (the simulated provider unless a test or a real provider gives another). */
  payments?: PaymentProvider | undefined;
  /** The seller on tax invoices (DEFAULT_SUPPLIER unless configured). */
  supplier?: Supplier | undefined;
  /** Where companies on account pay (PAY_TO_*): the demo account when undefined, none when null. */
  payTo?: PayTo | null | undefined;
  /** Transporters whose consignments can be followed on their site (TRANSPORTER_TRACKING). */
  trackingLinks?: readonly TransporterTracking[] | undefined;
  /** EINVOICE=true: the supplier e-invoices, each B2B invoice registered (with the local stand-in registry). */
  einvoicing?: boolean | undefined;
  /** Where buyers reach the shop, for the links in its emails (PUBLIC_URL; http://localhost:3000 unless given). */
  publicUrl?: string | undefined;
  /** Bytes of catalogue answers each process keeps (CATALOGUE_CACHE_MB; 0 turns the answer cache off). */
  catalogueCacheBytes?: number | undefined;
  /** S3_ENDPOINT and S3_BUCKET: photos go to object storage. */
  objectStorage?: ObjectStorage | undefined;
  /** How the job queue retries (JOB_RETRIES, JOB_RETRY_DELAY_SECONDS, JOB_EXPIRE_SECONDS). */
  jobs?: JobSettings | undefined;
}

/** Where uploaded photos go: object storage when configured, else PostgreSQL, else files beside the embedded database. */
function photoStore(options: ServicesOptions, embedded: boolean): PhotoStore {
  if (options.objectStorage) return objectStoragePhotos(options.objectStorage);
  return embedded ? folderPhotos(options.dataDir) : databasePhotos(options.database.db);
}

/** Repositories and services, built once and decorated on the REST app for every route to use. */
export const services = (options: ServicesOptions): FastifyPluginAsync =>
  fp(
    async (app) => {
      const embedded = options.database.kind === 'pglite';
      const links = shopLinks(options.publicUrl ?? 'http://localhost:3000');
      const repos = createRepositories(options.database.db, {
        tokenTtlDays: options.auth.tokenTtlDays,
        embedded,
        catalogueReads: options.database.reads,
      });
      // Sign-in codes and company invitations go straight to the transport; mail no one waits for goes through the queue.
      const mailer =
        options.mailer ?? createMailer({ smtpUrl: options.auth.smtpUrl, from: options.auth.mailFrom, dataDir: options.dataDir });
      const jobs = await createJobQueue({
        database: options.database,
        transport: mailer,
        emailOf: async (userId) => (await repos.users.byId(userId))?.email,
        settings: options.jobs ?? DEFAULT_JOB_SETTINGS,
        due: repos.jobs.due,
        onError: (error) => app.log.error({ err: error }, 'the job queue failed'),
      });
      readJobStatesFrom(() => repos.jobs.states(QUEUES));
      app.addHook('onClose', async () => jobs.stop());
      app.decorate('jobs', jobs);
      const queued = jobs.queuedMailer;
      // A cached session is forgotten when its user changes in any process (migration 0054); all of them when the
      // subscription was lost for a while, since a change may have been missed.
      const stopSessionChanges = await options.database.listen(
        'session_changes',
        (payload) => repos.sessions.changed(payload),
        () => repos.sessions.forgetAll(),
      );
      app.addHook('onClose', async () => stopSessionChanges());
      const changes = await watchCatalogueChanges(options.database);
      app.addHook('onClose', async () => changes.stop());
      app.decorate('catalogueChanges', changes);
      const cache = createCatalogueCache(changes, { responseBytes: options.catalogueCacheBytes ?? 32 * 1024 * 1024 });
      app.decorate('repos', repos);
      app.decorate('photos', photoStore(options, embedded));
      app.decorate('catalogueCache', cache);
      app.decorate('catalogue', createCatalogueReader(repos, cache, embedded ? EMBEDDED_BATCHES : SERVER_BATCHES));
      const carts = createCartService(repos);
      app.decorate('carts', carts);
      app.decorate('addressBook', createAddressService(repos));
      app.decorate('businessProfiles', createBusinessProfileService(repos));
      app.decorate(
        'companies',
        createCompanyService(repos, {
          mailer,
          links,
          mailFailed: (error) => app.log.error({ err: error }, 'a company invitation could not be sent'),
        }),
      );
      const supplier = options.supplier ?? DEFAULT_SUPPLIER;
      const payTo = options.payTo === undefined ? DEMO_PAY_TO : options.payTo;
      const payments = options.payments ?? simulatedPayments();
      const registry = options.einvoicing ? standInRegistry(repos.einvoiceKeys.keep) : null;
      app.decorate('einvoiceRegistry', registry);
      app.decorate(
        'orders',
        createOrderService(
          repos,
          carts,
          payments,
          {
            mailer: queued,
            queue: jobs,
            links,
            // The order stands even when its email cannot be queued; the operator sees why in the log.
            mailFailed: (error, subject) => app.log.error({ err: error, subject }, 'an order email could not be sent'),
          },
          {
            supplier,
            ewayBills: localEwayBills(),
            trackingLinks: options.trackingLinks ?? [],
            claimWindowDays: options.auth.limits.claimWindowDays,
            einvoices: registry,
          },
          changes,
        ),
      );
      app.decorate(
        'approvals',
        createOrderApprovals(repos, app.orders, {
          mailer: queued,
          links,
          mailFailed: (error, subject) => app.log.error({ err: error, subject }, 'an approval email could not be sent'),
        }),
      );
      const quotes = createQuoteService(repos, queued, options.auth.limits, links, options.auth.adminEmails);
      app.decorate('quotes', quotes);
      // One drawing thread for every document: tax invoices and quotations.
      const drawer = createInvoiceDrawer();
      // Drawn invoices and credit notes go to object storage when it is configured, as photos do.
      const documentObjects = options.objectStorage ? objectStorageDocuments(options.objectStorage) : null;
      app.decorate(
        'ledger',
        createLedgerService(repos, supplier, payTo, {
          mailer: queued,
          links,
          mailFailed: (error, subject) => app.log.error({ err: error, subject }, 'a payment rejection email could not be sent'),
        }),
      );
      app.decorate('statements', statementDocuments(drawer, supplier, payTo));
      const reminders = createPaymentReminders(repos, payTo, {
        mailer: queued,
        links,
        mailFailed: (error, subject) => app.log.error({ err: error, subject }, 'a payment reminder could not be sent'),
      });
      app.decorate('reminders', reminders);
      const hourly = setInterval(
        () => void reminders.send().catch((error: unknown) => app.log.error({ err: error }, 'payment reminders could not be sent')),
        60 * 60 * 1000,
      );
      hourly.unref();
      app.addHook('onClose', async () => clearInterval(hourly));
      app.decorate('quoteDocuments', createQuoteDocuments(quotes, drawer, supplier));
      const invoices = createInvoiceService(
        repos,
        supplier,
        drawer,
        documentObjects
          ? objectInvoiceFiles(repos, documentObjects)
          : embedded
            ? folderInvoiceFiles(options.dataDir)
            : databaseInvoiceFiles(repos),
        registry,
        payTo,
      );
      app.addHook('onClose', async () => invoices.close());
      // A placed purchase's invoices, issued and drawn once by whichever process takes the job; one at a time, as they
      // share the process's one drawing thread.
      jobs.handle(
        DOCUMENT_QUEUE,
        async (job) => {
          const orderIds = 'orderIds' in job ? job.orderIds : [(await repos.invoices.purchase(job.purchase, job.buyer)).first];
          await invoices.issue(
            orderIds.filter((id) => id !== null),
            job.buyer,
          );
        },
        { oneAtATime: true },
      );
      // A committed purchase's payment taken, by whichever process takes the job; a capture that fails is tried again.
      jobs.handle(PAYMENT_QUEUE, async ({ paymentId }) => {
        await payments.capture(paymentId);
        await repos.orders.markCaptured(paymentId);
      });
      app.decorate('invoices', invoices);
      const creditNotes = createCreditNoteService(repos, drawer, registry, documentObjects);
      app.decorate('creditNotes', creditNotes);
      app.decorate(
        'claims',
        createClaimService(repos, {
          supplier,
          mailer: queued,
          links,
          creditNotes,
          limits: options.auth.limits,
          catalogue: changes,
          operators: options.auth.adminEmails,
        }),
      );
      app.decorate('accounts', createAccountService(repos, options.auth, mailer));
      app.decorate('support', createSupportService(repos, options.auth));
      const stockAlerts = createStockAlerts(repos, queued, links, (error, subject) =>
        app.log.error({ err: error, subject }, 'a back-in-stock email could not be sent'),
      );
      app.decorate('stockAlerts', stockAlerts);
      app.decorate('console', createConsole(repos, mailer, options.auth.adminEmails, links, stockAlerts, supplier));
      app.decorate('settings', { auth: options.auth, dataDir: options.dataDir });
      // Every queue's handler is known: this process starts taking jobs.
      await jobs.work();
    },
    { name: 'services' },
  );
