import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  acceptSchema,
  companySchema,
  createCompanySchema,
  inviteSchema,
  memberSchema,
  removeMemberSchema,
} from '../../../domain/rest/company.js';

/** A buyer's company account: made from the business profile, members invited by email, roles set by the Owner. */
export const companyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/company', { schema: companySchema }, async (request) => app.companies.read(request.user.id));

  app.post('/company', { schema: createCompanySchema }, async (request, reply) =>
    reply.code(201).send(await app.companies.create(request.user)),
  );

  app.post('/company/invitations', { schema: inviteSchema }, async (request, reply) =>
    reply.code(201).send(await app.companies.invite(request.user, request.body)),
  );

  app.post('/company/invitations/accept', { schema: acceptSchema }, async (request) =>
    app.companies.accept(request.user, request.body.token),
  );

  app.put('/company/members/:userId', { schema: memberSchema }, async (request) =>
    app.companies.updateMember(request.user, Number(request.params.userId), request.body),
  );

  app.delete('/company/members/:userId', { schema: removeMemberSchema }, async (request) =>
    app.companies.removeMember(request.user, Number(request.params.userId)),
  );
};
