import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ACTIVITY_MESSAGES } from '../../../domain/admin.js';
import { activitySheetSchema, adminActivitySchema, type ActivityFilter } from '../../../domain/rest/activity.js';
import { activityCsv, ACTIVITY_SHEET_MAX } from '../../admin/activity-csv.js';
import { badRequest } from '../../errors.js';
import { sendFile } from '../signed-in/ledger.js';

/** The filter as asked, refused when its days are the wrong way round. */
const filterOf = ({ operator, kind, from, to }: ActivityFilter): ActivityFilter => {
  if (from && to && from > to) throw badRequest(ACTIVITY_MESSAGES.daysReversed);
  return { operator, kind, from, to };
};

/** Activity: every operator action, newest first, by operator, kind and day; and the same as a sheet. */
export const activityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/activity', { schema: adminActivitySchema }, async (request) =>
    app.console.activity.page(filterOf(request.query), request.query.page, request.query.limit),
  );

  app.get('/activity.csv', { schema: activitySheetSchema }, async (request, reply) => {
    const filter = filterOf(request.query);
    const body = activityCsv(filter, await app.console.activity.sheet(filter, ACTIVITY_SHEET_MAX));
    return sendFile(reply, 'text/csv; charset=utf-8', {
      filename: `Activity-${filter.from ?? 'start'}-to-${filter.to ?? 'now'}.csv`,
      body,
    });
  });
};
