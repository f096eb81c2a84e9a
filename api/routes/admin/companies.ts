import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { adminCompaniesSchema, closeCompanySchema, holdSchema, termsSchema } from '../../../domain/rest/company.js';
import { operatorOf } from './operator.js';

/** Companies: found by name, GSTIN or city, with members and roles; payment terms, credit limit, credit hold. */
export const companyDeskRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const companies = app.console.companies;
  app.get('/companies', { schema: adminCompaniesSchema }, async (request) =>
    companies.page(request.query.q, request.query.page, request.query.limit),
  );
  app.put('/companies/:id/terms', { schema: termsSchema }, async (request) =>
    companies.setTerms(Number(request.params.id), request.body, operatorOf(request)),
  );
  app.post('/companies/:id/close', { schema: closeCompanySchema }, async (request) =>
    companies.close(Number(request.params.id), request.body.reason.trim(), operatorOf(request)),
  );
  app.put('/companies/:id/hold', { schema: holdSchema }, async (request) =>
    companies.setHold(Number(request.params.id), request.body.onHold, request.body.reason, operatorOf(request)),
  );
};
