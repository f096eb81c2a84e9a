import { assign, fromPromise, setup } from 'xstate';
import type { CompanyRole } from '../domain/company.js';
import { messageOf, type Notice } from '../domain/notice.js';
import type { Company } from '../src/graphql/generated.js';

export interface CompanyChange {
  message: string;
  company: Company;
}

export interface MemberUpdate {
  userId: string;
  role?: CompanyRole;
  orderLimit?: number | null;
  monthlyLimit?: number | null;
}

export interface CompanyMembersContext {
  /** Null until loaded, and while the buyer is in no company. */
  company: Company | null;
  /** An invitation's token from the link the buyer opened; kept until used or refused. */
  invitation: string | null;
  invite: { email: string; role: CompanyRole };
  /** What is wrong with the email to invite, said beside the field after Send; cleared as it is changed. */
  inviteProblem: string | null;
  /** The waiting invitation being withdrawn or sent again. */
  invitationChange: InvitationChange | null;
  /** The member change being sent. */
  pending: MemberUpdate | null;
}

/** A waiting invitation withdrawn (its link stops working) or sent again (with a new link). */
export interface InvitationChange {
  id: string;
  change: 'withdraw' | 'resend';
}

export type CompanyMembersEvent =
  | { type: 'company.create' }
  | { type: 'company.retry' }
  /** Something changed what the company owes (an order approved and placed): read it again, quietly. */
  | { type: 'company.refresh' }
  | { type: 'invitation.accept' }
  | { type: 'invitation.dismiss' }
  | { type: 'invite.change'; email?: string; role?: CompanyRole }
  | { type: 'invite.send' }
  | { type: 'invitation.withdraw'; id: string }
  | { type: 'invitation.resend'; id: string }
  | { type: 'member.update'; update: MemberUpdate }
  | { type: 'member.remove'; userId: string };

const LOAD_FAILED = 'Your company account could not be loaded. Please try again.';
const CHANGE_FAILED = 'That change was not saved. Please try again.';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const INVITE_EMAIL_PROBLEM = 'Please enter the email address to invite.';
export const INVITE_EMAIL_INVALID = 'This email address looks mistyped: it should read like name@company.in.';

/** What is wrong with an email to invite; null when it can be sent. */
const inviteEmailProblem = (email: string): string | null =>
  email.trim() === '' ? INVITE_EMAIL_PROBLEM : EMAIL.test(email.trim()) ? null : INVITE_EMAIL_INVALID;

/**
 * My Account › Company: loads the buyer's company (or none); a buyer in none makes one from their business details or
 * joins by an invitation's link; the Owner invites by email, changes roles and limits and removes members. One call at
 * a time: while one is out, the buttons are disabled and further presses are ignored. Every answer replaces the company
 * shown; a refusal says the server's sentence and keeps what was typed.
 */
