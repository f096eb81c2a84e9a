import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { needsSession } from '../../plugins/api-docs.js';
import { authenticate } from '../../plugins/authentication.js';
import { uploadBudget } from '../../plugins/upload-budget.js';
import { adminRoutes } from '../admin/index.js';
import { addressRoutes } from './addresses.js';
import { businessRoutes } from './business.js';
import { claimRoutes } from './claims.js';
import { companyRoutes } from './company.js';
import { ledgerRoutes } from './ledger.js';
import { cartRoutes } from './cart.js';
import { orderRoutes } from './orders.js';
import { profileRoutes } from './profile.js';
import { quoteRoutes } from './quotes.js';
import { reviewRoutes } from './reviews.js';
import { sessionRoutes } from './session.js';
import { stockAlertRoutes } from './stock-alerts.js';
import { wishlistRoutes } from './wishlist.js';

/**
 * Every route registered here needs a signed-in buyer: the hook below answers 401 before any handler runs, and
 * handlers find the buyer in `request.user`. A new signed-in route is one more line in the list, with no auth wiring.
 */
export const signedInRoutes: FastifyPluginAsync = async (app) => {
  app.decorateRequest('user', null as never);
  app.addHook('onRoute', needsSession);
  app.addHook('onRequest', authenticate);
  app.addHook('onRequest', uploadBudget());
  // Multipart for uploads; each route sets its own limits when it reads the parts.
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 5, fields: 20, fieldSize: 10_000, parts: 30 } });
  for (const routes of [
    sessionRoutes,
    profileRoutes,
    wishlistRoutes,
    cartRoutes,
    reviewRoutes,
    addressRoutes,
    businessRoutes,
    companyRoutes,
    ledgerRoutes,
    orderRoutes,
    quoteRoutes,
    claimRoutes,
    stockAlertRoutes,
  ])
    await app.register(routes);
  await app.register(adminRoutes, { prefix: '/admin' });
};
