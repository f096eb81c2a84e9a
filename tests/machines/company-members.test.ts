import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { CompanyRole } from '../../domain/company.js';
import {
  companyMembersMachine,
  INVITE_EMAIL_INVALID,
  INVITE_EMAIL_PROBLEM,
  type CompanyChange,
  type InvitationChange,
  type MemberUpdate,
} from '../../machines/company-members.js';
import type { Company } from '../../src/graphql/generated.js';
import { controllableActor, flush } from '../support/controllable-actor.js';
import { modelSuite } from '../support/model-suite.js';

const OWNER = {
  userId: '1',
  email: 'asha@garments.example.in',
  name: 'Asha',
  role: 'owner',
  orderLimit: null,
  monthlyLimit: null,
  joinedAt: '2026-11-27T06:00:00.000Z',
};
const COMPANY: Company = {
  id: '7',
  name: 'Asha Garments Pvt Ltd',
  gstin: '27AAPFU0939F1ZV',
  role: 'owner',
  members: [OWNER],
  invitations: [],
  activity: [],
  terms: 'advance',
  creditLimit: 0,
  outstanding: 0,
  available: 0,
  onHold: false,
};
const WITH_BUYER: Company = {
  ...COMPANY,
  members: [OWNER, { ...OWNER, userId: '2', email: 'ravi@garments.example.in', name: 'Ravi', role: 'buyer' }],
};

function start(invitation: string | null = null) {
  const load = controllableActor<Company | null, unknown>();
  const create = controllableActor<CompanyChange, unknown>();
  const accept = controllableActor<CompanyChange, { token: string }>();
  const invite = controllableActor<CompanyChange, { email: string; role: CompanyRole }>();
  const update = controllableActor<CompanyChange, MemberUpdate>();
  const remove = controllableActor<CompanyChange, { userId: string }>();
  const changeInvitation = controllableActor<CompanyChange, InvitationChange>();
  const notify = vi.fn();
  const forget = vi.fn();
  const actor = createActor(
    companyMembersMachine.provide({
      actors: {
        loadCompany: load.logic,
        createCompany: create.logic,
        acceptInvitation: accept.logic,
        invite: invite.logic,
        updateMember: update.logic,
        removeMember: remove.logic,
        changeInvitation: changeInvitation.logic,
      },
      actions: { notify: (_, notice) => notify(notice), forgetInvitation: forget },
    }),
    { input: { invitation } },
  ).start();
  return { actor, load, create, accept, invite, update, remove, changeInvitation, notify, forget };
}

