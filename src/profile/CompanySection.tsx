import { owedText } from '../../domain/company-credit.js';
import '../styles/company.css';
import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  COMPANY_ROLES,
  LIMIT_PROBLEM,
  limitText,
  parsedLimit,
  may,
  ROLE_DUTIES,
  ROLE_NAMES,
  TERMS_NAMES,
  type CompanyRole,
  type PaymentTerms,
} from '../../domain/company.js';
import { formatRupees } from '../../domain/money.js';
import { companyMembersMachine } from '../../machines/company-members.js';
import type { CompanyMember, Company } from '../graphql/generated.js';
import { forgetInvitation, pendingInvitation } from '../services/invitation-storage.js';
import { notify } from '../services/notify.js';
import { useScreenActor } from '../services/screen-actor.js';
import { useCompanyActors } from './company-actors.js';
import { ApprovalsPanel } from './ApprovalsPanel.js';
import { LedgerPanel } from './LedgerPanel.js';

const roleName = (role: string) => ROLE_NAMES[role as CompanyRole] ?? role;
const when = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

/**
 * My Account › Company account: a business buying as a team. A buyer makes their business details a company and
 * becomes its Owner, or joins one by an invitation's link; the Owner invites by email, sets roles and limits and
 * removes members; every member sees the members and the company's terms and credit.
 */
export function CompanySection({
  me,
  myEmail,
  approval = null,
  onMembership,
}: {
  me: string;
  myEmail: string;
  /** The approval a mail linked to: shown first. */
  approval?: string | null;
  onMembership: (membership: string) => void;
}) {
  const actors = useCompanyActors();
  const logic = useMemo(
    () =>
      companyMembersMachine.provide({
        actors,
        actions: { notify: (_, notice) => notify(notice), forgetInvitation, membershipShown: (_, membership) => onMembership(membership) },
      }),
    [actors, onMembership],
  );
  const actor = useScreenActor(logic, { input: { invitation: pendingInvitation() } });
  const stage = useSelector(actor, (snapshot) => snapshot.value);
  const { company, invitation, invite, inviteProblem } = useSelector(actor, (snapshot) => snapshot.context);
  // A refresh after an approval reads the company quietly: the buttons stay as they were.
  const busy = stage !== 'none' && stage !== 'member' && stage !== 'refreshing';
  // An approved order on account changes what the company owes: its cards and ledger are read again.
  const [ledgerVersion, setLedgerVersion] = useState(0);
  const onPlaced = useCallback(() => {
    actor.send({ type: 'company.refresh' });
    setLedgerVersion((version) => version + 1);
  }, [actor]);
  // A buyer who came by an invitation's link sees it first, wherever the section sits on the page.
  const invitationCard = useRef<HTMLDivElement>(null);
  const hasInvitation = invitation !== null;
  useEffect(() => {
    if (hasInvitation) invitationCard.current?.scrollIntoView({ block: 'center' });
  }, [hasInvitation]);

  return (
    <section className="account-company" aria-labelledby="company-title" aria-busy={busy}>
      <h2 id="company-title">Company account</h2>
      {invitation && (stage === 'none' || stage === 'member' || stage === 'accepting') && (
        <div className="company-invitation" role="status" ref={invitationCard}>
          <p>You have been invited to join a company account: its orders, invoices and addresses will be shared with you.</p>
          <div className="company-actions">
            <button type="button" className="button" disabled={busy} onClick={() => actor.send({ type: 'invitation.accept' })}>
              {stage === 'accepting' ? 'Joining…' : 'Join the company'}
            </button>
            <button
              type="button"
              className="button button-outline"
              disabled={busy}
              onClick={() => actor.send({ type: 'invitation.dismiss' })}
            >
              Not now
            </button>
          </div>
        </div>
      )}
      {(stage === 'loading' || stage === 'loaded') && <p className="field-hint">Loading your company account…</p>}
      {stage === 'loadFailed' && (
        <p role="alert">
          Your company account could not be loaded.{' '}
          <button type="button" className="link-button" onClick={() => actor.send({ type: 'company.retry' })}>
            Try again
          </button>
        </p>
      )}
      {(stage === 'none' || stage === 'creating') && !invitation && (
        <div className="company-none">
          <p className="field-hint">
            Buy as a team: your business details become the company’s and you become its Owner. Invite your buyers, approvers and accounts
            staff by email; each sees what their role needs.
          </p>
          <button type="button" className="button" disabled={busy} onClick={() => actor.send({ type: 'company.create' })}>
            {stage === 'creating' ? 'Creating…' : 'Make my business a company account'}
          </button>
        </div>
      )}
      {company && stage !== 'none' && stage !== 'creating' && stage !== 'loading' && stage !== 'loaded' && (
        <CompanyDetails
          me={me}
          myEmail={myEmail}
          approval={approval}
          company={company}
          busy={busy}
          invite={invite}
          inviteProblem={inviteProblem}
          onInvitation={(type, id) => actor.send({ type, id })}
          onInviteChange={(change) => actor.send({ type: 'invite.change', ...change })}
          onInvite={() => actor.send({ type: 'invite.send' })}
          onUpdate={(update) => actor.send({ type: 'member.update', update })}
          onRemove={(userId) => actor.send({ type: 'member.remove', userId })}
          onPlaced={onPlaced}
          ledgerVersion={ledgerVersion}
        />
      )}
    </section>
  );
}

