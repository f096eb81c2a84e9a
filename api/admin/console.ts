import type { Mailer } from '../auth/mailer.js';
import type { Repositories } from '../repositories/index.js';
import { createBuyerAccounts } from './buyer-accounts.js';
import { createCompanyDesk } from './company-desk.js';
import { createCouponBook } from './coupon-book.js';
import { createFabricEditor } from './fabric-editor.js';
import { createReviewModeration } from './review-moderation.js';
import { createStockSheet } from './stock-sheet.js';
import { createSupportDesk } from './support-desk.js';
import { createTaxTable } from './tax-table.js';
import type { ShopLinks } from '../../domain/links.js';
import type { Supplier } from '../../domain/invoice.js';
import { createGstReturns } from '../returns/gst-return-service.js';
import type { StockAlerts } from '../shopping/stock-alerts.js';

/** What the operators' console works with, one service per section (orders are the order service's). */
export function createConsole(
  repos: Repositories,
  mailer: Mailer,
  operators: readonly string[],
  links: ShopLinks,
  alerts: Pick<StockAlerts, 'send'>,
  supplier: Supplier,
) {
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

export type Console = ReturnType<typeof createConsole>;
