import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { gstReturnCsvSchema, gstReturnJsonSchema } from '../../../domain/rest/admin.js';

const TYPES = { json: 'application/json; charset=utf-8', csv: 'text/csv; charset=utf-8' } as const;

/** GSTR-1 of a month, as the portal's JSON or a sheet, to download. */
export const gstReturnRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const download = async (reply: FastifyReply, month: string, format: keyof typeof TYPES) =>
    reply
      .type(TYPES[format])
      .header('content-disposition', `attachment; filename="GSTR1-${month}.${format}"`)
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(await app.console.gstReturns[format](month)));

  // The month is checked with a sentence (domain/gst-return.ts); the pattern only keeps the suffix apart.
  app.get('/gst-returns/:month(^[0-9-]{1,10}).json', { schema: gstReturnJsonSchema }, async (request, reply) =>
    download(reply, request.params.month, 'json'),
  );
  app.get('/gst-returns/:month(^[0-9-]{1,10}).csv', { schema: gstReturnCsvSchema }, async (request, reply) =>
    download(reply, request.params.month, 'csv'),
  );
};
