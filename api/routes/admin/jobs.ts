import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { adminFailedJobsSchema, retryJobSchema } from '../../../domain/rest/admin.js';
import { createJobDesk } from '../../admin/job-desk.js';
import { operatorOf } from './operator.js';

/** Failed jobs: mail, invoices and payment captures the queue gave up on, and trying one again. */
export const jobDeskRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const desk = createJobDesk(app.repos, app.jobs);
  app.get('/jobs', { schema: adminFailedJobsSchema }, async (request) => desk.page(request.query.page, request.query.limit));
  app.post('/jobs/:id/retry', { schema: retryJobSchema }, async (request) => desk.retry(request.params.id, operatorOf(request)));
};