export const companyMembersMachine = setup({
  types: {
    context: {} as CompanyMembersContext,
    events: {} as CompanyMembersEvent,
    input: {} as { invitation: string | null },
  },
  actors: {
    loadCompany: fromPromise<Company | null>(async () => {
      throw new Error('loadCompany must be provided');
    }),
    createCompany: fromPromise<CompanyChange>(async () => {
      throw new Error('createCompany must be provided');
    }),
    acceptInvitation: fromPromise<CompanyChange, { token: string }>(async () => {
      throw new Error('acceptInvitation must be provided');
    }),
    invite: fromPromise<CompanyChange, { email: string; role: CompanyRole }>(async () => {
      throw new Error('invite must be provided');
    }),
    changeInvitation: fromPromise<CompanyChange, InvitationChange>(async () => {
      throw new Error('changeInvitation must be provided');
    }),
    updateMember: fromPromise<CompanyChange, MemberUpdate>(async () => {
      throw new Error('updateMember must be provided');
    }),
    removeMember: fromPromise<CompanyChange, { userId: string }>(async () => {
      throw new Error('removeMember must be provided');
    }),
  },
  actions: {
    notify: (_, _notice: Notice) => {},
    /** The invitation is used or refused: the link is not offered again. */
    forgetInvitation: () => {},
    /** The company the buyer is in now, and their role ('' when none): the business details follow it. */
    membershipShown: (_, _membership: string) => {},
  },
  guards: {
    hasCompany: ({ context }) => context.company !== null,
    /** Read again, the buyer is still in a company (an Owner may have removed them meanwhile). */
    stillMember: (_, { company }: { company: Company | null }) => company !== null,
    hasInvitation: ({ context }) => context.invitation !== null,
    inviteValid: ({ context }) => inviteEmailProblem(context.invite.email) === null,
  },
}).createMachine({
  id: 'companyMembers',
  context: ({ input }) => ({
    company: null,
    invitation: input.invitation,
    invite: { email: '', role: 'buyer' },
    inviteProblem: null,
    invitationChange: null,
    pending: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadCompany',
        src: 'loadCompany',
        onDone: { target: 'loaded', actions: assign(({ event }) => ({ company: event.output })) },
        onError: { target: 'loadFailed' },
      },
    },
    loaded: {
      always: [{ guard: 'hasCompany', target: 'member' }, { target: 'none' }],
    },
    loadFailed: {
      entry: { type: 'notify', params: { kind: 'error', message: LOAD_FAILED } },
      on: { 'company.retry': 'loading' },
    },
    none: {
      entry: { type: 'membershipShown', params: '' },
      on: {
        'company.create': 'creating',
        'invitation.accept': { guard: 'hasInvitation', target: 'accepting' },
        'invitation.dismiss': { actions: [assign({ invitation: null }), 'forgetInvitation'] },
      },
    },
    creating: {
      invoke: {
        id: 'createCompany',
        src: 'createCompany',
        onDone: {
          target: 'member',
          actions: [
            assign(({ event }) => ({ company: event.output.company })),
            { type: 'notify', params: ({ event }) => ({ kind: 'success', message: event.output.message }) },
          ],
        },
        onError: {
          target: 'none',
          actions: { type: 'notify', params: ({ event }) => ({ kind: 'error', message: messageOf(event.error, CHANGE_FAILED) }) },
        },
      },
    },
    accepting: {
      invoke: {
        id: 'acceptInvitation',
        src: 'acceptInvitation',
        input: ({ context }) => ({ token: context.invitation! }),
        onDone: {
          target: 'member',
          actions: [
            assign(({ event }) => ({ company: event.output.company, invitation: null })),
            'forgetInvitation',
            { type: 'notify', params: ({ event }) => ({ kind: 'success', message: event.output.message }) },
          ],
        },
        onError: [
          {
            // Already in a company: the link stays refused, and the company they are in is shown again.
            guard: 'hasCompany',
            target: 'member',
            actions: [
              assign({ invitation: null }),
              'forgetInvitation',
              { type: 'notify', params: ({ event }) => ({ kind: 'error', message: messageOf(event.error, CHANGE_FAILED) }) },
            ],
          },
          {
            target: 'none',
            actions: [
              assign({ invitation: null }),
              'forgetInvitation',
              { type: 'notify', params: ({ event }) => ({ kind: 'error', message: messageOf(event.error, CHANGE_FAILED) }) },
            ],
          },
        ],
      },
    },
    member: {
      entry: { type: 'membershipShown', params: ({ context }) => `${context.company!.id}:${context.company!.role}` },
      on: {
        'invitation.accept': { guard: 'hasInvitation', target: 'accepting' },
        'invitation.dismiss': { actions: [assign({ invitation: null }), 'forgetInvitation'] },
        'invite.change': {
          actions: assign(({ context, event }) => ({
            invite: { email: event.email ?? context.invite.email, role: event.role ?? context.invite.role },
            inviteProblem: event.email === undefined ? context.inviteProblem : null,
          })),
        },
        'invite.send': [
          { guard: 'inviteValid', target: 'inviting', actions: assign({ inviteProblem: null }) },
          { actions: assign({ inviteProblem: ({ context }) => inviteEmailProblem(context.invite.email) }) },
        ],
        'invitation.withdraw': {
          target: 'changingInvitation',
          actions: assign({ invitationChange: ({ event }) => ({ id: event.id, change: 'withdraw' as const }) }),
        },
        'invitation.resend': {
          target: 'changingInvitation',
          actions: assign({ invitationChange: ({ event }) => ({ id: event.id, change: 'resend' as const }) }),
        },
        'company.refresh': 'refreshing',
        'member.update': { target: 'updating', actions: assign(({ event }) => ({ pending: event.update })) },
        'member.remove': { target: 'removing', actions: assign(({ event }) => ({ pending: { userId: event.userId } })) },
      },
    },
    inviting: {
      invoke: {
        id: 'invite',
        src: 'invite',
        input: ({ context }) => ({ email: context.invite.email.trim(), role: context.invite.role }),
        onDone: {
          target: 'member',
          actions: [
            assign(({ event, context }) => ({ company: event.output.company, invite: { ...context.invite, email: '' } })),
            { type: 'notify', params: ({ event }) => ({ kind: 'success', message: event.output.message }) },
          ],
        },
        onError: {
          target: 'member',
          actions: { type: 'notify', params: ({ event }) => ({ kind: 'error', message: messageOf(event.error, CHANGE_FAILED) }) },
        },
      },
    },
    refreshing: {
      invoke: {
        id: 'loadCompany',
        src: 'loadCompany',
        onDone: [
          {
            guard: { type: 'stillMember', params: ({ event }) => ({ company: event.output }) },
            target: 'member',
            actions: assign(({ event }) => ({ company: event.output })),
          },
          { target: 'none', actions: assign({ company: null }) },
        ],
        // The company shown stays as it was; the next change or visit reads it again.
        onError: 'member',
      },
    },
    changingInvitation: {
      invoke: {
        id: 'changeInvitation',
        src: 'changeInvitation',
        input: ({ context }) => context.invitationChange!,
        onDone: {
          target: 'member',
          actions: [
            assign(({ event }) => ({ company: event.output.company, invitationChange: null })),
            { type: 'notify', params: ({ event }) => ({ kind: 'success', message: event.output.message }) },
          ],
        },
        onError: {
          target: 'member',
          actions: [
            assign({ invitationChange: null }),
            { type: 'notify', params: ({ event }) => ({ kind: 'error', message: messageOf(event.error, CHANGE_FAILED) }) },
          ],
        },
      },
    },
    updating: {
      invoke: {
        id: 'updateMember',
        src: 'updateMember',
        input: ({ context }) => context.pending!,
        onDone: {
          target: 'member',
          actions: [
            assign(({ event }) => ({ company: event.output.company })),
            { type: 'notify', params: ({ event }) => ({ kind: 'success', message: event.output.message }) },
          ],
        },
        onError: {
          target: 'member',
          actions: { type: 'notify', params: ({ event }) => ({ kind: 'error', message: messageOf(event.error, CHANGE_FAILED) }) },
        },
      },
    },
    removing: {
      invoke: {
        id: 'removeMember',
        src: 'removeMember',
        input: ({ context }) => ({ userId: context.pending!.userId }),
        onDone: {
          target: 'member',
          actions: [
            assign(({ event }) => ({ company: event.output.company })),
            { type: 'notify', params: ({ event }) => ({ kind: 'success', message: event.output.message }) },
          ],
        },
        onError: {
          target: 'member',
          actions: { type: 'notify', params: ({ event }) => ({ kind: 'error', message: messageOf(event.error, CHANGE_FAILED) }) },
        },
      },
    },
  },
});