interface DetailsProps {
  approval: string | null;
  /** The signed-in buyer's user id: their own row has no Remove. */
  me: string;
  /** Their email: nobody decides their own order. */
  myEmail: string;
  company: Company;
  busy: boolean;
  invite: { email: string; role: CompanyRole };
  inviteProblem: string | null;
  /** Withdraw or send again a waiting invitation. */
  onInvitation: (type: 'invitation.withdraw' | 'invitation.resend', id: string) => void;
  onInviteChange: (change: { email?: string; role?: CompanyRole }) => void;
  onInvite: () => void;
  onUpdate: (update: { userId: string; role?: CompanyRole; orderLimit?: number | null; monthlyLimit?: number | null }) => void;
  onRemove: (userId: string) => void;
  onPlaced: () => void;
  /** Changes when the ledger must be read again. */
  ledgerVersion: number;
}

function CompanyDetails({
  me,
  myEmail,
  approval,
  company,
  busy,
  invite,
  inviteProblem,
  onInvitation,
  onInviteChange,
  onInvite,
  onUpdate,
  onRemove,
  onPlaced,
  ledgerVersion,
}: DetailsProps) {
  const owner = company.role === 'owner';
  return (
    <div className="company-details">
      <div className="company-head">
        <p className="company-name">
          <strong>{company.name}</strong>
          {company.gstin && <span className="company-gstin">GSTIN {company.gstin}</span>}
        </p>
        <p className="company-role">
          Your role: <strong>{roleName(company.role)}</strong>
        </p>
      </div>
      <dl className="company-credit">
        <div>
          <dt>Payment terms</dt>
          <dd>{TERMS_NAMES[company.terms as PaymentTerms] ?? company.terms}</dd>
        </div>
        <div>
          <dt>Credit limit</dt>
          <dd>{formatRupees(company.creditLimit)}</dd>
        </div>
        <div>
          <dt>Outstanding</dt>
          <dd>{owedText(company.outstanding)}</dd>
        </div>
        <div>
          <dt>Available</dt>
          <dd>{formatRupees(company.available)}</dd>
        </div>
      </dl>
      {company.onHold && (
        <p className="company-hold" role="note">
          This company is on credit hold{company.holdReason ? ` (${company.holdReason})` : ''}: Pay on account is paused until the overdue
          invoices are paid. Other payment methods still work.
        </p>
      )}
      <h3 id="company-members-title">Members</h3>
      <ul className="company-members" aria-labelledby="company-members-title">
        {company.members.map((member) => (
          <MemberRow
            key={member.userId}
            member={member}
            editable={owner}
            self={member.userId === me}
            busy={busy}
            onUpdate={onUpdate}
            onRemove={onRemove}
          />
        ))}
      </ul>
      <ApprovalsPanel canDecide={may(company.role as CompanyRole, 'approve')} me={myEmail} linked={approval} onPlaced={onPlaced} />
      {may(company.role as CompanyRole, 'seeLedger') && <LedgerPanel key={ledgerVersion} />}
      {owner && (
        <form
          className="company-invite"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onInvite();
          }}
        >
          <h3>Invite a member</h3>
          <div className="field">
            <label htmlFor="invite-email">Email</label>
            <input
              id="invite-email"
              type="email"
              autoComplete="off"
              maxLength={254}
              value={invite.email}
              aria-invalid={inviteProblem ? true : undefined}
              aria-describedby={inviteProblem ? 'invite-email-problem' : undefined}
              onChange={(event) => onInviteChange({ email: event.target.value })}
            />
            {inviteProblem && (
              <span id="invite-email-problem" className="field-error" role="alert">
                {inviteProblem}
              </span>
            )}
          </div>
          <div className="field">
            <label htmlFor="invite-role">Role</label>
            <select id="invite-role" value={invite.role} onChange={(event) => onInviteChange({ role: event.target.value as CompanyRole })}>
              {COMPANY_ROLES.map((role) => (
                <option key={role} value={role}>
                  {ROLE_NAMES[role]}
                </option>
              ))}
            </select>
            <p className="field-hint">{ROLE_DUTIES[invite.role]}.</p>
          </div>
          <button type="submit" className="button" disabled={busy}>
            Send invitation
          </button>
        </form>
      )}
      {owner && company.invitations.length > 0 && (
        <>
          <h3 id="company-invitations-title">Invitations waiting</h3>
          <ul className="company-list" aria-labelledby="company-invitations-title">
            {company.invitations.map((one) => (
              <li key={one.id} className="company-invitation-row">
                <span>
                  {one.email} as {roleName(one.role)} <span className="field-hint">· the link works until {when(one.expiresAt)}</span>
                </span>
                <span className="company-invitation-actions">
                  <button type="button" className="link-button" disabled={busy} onClick={() => onInvitation('invitation.resend', one.id)}>
                    Send again<span className="visually-hidden"> to {one.email}</span>
                  </button>
                  <button type="button" className="link-button" disabled={busy} onClick={() => onInvitation('invitation.withdraw', one.id)}>
                    Withdraw<span className="visually-hidden"> the invitation to {one.email}</span>
                  </button>
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
      {owner && company.activity.length > 0 && (
        <>
          <h3 id="company-activity-title">Recent changes</h3>
          <ul className="company-list company-activity" aria-labelledby="company-activity-title">
            {company.activity.map((entry) => (
              <li key={entry.id}>
                <time dateTime={entry.createdAt}>{when(entry.createdAt)}</time> {entry.summary}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

interface RowProps {
  member: CompanyMember;
  editable: boolean;
  /** The member is the one reading: their own role is not theirs to change (nor themselves to remove). */
  self: boolean;
  busy: boolean;
  onUpdate: DetailsProps['onUpdate'];
  onRemove: (userId: string) => void;
}

/** One member: name, role and limits; the Owner edits them in place and saves the row, or removes the member after a confirm. */
function MemberRow({ member, editable, self, busy, onUpdate, onRemove }: RowProps) {
  const removable = !self;
  const [role, setRole] = useState(member.role as CompanyRole);
  const [orderLimit, setOrderLimit] = useState(member.orderLimit == null ? '' : String(member.orderLimit));
  const [monthlyLimit, setMonthlyLimit] = useState(member.monthlyLimit == null ? '' : String(member.monthlyLimit));
  const [confirming, setConfirming] = useState(false);
  const id = `member-${member.userId}`;
  const save = () => {
    const order = parsedLimit(orderLimit);
    const monthly = parsedLimit(monthlyLimit);
    if (order === undefined || monthly === undefined) return notify({ kind: 'error', message: LIMIT_PROBLEM });
    onUpdate({
      userId: member.userId,
      ...(role === member.role ? {} : { role }),
      ...(order === (member.orderLimit ?? null) ? {} : { orderLimit: order }),
      ...(monthly === (member.monthlyLimit ?? null) ? {} : { monthlyLimit: monthly }),
    });
  };
  const changed =
    role !== member.role ||
    parsedLimit(orderLimit) !== (member.orderLimit ?? null) ||
    parsedLimit(monthlyLimit) !== (member.monthlyLimit ?? null);

  return (
    <li className="company-member">
      <p className="company-member-who">
        <strong>{member.name}</strong> <span className="company-member-email">{member.email}</span>
      </p>
      {editable ? (
        <div className="company-member-edit">
          {self ? (
            <p className="field company-member-own-role">
              <span className="field-label">Role</span>
              <strong>{roleName(member.role)}</strong>
              <span className="field-hint">Your own role; another Owner may change it.</span>
            </p>
          ) : (
            <div className="field">
              <label htmlFor={`${id}-role`}>Role</label>
              <select id={`${id}-role`} value={role} onChange={(event) => setRole(event.target.value as CompanyRole)}>
                {COMPANY_ROLES.map((one) => (
                  <option key={one} value={one}>
                    {ROLE_NAMES[one]}
                  </option>
                ))}
              </select>
            </div>
          )}
          <div className="field">
            <label htmlFor={`${id}-order`}>Order limit (₹)</label>
            <input
              id={`${id}-order`}
              inputMode="decimal"
              placeholder="No limit"
              value={orderLimit}
              onChange={(event) => setOrderLimit(event.target.value)}
            />
          </div>
          <div className="field">
            <label htmlFor={`${id}-monthly`}>Monthly limit (₹)</label>
            <input
              id={`${id}-monthly`}
              inputMode="decimal"
              placeholder="No limit"
              value={monthlyLimit}
              onChange={(event) => setMonthlyLimit(event.target.value)}
            />
          </div>
          <div className="company-actions">
            <button type="button" className="button" disabled={busy || !changed} onClick={save}>
              Save
            </button>
            {!removable ? null : confirming ? (
              <>
                <button
                  type="button"
                  className="button button-danger"
                  disabled={busy}
                  onClick={() => {
                    setConfirming(false);
                    onRemove(member.userId);
                  }}
                >
                  Remove {member.name}
                </button>
                <button type="button" className="button button-outline" onClick={() => setConfirming(false)}>
                  Keep
                </button>
              </>
            ) : (
              <button type="button" className="button button-outline" disabled={busy} onClick={() => setConfirming(true)}>
                Remove
              </button>
            )}
          </div>
        </div>
      ) : (
        <p className="company-member-facts">
          {roleName(member.role)} · order limit {limitText(member.orderLimit ?? null)} · monthly {limitText(member.monthlyLimit ?? null)}
        </p>
      )}
    </li>
  );
}
