import {
  alreadyInCompany,
  COMPANY_MESSAGES,
  INVITATION_DAYS,
  invitationExpired,
  invitationForSomeoneElse,
  invitationLimit,
  INVITATIONS_PER_HOUR,
  invitationResent,
  invitationSent,
  invitationWithdrawnFor,
  joined,
  maskedEmail,
  limitText,
  may,
  ROLE_NAMES,
  type CompanyPermission,
  type CompanyRole,
} from '../../domain/company.js';
import { formatDay, indianDay } from '../../domain/day.js';
import type { ShopLinks } from '../../domain/links.js';
import { rupeesToPaise } from '../../domain/money.js';
import type { CompanyAnswer, InvitationBody, InvitationPreview, MemberBody } from '../../domain/rest/company.js';
import type { Mailer } from '../auth/mailer.js';
import { newToken, sha256 } from '../auth/secrets.js';
import { badRequest, conflict, forbidden, HttpError, notFound, tooManyRequests } from '../errors.js';
import type { Repositories } from '../repositories/index.js';
import type { UserRow } from '../repositories/users.js';
import { companyOf } from './company-answer.js';
import { creditStanding } from './credit-position.js';
import { invitationMail } from './invitation-mail.js';
import { approvalEnded, stopsBuying } from '../../domain/ownership.js';
import type { Transaction } from 'kysely';
import type { DB } from '../db/types.js';
import type { Executor } from '../db/executor.js';

type Member = Pick<UserRow, 'id' | 'email'>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** What a removal or demotion took back, as Activity says it ('' for nothing). */
const takenBackText = (taken: { quotes: number[]; approvals: number[] } | null) => {
  if (!taken) return '';
  const parts = [
    taken.quotes.length === 0 ? null : `quote${taken.quotes.length === 1 ? '' : 's'} ${taken.quotes.join(', ')} back to the company`,
    taken.approvals.length === 0
      ? null
      : `${taken.approvals.length} order${taken.approvals.length === 1 ? '' : 's'} waiting for approval ended`,
  ].filter(Boolean);
  return parts.length === 0 ? '' : `; ${parts.join('; ')}`;
};

/** A buyer's company and its members, as its Owner and its invitees change them. */
export interface CompanyService {
  read(userId: number): Promise<CompanyAnswer>;
  /** The buyer's business profile becomes the company's, and the buyer its Owner. */
  create(user: Member): Promise<CompanyAnswer>;
  invite(user: Member, body: InvitationBody): Promise<CompanyAnswer>;
  /** The Owner withdraws a waiting invitation: its link stops working. */
  withdrawInvitation(user: Member, id: number): Promise<CompanyAnswer>;
  /** A waiting invitation mailed again with a new link and a new week; counted with the Owner's invitations. */
  resendInvitation(user: Member, id: number): Promise<CompanyAnswer>;
  /** What an invitation's link shows before its reader signs in (the address masked). */
  previewInvitation(token: string): Promise<InvitationPreview>;
  /** The signed-in buyer joins the company that invited their email; a link works once, until it expires. */
  accept(user: Member, token: string): Promise<CompanyAnswer>;
  updateMember(user: Member, memberId: number, body: MemberBody): Promise<CompanyAnswer>;
  removeMember(user: Member, memberId: number): Promise<CompanyAnswer>;
}

/**
 * A buyer's company: made from their business profile, with members invited by email and given roles by the Owner.
 * Membership is read on every call, so a removed member's next request no longer reaches the company.
 */
