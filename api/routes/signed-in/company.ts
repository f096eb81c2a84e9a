import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  acceptSchema,
  approvalsSchema,
  approveSchema,
  companySchema,
  createCompanySchema,
  inviteSchema,
  memberSchema,
  rejectSchema,
  withdrawSchema,
  removeMemberSchema,
  resendInvitationSchema,
  withdrawInvitationSchema,
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

  app.delete('/company/invitations/:id', { schema: withdrawInvitationSchema }, async (request) =>
    app.companies.withdrawInvitation(request.user, Number(request.params.id)),
  );

  app.post('/company/invitations/:id/resend', { schema: resendInvitationSchema }, async (request) =>
    app.companies.resendInvitation(request.user, Number(request.params.id)),
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

  app.get('/company/approvals', { schema: approvalsSchema }, async (request) => app.approvals.list(request.user.id));

  app.post('/company/approvals/:id/approve', { schema: approveSchema }, async (request) => {
    const answer = await app.approvals.approve(request.user, Number(request.params.id));
    // Its invoices are issued and drawn by the job queue; a download serves the copy.
    await app.jobs
      .invoices({ orderIds: answer.orders.map((order) => Number(order._id)), buyer: Number(answer.data.buyer.userId) })
      .catch((error: unknown) =>
        request.log.warn({ err: error }, 'invoices were not queued after an approved order; the first download draws them'),
      );
    return answer;
  });

  app.post('/company/approvals/:id/withdraw', { schema: withdrawSchema }, async (request) =>
    app.approvals.withdraw(request.user, Number(request.params.id)),
  );

  app.post('/company/approvals/:id/reject', { schema: rejectSchema }, async (request) =>
    app.approvals.reject(request.user, Number(request.params.id), request.body.reason),
  );
};
