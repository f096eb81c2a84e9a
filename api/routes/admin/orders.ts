import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  adminMeSchema,
  adminOrderSchema,
  adminOrdersSchema,
  advanceOrderSchema,
  cancelEwayBillSchema,
  cancelIrnSchema,
  changeVehicleSchema,
  dispatchPhotosSchema,
  extendEwayBillSchema,
  renewEwayBillSchema,
  cancelOrderByOperatorSchema,
  delayOrderSchema,
} from '../../../domain/rest/admin.js';
import { operatorOf } from './operator.js';
import { DISPATCH_MESSAGES, DISPATCH_PHOTOS_MAX } from '../../../domain/dispatch.js';
import { MAX_PICTURE_BYTES } from '../../../domain/shopping.js';
import { badRequest } from '../../errors.js';
import { readMultipartForm } from '../../multipart-form.js';
import { imageExtension, imageProblem } from '../../uploads.js';

const PHOTO_FORM = {
  fields: [],
  file: {
    field: 'photos',
    maxFiles: DISPATCH_PHOTOS_MAX,
    maxBytes: MAX_PICTURE_BYTES,
    tooLarge: 'Each photo must be 5 MB or smaller',
    tooMany: `Add at most ${DISPATCH_PHOTOS_MAX} photos`,
  },
  maxFieldBytes: 1024,
} as const;
import { settleCreditNote } from '../settle-credit-note.js';

/** Orders: the list by stage and search, one order, and moving it along, delaying or cancelling it. */
export const orderDeskRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/me', { schema: adminMeSchema }, async (request) => ({
    email: operatorOf(request),
    pendingSupport: await app.console.support.waiting(),
    pendingQuotes: await app.quotes.waiting(),
  }));

  app.get('/orders', { schema: adminOrdersSchema }, async (request) => {
    const { status, q, page, limit } = request.query;
    return app.orders.operatorPage({ status: status || undefined, q }, page, limit);
  });

  app.get('/orders/:id', { schema: adminOrderSchema }, async (request) => app.orders.operatorOrder(Number(request.params.id)));

  app.post(
    '/order/:id/advance',
    {
      schema: advanceOrderSchema,
      // Moving to any stage but Shipped needs nothing: a call without a body means {}.
      preValidation: async (request) => {
        request.body ??= {};
      },
    },
    async (request) => app.orders.advance(Number(request.params.id), operatorOf(request), request.body),
  );

  app.post('/order/:id/delay', { schema: delayOrderSchema }, async (request) =>
    app.orders.delay(Number(request.params.id), request.body.message, operatorOf(request)),
  );

  app.post('/order/:id/cancel', { schema: cancelOrderByOperatorSchema }, async (request) => {
    const answer = await app.orders.cancelByOperator(Number(request.params.id), request.body.message ?? '', operatorOf(request));
    settleCreditNote(app, request, Number(request.params.id));
    return answer;
  });

  app.post('/order/:id/eway-bill/cancel', { schema: cancelEwayBillSchema }, async (request) =>
    app.orders.changeConsignment(Number(request.params.id), operatorOf(request), { kind: 'cancel', body: request.body }),
  );

  app.post('/order/:id/eway-bill/extend', { schema: extendEwayBillSchema }, async (request) =>
    app.orders.changeConsignment(Number(request.params.id), operatorOf(request), { kind: 'extend', body: request.body }),
  );

  app.post(
    '/order/:id/eway-bill',
    {
      schema: renewEwayBillSchema,
      preValidation: async (request) => {
        request.body ??= {};
      },
    },
    async (request) => app.orders.changeConsignment(Number(request.params.id), operatorOf(request), { kind: 'renew', body: request.body }),
  );

  app.post('/order/:id/dispatch/vehicle', { schema: changeVehicleSchema }, async (request) =>
    app.orders.changeConsignment(Number(request.params.id), operatorOf(request), { kind: 'vehicle', body: request.body }),
  );

  /** POST /order/{id}/dispatch/photos (multipart): up to 5 photos in `photos`, JPEG, PNG or WebP by their bytes, 5 MB each. */
  app.post('/order/:id/dispatch/photos', { schema: dispatchPhotosSchema }, async (request) => {
    const form = await readMultipartForm(request, PHOTO_FORM, `the dispatch photos (up to ${DISPATCH_PHOTOS_MAX})`);
    if (form.files.length === 0) throw badRequest(DISPATCH_MESSAGES.photosNone);
    const problem = form.files.map(imageProblem).find((found) => found !== null);
    if (problem === 'type') throw badRequest(DISPATCH_MESSAGES.photosType);
    if (problem) throw badRequest(problem);
    const stored = await Promise.all(form.files.map((bytes) => app.photos.put(bytes, imageExtension(bytes)!)));
    try {
      return await app.orders.addDispatchPhotos(
        Number(request.params.id),
        operatorOf(request),
        stored.map((image) => image.url),
      );
    } catch (error) {
      await Promise.all(stored.map((image) => image.remove()));
      throw error;
    }
  });

  app.post('/purchase/:purchaseId/einvoice/cancel', { schema: cancelIrnSchema }, async (request) =>
    app.orders.cancelIrn(request.params.purchaseId, request.body, operatorOf(request)),
  );
};