describe('company members machine', () => {
  it('shows no company until one is made from the business details; the Owner then sees it', async () => {
    const { actor, load, create, notify } = start();
    load.last().resolve(null);
    await flush();
    expect(actor.getSnapshot().value).toBe('none');
    actor.send({ type: 'company.create' });
    actor.send({ type: 'company.create' });
    expect(create.calls).toHaveLength(1);
    create.last().resolve({ message: 'Company account created. You are its Owner.', company: COMPANY });
    await flush();
    expect(actor.getSnapshot().value).toBe('member');
    expect(actor.getSnapshot().context.company?.name).toBe('Asha Garments Pvt Ltd');
    expect(notify).toHaveBeenLastCalledWith({ kind: 'success', message: 'Company account created. You are its Owner.' });
  });

  it('says the server’s reason when a company cannot be made, and stays without one', async () => {
    const { actor, load, create, notify } = start();
    load.last().resolve(null);
    await flush();
    actor.send({ type: 'company.create' });
    create.last().reject(new Error('Save your business details first: the company takes its name, GSTIN and billing address from them.'));
    await flush();
    expect(actor.getSnapshot().value).toBe('none');
    expect(notify.mock.lastCall?.[0].message).toMatch(/^Save your business details first/);
  });

  it('joins by the invitation’s link, once, and forgets the link whether it worked or not', async () => {
    const { actor, load, accept, notify, forget } = start('tok3n');
    load.last().resolve(null);
    await flush();
    actor.send({ type: 'invitation.accept' });
    expect(accept.last().input).toEqual({ token: 'tok3n' });
    accept.last().reject(new Error('This invitation has already been used. Ask the company’s Owner for a new one.'));
    await flush();
    expect(actor.getSnapshot().value).toBe('none');
    expect(actor.getSnapshot().context.invitation).toBeNull();
    expect(forget).toHaveBeenCalledTimes(1);
    actor.send({ type: 'invitation.accept' });
    expect(accept.calls).toHaveLength(1);
    expect(notify.mock.lastCall?.[0]).toEqual({
      kind: 'error',
      message: 'This invitation has already been used. Ask the company’s Owner for a new one.',
    });

    const second = start('again');
    second.load.last().resolve(null);
    await flush();
    second.actor.send({ type: 'invitation.accept' });
    second.accept.last().resolve({ message: 'You joined Asha Garments Pvt Ltd as Buyer.', company: { ...COMPANY, role: 'buyer' } });
    await flush();
    expect(second.actor.getSnapshot().value).toBe('member');
    expect(second.forget).toHaveBeenCalledTimes(1);
  });

  it('invites an email as a role, checks the email before any call, and clears it once sent', async () => {
    const { actor, load, invite, notify } = start();
    load.last().resolve(COMPANY);
    await flush();
    actor.send({ type: 'invite.send' });
    expect(actor.getSnapshot().context.inviteProblem).toBe(INVITE_EMAIL_PROBLEM);
    expect(notify).not.toHaveBeenCalled();
    expect(invite.calls).toHaveLength(0);
    // A mistyped address is said beside the field, and forgotten as it is changed.
    actor.send({ type: 'invite.change', email: 'ravi@garments' });
    actor.send({ type: 'invite.send' });
    expect(actor.getSnapshot().context.inviteProblem).toBe(INVITE_EMAIL_INVALID);
    expect(invite.calls).toHaveLength(0);
    actor.send({ type: 'invite.change', role: 'viewer' });
    expect(actor.getSnapshot().context.inviteProblem).toBe(INVITE_EMAIL_INVALID);
    actor.send({ type: 'invite.change', email: 'ravi@garments.' });
    expect(actor.getSnapshot().context.inviteProblem).toBeNull();
    actor.send({ type: 'invite.change', email: ' ravi@garments.example.in ', role: 'approver' });
    actor.send({ type: 'invite.send' });
    expect(invite.last().input).toEqual({ email: 'ravi@garments.example.in', role: 'approver' });
    invite.last().reject(new Error('ravi@garments.example.in is already a member of your company.'));
    await flush();
    expect(actor.getSnapshot().context.invite.email).toBe(' ravi@garments.example.in ');
    actor.send({ type: 'invite.change', email: 'meera@garments.example.in' });
    actor.send({ type: 'invite.send' });
    invite.last().resolve({ message: 'Invitation sent to meera@garments.example.in. The link works once, for 7 days.', company: COMPANY });
    await flush();
    expect(actor.getSnapshot().context.invite).toEqual({ email: '', role: 'approver' });
  });

  it('reads the company again, quietly, when an approved order changes what it owes', async () => {
    const { actor, load } = start();
    load.last().resolve(COMPANY);
    await flush();
    actor.send({ type: 'company.refresh' });
    expect(load.calls).toHaveLength(2);
    load.last().resolve({ ...COMPANY, outstanding: 42_000 });
    await flush();
    expect(actor.getSnapshot().value).toBe('member');
    expect(actor.getSnapshot().context.company?.outstanding).toBe(42_000);
    // A failed read keeps the company shown.
    actor.send({ type: 'company.refresh' });
    load.last().reject(new Error('offline'));
    await flush();
    expect(actor.getSnapshot().value).toBe('member');
    expect(actor.getSnapshot().context.company?.outstanding).toBe(42_000);
  });

  it('withdraws or sends again a waiting invitation, one call at a time, showing the company answered', async () => {
    const { actor, load, changeInvitation, notify } = start();
    load.last().resolve(COMPANY);
    await flush();
    actor.send({ type: 'invitation.resend', id: '9' });
    actor.send({ type: 'invitation.withdraw', id: '9' });
    expect(changeInvitation.calls.map((call) => call.input)).toEqual([{ id: '9', change: 'resend' }]);
    changeInvitation.last().reject(new Error('This invitation is no longer waiting: it was used, withdrawn or has expired.'));
    await flush();
    expect(notify).toHaveBeenLastCalledWith({
      kind: 'error',
      message: 'This invitation is no longer waiting: it was used, withdrawn or has expired.',
    });
    actor.send({ type: 'invitation.withdraw', id: '9' });
    expect(changeInvitation.last().input).toEqual({ id: '9', change: 'withdraw' });
    changeInvitation
      .last()
      .resolve({ message: 'Invitation to ravi@garments.example.in withdrawn: its link no longer works.', company: COMPANY });
    await flush();
    expect(actor.getSnapshot().value).toBe('member');
    expect(notify).toHaveBeenLastCalledWith({
      kind: 'success',
      message: 'Invitation to ravi@garments.example.in withdrawn: its link no longer works.',
    });
  });

  it('changes a member’s role or limits and removes a member, one change at a time, showing the company answered', async () => {
    const { actor, load, update, remove, notify } = start();
    load.last().resolve(WITH_BUYER);
    await flush();
    actor.send({ type: 'member.update', update: { userId: '2', orderLimit: 50_000 } });
    actor.send({ type: 'member.remove', userId: '2' });
    expect(update.last().input).toEqual({ userId: '2', orderLimit: 50_000 });
    expect(remove.calls).toHaveLength(0);
    update.last().resolve({
      message: 'Member updated',
      company: { ...WITH_BUYER, members: [OWNER, { ...WITH_BUYER.members[1]!, orderLimit: 50_000 }] },
    });
    await flush();
    expect(actor.getSnapshot().context.company?.members[1]?.orderLimit).toBe(50_000);
    actor.send({ type: 'member.remove', userId: '2' });
    expect(remove.last().input).toEqual({ userId: '2' });
    remove.last().resolve({ message: 'Member removed.', company: COMPANY });
    await flush();
    expect(actor.getSnapshot().context.company?.members).toHaveLength(1);
    actor.send({ type: 'member.update', update: { userId: '1', role: 'viewer' } });
    update.last().reject(new Error('A company needs an Owner: make another member Owner first.'));
    await flush();
    expect(actor.getSnapshot().value).toBe('member');
    expect(notify).toHaveBeenLastCalledWith({ kind: 'error', message: 'A company needs an Owner: make another member Owner first.' });
  });

  it('a failed load says so and can be tried again', async () => {
    const { actor, load, notify } = start();
    load.last().reject(new Error('offline'));
    await flush();
    expect(actor.getSnapshot().value).toBe('loadFailed');
    expect(notify).toHaveBeenLastCalledWith({ kind: 'error', message: 'Your company account could not be loaded. Please try again.' });
    actor.send({ type: 'company.retry' });
    expect(load.calls).toHaveLength(2);
  });

  describe('model', () => {
    modelSuite({
      machine: companyMembersMachine,
      input: { invitation: 'tok3n' },
      invoked: ['loadCompany', 'createCompany', 'acceptInvitation', 'invite', 'updateMember', 'removeMember', 'changeInvitation'],
      outputs: {
        loadCompany: null,
        createCompany: { message: 'Company account created. You are its Owner.', company: COMPANY },
        acceptInvitation: { message: 'You joined Asha Garments Pvt Ltd as Buyer.', company: WITH_BUYER },
        invite: { message: 'Invitation sent', company: COMPANY },
        updateMember: { message: 'Member updated', company: WITH_BUYER },
        removeMember: { message: 'Member removed.', company: COMPANY },
        changeInvitation: { message: 'Invitation withdrawn', company: COMPANY },
      },
      events: [
        { type: 'company.create' },
        { type: 'company.retry' },
        { type: 'invitation.accept' },
        { type: 'invitation.dismiss' },
        { type: 'invite.change', email: 'ravi@garments.example.in' },
        { type: 'invite.change', email: '' },
        { type: 'invite.send' },
        { type: 'member.update', update: { userId: '2', role: 'approver' } },
        { type: 'member.remove', userId: '2' },
        { type: 'invitation.withdraw', id: '9' },
        { type: 'invitation.resend', id: '9' },
        { type: 'company.refresh' },
      ],
      abstract: (snapshot) => {
        const context = snapshot.context as { company: Company | null; invitation: string | null; invite: { email: string } };
        return {
          value: snapshot.value,
          members: context.company?.members.length ?? 0,
          invitation: context.invitation !== null,
          email: context.invite.email !== '',
        };
      },
      // Whatever the machine's shape: one call at a time, and an invitation is only ever sent to a real-looking email.
      checks:
        () =>
        ({ fakes }) => {
          const open = Object.values(fakes).flatMap((fake) => fake.calls.filter((call) => !call.settled));
          expect(open.length).toBeLessThanOrEqual(1);
          for (const call of fakes.invite!.calls) expect((call.input as { email: string }).email).toMatch(/@/);
        },
    });
  });
});
