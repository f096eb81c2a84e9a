import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  buySchema,
  cancelOrderSchema,
  checkoutSummarySchema,
  orderListSchema,
  shippingOptionsSchema,
} from '../../../domain/rest/checkout.js';
import { ORDERS_PER_PAGE, shippingChoices } from '../../../domain/checkout.js';
import { settleCreditNote } from '../settle-credit-note.js';

/** Checkout and the buyer's orders (SPEC §7). */
export const orderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/shipping-options', { schema: shippingOptionsSchema }, async () => ({ data: shippingChoices(new Date()) }));

  app.get('/checkout/summary', { schema: checkoutSummarySchema }, async (request) =>
    app.orders.summary(request.user.id, request.query.shipping),
  );

  app.post('/buy', { schema: buySchema }, async (request, reply) => {
    const answer = await app.orders.buy(request.user.id, request.body, request.headers['idempotency-key']);
    if (!('orders' in answer)) {
      // Above the Buyer's limits: nothing placed; the company's Approvers are told.
      await app.approvals.requested(Number(answer.data.approvalId));
      return reply.code(202).send(answer);
    }
    // The tax invoices are issued and drawn by the job queue (queued with the order); a download serves the copy.
    return answer;
  });

  app.get('/user/orderlist', { schema: orderListSchema }, async (request) =>
    app.orders.list(request.user.id, request.query.page ?? 1, request.query.limit ?? ORDERS_PER_PAGE),
  );

  app.patch('/order/cancel/:id', { schema: cancelOrderSchema }, async (request) => {
    const answer = await app.orders.cancel(request.user.id, Number(request.params.id), request.body.message ?? '');
    settleCreditNote(app, request, Number(request.params.id));
    return answer;
  });
};
