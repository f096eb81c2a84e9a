import type { FastifyPluginAsync } from 'fastify';
import { forbidden } from '../../errors.js';
import { activityRoutes } from './activity.js';
import { buyerRoutes } from './buyers.js';
import { couponRoutes } from './coupons.js';
import { fabricRoutes } from './fabrics.js';
import { operatorOf } from './operator.js';
import { orderDeskRoutes } from './orders.js';
import { quoteDeskRoutes } from './quotes.js';
import { reviewModerationRoutes } from './reviews.js';
import { stockRoutes } from './stock.js';
import { supportDeskRoutes } from './support.js';
import { taxRateRoutes } from './tax-rates.js';
import { gstReturnRoutes } from './gst-returns.js';
import { claimDeskRoutes } from './claims.js';
import { companyDeskRoutes } from './companies.js';
import { receivableRoutes } from './receivables.js';
import { jobDeskRoutes } from './jobs.js';

/**
 * The operators' console under /api/admin. Registered inside the signed-in routes (so a buyer is known:
 * 401 signed out); only emails listed in ADMIN_EMAILS pass, everyone else gets 403. Every change is written to
 * Activity in its own transaction.
 */
export const adminRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', async (request) => {
    if (!app.settings.auth.adminEmails.includes(operatorOf(request))) throw forbidden('Only operators may do this.');
  });
  for (const routes of [
    orderDeskRoutes,
    fabricRoutes,
    stockRoutes,
    couponRoutes,
    supportDeskRoutes,
    reviewModerationRoutes,
    buyerRoutes,
    activityRoutes,
    quoteDeskRoutes,
    taxRateRoutes,
    gstReturnRoutes,
    claimDeskRoutes,
    companyDeskRoutes,
    receivableRoutes,
    jobDeskRoutes,
  ])
    await app.register(routes);
};
