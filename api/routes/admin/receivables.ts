import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  adminLedgerSchema,
  adminStatementSchema,
  confirmPaymentSchema,
  rejectPaymentSchema,
  receivablesSchema,
  receivablesSheetSchema,
  remindSchema,
  recordPaymentSchema,
  refundSchema,
} from '../../../domain/rest/ledger.js';
import { sendFile } from '../signed-in/ledger.js';
import { operatorOf } from './operator.js';

/** Companies' ledgers for operators: each company's ledger and statement, payments recorded or confirmed, receivables by age. */
export const receivableRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/companies/:id/ledger', { schema: adminLedgerSchema }, async (request) => app.ledger.companyLedger(Number(request.params.id)));

  app.get('/companies/:id/statement.csv', { schema: adminStatementSchema }, async (request, reply) => {
    const account = await app.ledger.companyStatement(Number(request.params.id), request.query.from, request.query.to);
    return sendFile(reply, 'text/csv; charset=utf-8', app.statements.csv(account));
  });

  app.get('/companies/:id/statement.pdf', { schema: adminStatementSchema }, async (request, reply) => {
    const { from, to } = request.query;
    const read = () => app.ledger.companyStatement(Number(request.params.id), from, to);
    const owner = `operator:${operatorOf(request)}` as const;
    return sendFile(reply, 'application/pdf', await app.statements.pdf(owner, async () => ({ owner, read })));
  });

  app.post('/companies/:id/payments', { schema: recordPaymentSchema }, async (request, reply) =>
    reply.code(201).send(await app.ledger.record(Number(request.params.id), request.body, operatorOf(request))),
  );

  app.post('/companies/:id/refunds', { schema: refundSchema }, async (request, reply) =>
    reply.code(201).send(await app.ledger.refund(Number(request.params.id), request.body, operatorOf(request))),
  );

  app.post('/payments/:id/confirm', { schema: confirmPaymentSchema }, async (request) =>
    app.ledger.confirm(Number(request.params.id), operatorOf(request)),
  );

  app.post('/payments/:id/reject', { schema: rejectPaymentSchema }, async (request) =>
    app.ledger.reject(Number(request.params.id), request.body.reason, operatorOf(request)),
  );

  app.get('/receivables', { schema: receivablesSchema }, async (request) => app.ledger.receivables(request.query.page));

  app.get('/receivables.csv', { schema: receivablesSheetSchema }, async (_request, reply) =>
    sendFile(reply, 'text/csv; charset=utf-8', await app.ledger.receivablesSheet()),
  );

  app.post('/receivables/remind', { schema: remindSchema }, async (request) => app.reminders.sendFor(operatorOf(request)));
};