export function createCompanyService(
  repos: Repositories,
  options: { mailer: Mailer; links: ShopLinks; mailFailed: (error: unknown) => void; now?: () => Date },
): CompanyService {
  const now = options.now ?? (() => new Date());

  async function answer(executor: Executor, userId: number): Promise<CompanyAnswer['data']> {
    const mine = await repos.companies.ofUser(userId, executor);
    if (!mine) throw notFound(COMPANY_MESSAGES.none);
    const owner = mine.role === 'owner';
    const [members, owing, invitations, activity] = await Promise.all([
      repos.companies.members(executor, mine.company.id),
      repos.ledger.owingOf(executor, mine.company.id),
      owner ? repos.companies.openInvitations(executor, mine.company.id, now()) : [],
      owner ? repos.companies.activity(executor, mine.company.id) : [],
    ]);
    return companyOf(mine.company, mine.role, members, creditStanding(mine.company, owing, indianDay(now())), {
      invitations: invitations.map((row) => ({
        _id: String(row.id),
        email: row.email,
        role: row.role as CompanyRole,
        expiresAt: new Date(row.expires_at).toISOString(),
      })),
      activity: activity.map((row) => ({
        _id: String(row.id),
        by: row.operator_email,
        kind: row.kind,
        summary: row.summary,
        createdAt: new Date(row.created_at).toISOString(),
      })),
    });
  }

  /** The member's company and role, refused with a sentence unless the role allows `permission`. */
  async function allowed(executor: Executor, userId: number, permission: CompanyPermission) {
    const mine = await repos.companies.ofUser(userId, executor);
    if (!mine) throw notFound(COMPANY_MESSAGES.none);
    if (!may(mine.role, permission)) throw forbidden(COMPANY_MESSAGES.ownerOnly);
    return mine;
  }

  /**
   * The Owner's company and its members, read after locking the company: changes to one company's members take
   * turns, and the Owner's own role is read again after the wait (two Owners demoting each other leave one Owner).
   */
  async function lockedMembers(trx: Transaction<DB>, userId: number) {
    const before = await allowed(trx, userId, 'manageMembers');
    await repos.companies.lockCompany(trx, before.company.id);
    const members = await repos.companies.members(trx, before.company.id);
    const me = members.find((member) => member.user_id === userId);
    if (!me || !may(me.role, 'manageMembers')) throw forbidden(COMPANY_MESSAGES.ownerOnly);
    return { mine: before, members };
  }

  const record = (
    trx: Transaction<DB>,
    by: string,
    kind: `company.${string}`,
    companyId: number,
    summary: string,
    change?: { before?: unknown; after?: unknown },
  ) => repos.activity.record(trx, { operator: by.toLowerCase(), kind, objectId: companyId, summary, ...change });

  async function inviteCounted(user: Member, body: InvitationBody): Promise<CompanyAnswer> {
    const email = body.email.trim().toLowerCase();
    const token = newToken();
    const invited = await repos.transaction(async (trx) => {
      const mine = await allowed(trx, user.id, 'manageMembers');
      const members = await repos.companies.members(trx, mine.company.id);
      if (members.some((member) => member.email.toLowerCase() === email)) throw conflict(alreadyInCompany(email));
      const expires = new Date(now().getTime() + INVITATION_DAYS * DAY_MS);
      await repos.companies.invite(trx, {
        company_id: mine.company.id,
        email,
        role: body.role,
        token_hash: sha256(token),
        invited_by: user.id,
        expires_at: expires,
      });
      await record(trx, user.email, 'company.invite', mine.company.id, `${user.email} invited ${email} as ${ROLE_NAMES[body.role]}`);
      return { company: mine.company.name, expires, data: await answer(trx, user.id) };
    });
    await mailInvitation({ to: email, company: invited.company, role: body.role, from: user.email, token, expires: invited.expires });
    return { msg: invitationSent(email), data: invited.data };
  }

  /** The invitation stands even when its mail cannot be sent now; the Owner can send it again. */
  const mailInvitation = (invitation: { to: string; company: string; role: CompanyRole; from: string; token: string; expires: Date }) =>
    options.mailer
      .send(
        invitationMail({
          to: invitation.to,
          company: invitation.company,
          role: invitation.role,
          from: invitation.from,
          link: options.links.invitation(invitation.token),
          expires: formatDay(indianDay(invitation.expires)),
        }),
      )
      .catch(options.mailFailed);

  async function resendCounted(user: Member, id: number): Promise<CompanyAnswer> {
    const token = newToken();
    const expires = new Date(now().getTime() + INVITATION_DAYS * DAY_MS);
    const resent = await repos.transaction(async (trx) => {
      const mine = await allowed(trx, user.id, 'manageMembers');
      const invitation = await repos.companies.openInvitation(trx, mine.company.id, id, now());
      if (!invitation) throw notFound(COMPANY_MESSAGES.noSuchInvitation);
      await repos.companies.renewInvitation(trx, invitation.id, sha256(token), expires);
      await record(trx, user.email, 'company.reinvite', mine.company.id, `${user.email} sent the invitation to ${invitation.email} again`);
      return {
        company: mine.company.name,
        email: invitation.email,
        role: invitation.role as CompanyRole,
        data: await answer(trx, user.id),
      };
    });
    await mailInvitation({ to: resent.email, company: resent.company, role: resent.role, from: user.email, token, expires });
    return { msg: invitationResent(resent.email), data: resent.data };
  }

  return {
    read: async (userId: number): Promise<CompanyAnswer> => ({ data: await answer(repos.db, userId) }),

    /** The buyer's business profile becomes the company's, and the buyer its Owner. */
    create: (user: Member): Promise<CompanyAnswer> =>
      repos.transaction(async (trx) => {
        if (await repos.companies.ofUser(user.id, trx)) throw conflict(COMPANY_MESSAGES.alreadyMember);
        const profile = await repos.businessProfiles.own(user.id, trx);
        if (!profile) throw badRequest(COMPANY_MESSAGES.needsProfile);
        const { id } = await repos.companies.create(trx, {
          name: profile.company_name,
          gstin: profile.gstin,
          address: profile.address,
          city: profile.city,
          state_code: profile.state_code,
          pin_code: profile.pin_code,
        });
        // A second create at the same moment finds the first's membership here and is undone.
        if (!(await repos.companies.addMember(trx, id, user.id, 'owner'))) throw conflict(COMPANY_MESSAGES.alreadyMember);
        await repos.addresses.giveToCompany(trx, user.id, id);
        await record(trx, user.email, 'company.create', id, `${user.email} created the company account ${profile.company_name}`);
        return { msg: COMPANY_MESSAGES.created, data: await answer(trx, user.id) };
      }),

    async invite(user: Member, body: InvitationBody): Promise<CompanyAnswer> {
      const reserved = await repos.authEvents.reserve('company_invite', [{ subject: `user:${user.id}`, max: INVITATIONS_PER_HOUR }], 60);
      if (!reserved.ok) throw tooManyRequests(invitationLimit(reserved.retryAfterSeconds), reserved.retryAfterSeconds);
      try {
        return await inviteCounted(user, body);
      } catch (error) {
        await repos.authEvents.release(reserved.ids);
        throw error;
      }
    },

    /** The Owner withdraws a waiting invitation: its link stops working. */
    withdrawInvitation: (user: Member, id: number): Promise<CompanyAnswer> =>
      repos.transaction(async (trx) => {
        const mine = await allowed(trx, user.id, 'manageMembers');
        const invitation = await repos.companies.openInvitation(trx, mine.company.id, id, now());
        if (!invitation) throw notFound(COMPANY_MESSAGES.noSuchInvitation);
        await repos.companies.withdrawInvitation(trx, invitation.id, now());
        await record(trx, user.email, 'company.uninvite', mine.company.id, `${user.email} withdrew the invitation to ${invitation.email}`);
        return { msg: invitationWithdrawnFor(invitation.email), data: await answer(trx, user.id) };
      }),

    /** A waiting invitation mailed again with a new link and a new week; counted with the Owner's invitations. */
    async resendInvitation(user: Member, id: number): Promise<CompanyAnswer> {
      const reserved = await repos.authEvents.reserve('company_invite', [{ subject: `user:${user.id}`, max: INVITATIONS_PER_HOUR }], 60);
      if (!reserved.ok) throw tooManyRequests(invitationLimit(reserved.retryAfterSeconds), reserved.retryAfterSeconds);
      try {
        return await resendCounted(user, id);
      } catch (error) {
        await repos.authEvents.release(reserved.ids);
        throw error;
      }
    },

    /** What an invitation's link shows before its reader signs in (the address masked). */
    async previewInvitation(token: string): Promise<InvitationPreview> {
      const row = await repos.companies.invitationPreview(repos.db, sha256(token));
      if (!row) throw notFound(COMPANY_MESSAGES.invitationUnknown);
      const expiresAt = new Date(row.expires_at);
      const [status, message] = row.accepted_at
        ? (['used', COMPANY_MESSAGES.invitationUsed] as const)
        : row.withdrawn_at
          ? (['withdrawn', COMPANY_MESSAGES.invitationWithdrawn] as const)
          : row.closed_at
            ? (['closed', COMPANY_MESSAGES.invitationClosed] as const)
            : expiresAt <= now()
              ? (['expired', invitationExpired(formatDay(indianDay(expiresAt)))] as const)
              : (['open', null] as const);
      return {
        company: row.company_name,
        invitedBy: row.inviter_name?.trim() || row.inviter_email || null,
        role: row.role as CompanyRole,
        email: maskedEmail(row.email),
        expiresAt: expiresAt.toISOString(),
        status,
        message,
      };
    },

    /** The signed-in buyer joins the company that invited their email; a link works once, until it expires. */
    accept: (user: Member, token: string): Promise<CompanyAnswer> =>
      repos.transaction(async (trx) => {
        const invitation = await repos.companies.invitationByToken(trx, sha256(token));
        if (!invitation) throw notFound(COMPANY_MESSAGES.invitationUnknown);
        if (invitation.accepted_at) throw conflict(COMPANY_MESSAGES.invitationUsed);
        if (invitation.withdrawn_at) throw new HttpError(410, COMPANY_MESSAGES.invitationWithdrawn);
        if (invitation.closed_at) throw new HttpError(410, COMPANY_MESSAGES.invitationClosed);
        if (new Date(invitation.expires_at) <= now())
          throw new HttpError(410, invitationExpired(formatDay(indianDay(new Date(invitation.expires_at)))));
        if (invitation.email.toLowerCase() !== user.email.toLowerCase()) throw forbidden(invitationForSomeoneElse(invitation.email));
        const role = invitation.role as CompanyRole;
        if (!(await repos.companies.addMember(trx, invitation.company_id, user.id, role))) throw conflict(COMPANY_MESSAGES.alreadyMember);
        await repos.companies.acceptInvitation(trx, invitation.id, user.id, now());
        await record(trx, user.email, 'company.join', invitation.company_id, `${user.email} joined as ${ROLE_NAMES[role]}`);
        return { msg: joined(invitation.company_name, role), data: await answer(trx, user.id) };
      }),

    updateMember: (user: Member, memberId: number, body: MemberBody): Promise<CompanyAnswer> =>
      repos.transaction(async (trx) => {
        // The member's cart first: what a demotion takes back leaves it (locks in one order: cart, company, quote).
        await repos.carts.lockIn(trx, memberId, { make: false });
        const { mine, members } = await lockedMembers(trx, user.id);
        const target = members.find((member) => member.user_id === memberId);
        if (!target) throw notFound(COMPANY_MESSAGES.noSuchMember);
        const role = body.role ?? target.role;
        if (memberId === user.id && role !== target.role) throw badRequest(COMPANY_MESSAGES.ownRole);
        if (target.role === 'owner' && role !== 'owner' && members.filter((member) => member.role === 'owner').length === 1)
          throw badRequest(COMPANY_MESSAGES.lastOwner);
        const paise = (rupees: number | null | undefined) =>
          rupees === undefined ? undefined : rupees === null ? null : rupeesToPaise(rupees);
        const values = {
          ...(body.role === undefined ? {} : { role }),
          ...(body.orderLimit === undefined ? {} : { order_limit_paise: paise(body.orderLimit)! }),
          ...(body.monthlyLimit === undefined ? {} : { monthly_limit_paise: paise(body.monthlyLimit)! }),
        };
        await repos.companies.updateMember(trx, mine.company.id, memberId, values);
        const takenBack = stopsBuying(target.role, role)
          ? await repos.companies.takeBack(trx, mine.company.id, memberId, approvalEnded(mine.company.name, 'demotion', role))
          : null;
        const changes = [
          body.role === undefined || body.role === target.role ? null : `role ${ROLE_NAMES[target.role]} → ${ROLE_NAMES[role]}`,
          body.orderLimit === undefined ? null : `order limit ${body.orderLimit === null ? 'none' : limitText(body.orderLimit)}`,
          body.monthlyLimit === undefined ? null : `monthly limit ${body.monthlyLimit === null ? 'none' : limitText(body.monthlyLimit)}`,
        ].filter(Boolean);
        await record(
          trx,
          user.email,
          'company.member',
          mine.company.id,
          `${user.email} changed ${target.email}: ${changes.join(', ') || 'nothing'}${takenBackText(takenBack)}`,
          {
            before: { role: target.role, orderLimit: target.order_limit_paise, monthlyLimit: target.monthly_limit_paise },
            after: { ...values, ...(takenBack ? { takenBack } : {}) },
          },
        );
        return { msg: COMPANY_MESSAGES.saved, data: await answer(trx, user.id) };
      }),

    removeMember: (user: Member, memberId: number): Promise<CompanyAnswer> =>
      repos.transaction(async (trx) => {
        // The member's cart first (cart, company, quote: the order every path locks in): what the company lent them
        // leaves it in this transaction, and an order they are placing now waits for it, or is placed before it.
        await repos.carts.lockIn(trx, memberId, { make: false });
        const { mine, members } = await lockedMembers(trx, user.id);
        const target = members.find((member) => member.user_id === memberId);
        if (!target) throw notFound(COMPANY_MESSAGES.noSuchMember);
        if (memberId === user.id) throw badRequest(COMPANY_MESSAGES.notYourself);
        const takenBack = await repos.companies.takeBack(trx, mine.company.id, memberId, approvalEnded(mine.company.name, 'removal'));
        await repos.companies.removeMember(trx, mine.company.id, memberId);
        await record(
          trx,
          user.email,
          'company.remove',
          mine.company.id,
          `${user.email} removed ${target.email} (${ROLE_NAMES[target.role]})${takenBackText(takenBack)}`,
          { after: { takenBack } },
        );
        return { msg: COMPANY_MESSAGES.removed, data: await answer(trx, user.id) };
      }),
  };
}
