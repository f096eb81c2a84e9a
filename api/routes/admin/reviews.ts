import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { adminReviewsSchema, hideReviewSchema } from '../../../domain/rest/admin.js';
import { operatorOf } from './operator.js';

/** Reviews: newest first with their photos; hidden or restored. */
export const reviewModerationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/reviews', { schema: adminReviewsSchema }, async (request) => app.console.reviews.page(request.query.page, request.query.limit));
  app.patch('/reviews/:id', { schema: hideReviewSchema }, async (request) => {
    const answer = await app.console.reviews.hide(Number(request.params.id), request.body.hidden, operatorOf(request));
    await app.catalogueCache.refresh();
    return answer;
  });
};
