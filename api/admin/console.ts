import type { Mailer } from '../auth/mailer.js';
import type { Repositories } from '../repositories/index.js';
import type { ActivityRepository } from '../repositories/activity.js';
import { createBuyerAccounts, type BuyerAccounts } from './buyer-accounts.js';
import { createCompanyDesk, type CompanyDesk } from './company-desk.js';
import { createCouponBook, type CouponBook } from './coupon-book.js';
import { createFabricEditor, type FabricEditor } from './fabric-editor.js';
import { createReviewModeration, type ReviewModeration } from './review-moderation.js';
import { createStockSheet, type StockSheet } from './stock-sheet.js';
import { createSupportDesk, type SupportDesk } from './support-desk.js';
import { createTaxTable, type TaxTable } from './tax-table.js';
import type { ShopLinks } from '../../domain/links.js';
import type { Supplier } from '../../domain/invoice.js';
import { createGstReturns, type GstReturns } from '../returns/gst-return-service.js';
import type { StockAlerts } from '../shopping/stock-alerts.js';

/** What the operators' console works with, one service per section (orders are the order service's). */
export interface Console {
  fabrics: FabricEditor;
  stock: StockSheet;
  coupons: CouponBook;
  taxRates: TaxTable;
  gstReturns: GstReturns;
  support: SupportDesk;
  reviews: ReviewModeration;
  buyers: BuyerAccounts;
  companies: CompanyDesk;
  activity: ActivityRepository;
}

export function createConsole(
  repos: Repositories,
  mailer: Mailer,
  operators: readonly string[],
  links: ShopLinks,
  alerts: Pick<StockAlerts, 'send'>,
  supplier: Supplier,
): Console {
  return {
    fabrics: createFabricEditor(repos, alerts),
    stock: createStockSheet(repos, alerts),
    coupons: createCouponBook(repos),
    taxRates: createTaxTable(repos),
    gstReturns: createGstReturns(repos, supplier),
    support: createSupportDesk(repos, mailer, links),
    reviews: createReviewModeration(repos),
    buyers: createBuyerAccounts(repos, operators),
    companies: createCompanyDesk(repos, mailer, links),
    activity: repos.activity,
  };
}
