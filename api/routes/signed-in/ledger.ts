import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { ledgerSchema, reportPaymentSchema, statementSchema } from '../../../domain/rest/ledger.js';

/** A file answer: private to the buyer, never cached, saved under its name. */
export const sendFile = (reply: FastifyReply, type: string, file: { filename: string; body: string | Buffer }) =>
  reply
    .type(type)
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'private, no-store')
    .send(file.body);

/** A company's ledger on account, for its Owner and Accounts: invoices, payments reported, the statement. */
export const ledgerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/company/ledger', { schema: ledgerSchema }, async (request) => app.ledger.ledger(request.user.id));

  app.post('/company/payments', { schema: reportPaymentSchema }, async (request, reply) =>
    reply.code(201).send(await app.ledger.report(request.user, request.body)),
  );

  app.get('/company/statement.csv', { schema: statementSchema }, async (request, reply) => {
    const account = await app.ledger.statement(request.user.id, request.query.from, request.query.to);
    return sendFile(reply, 'text/csv; charset=utf-8', app.statements.csv(account));
  });

  // In a place of the member's own, taken before anything is read (a burst of one member's costs nothing past it),
  // then one of the company's, taken before the statement is read.
  app.get('/company/statement.pdf', { schema: statementSchema }, async (request, reply) => {
    const { from, to } = request.query;
    const pdf = await app.statements.pdf(`buyer:${request.user.id}`, async () => {
      const companyId = await app.ledger.companyOf(request.user.id);
      return { owner: `company:${companyId}`, read: () => app.ledger.companyStatement(companyId, from, to) };
    });
    return sendFile(reply, 'application/pdf', pdf);
  });
};
