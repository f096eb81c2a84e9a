import { useState } from 'react';
import { Link } from 'wouter';
import { MAX_COMPANY_RUPEES, PAYMENT_TERMS, ROLE_NAMES, TERMS_NAMES, type PaymentTerms } from '../../domain/company.js';
import { owedText } from '../../domain/company-credit.js';
import { formatDay, indianDay } from '../../domain/day.js';
import { formatRupees } from '../../domain/money.js';
import type { AdminCompany, TermsBody } from '../../domain/rest/company.js';
import { ActionButton } from './ActionButton.js';
import { adminPath } from './admin-paths.js';
import { AdminTable } from './AdminTable.js';
import { ListFrame, listState, SearchBox } from './ListFrame.js';
import { useCompaniesDesk } from './desks.js';

/**
 * Companies: found by name, GSTIN or city, with their members and roles; payment terms and credit limit set, credit
 * hold put on or taken off (each in Activity); a company's ledger one click away.
 */
export function CompaniesSection() {
  const { snapshot, send, rows, setTerms, close, toggleHold } = useCompaniesDesk();
  return (
    <>
      <div className="admin-toolbar">
        <SearchBox
          label="Search companies"
          placeholder="Name, GSTIN or city"
          onSearch={(q) => send({ type: 'list.filter', name: 'q', value: q })}
        />
      </div>
      <ListFrame state={listState(snapshot)} send={send} noun="companies" one="company" emptyText="No company matches that search.">
        <AdminTable
          label="Companies"
          rows={rows}
          rowKey={(company) => company._id}
          columns={[
            {
              header: 'Company',
              cell: (company) => (
                <>
                  <Link href={adminPath('companies', company._id)}>{company.name}</Link>
                  <br />
                  <small>
                    {company.gstin ?? 'No GSTIN'} · {company.city}
                  </small>
                </>
              ),
            },
            {
              header: 'Members',
              cell: (company) => (
                <ul className="admin-plain-list">
                  {company.members.map((member) => (
                    <li key={member.userId}>
                      {member.name} <small>({ROLE_NAMES[member.role]})</small>
                    </li>
                  ))}
                </ul>
              ),
            },
            {
              header: 'Terms and credit limit',
              cell: (company) => <TermsForm company={company} save={(body) => setTerms(company, body)} />,
            },
            {
              header: 'Outstanding',
              cell: (company) => (
                <>
                  {owedText(company.outstanding)}
                  <br />
                  <small>{formatRupees(company.available)} available</small>
                </>
              ),
            },
            {
              header: 'Credit hold',
              cell: (company) =>
                company.closedAt ? (
                  <small>
                    Closed on {formatDay(indianDay(new Date(company.closedAt)))}: {company.closedReason}
                  </small>
                ) : (
                  <>
                    <HoldButton company={company} toggle={(reason) => toggleHold(company, reason)} />
                    <CloseButton company={company} close={(reason) => close(company, reason)} />
                  </>
                ),
            },
          ]}
        />
      </ListFrame>
    </>
  );
}

function TermsForm({ company, save }: { company: AdminCompany; save: (body: TermsBody) => Promise<string> }) {
  const [terms, setTerms] = useState<PaymentTerms>(company.terms);
  const [limit, setLimit] = useState(String(company.creditLimit));
  const id = `terms-${company._id}`;
  const rupees = Number(limit.replace(/,/g, ''));
  const problem = () =>
    /^\d{1,10}(\.\d{1,2})?$/.test(limit.replace(/,/g, '').trim()) && rupees <= MAX_COMPANY_RUPEES
      ? null
      : 'Enter the credit limit in rupees, to the paisa (0 for none).';
  return (
    <div className="admin-inline-form">
      <label htmlFor={`${id}-terms`} className="visually-hidden">
        Payment terms of {company.name}
      </label>
      <select id={`${id}-terms`} value={terms} onChange={(event) => setTerms(event.target.value as PaymentTerms)}>
        {PAYMENT_TERMS.map((one) => (
          <option key={one} value={one}>
            {TERMS_NAMES[one]}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-limit`} className="visually-hidden">
        Credit limit of {company.name} (₹)
      </label>
      <input id={`${id}-limit`} inputMode="decimal" value={limit} onChange={(event) => setLimit(event.target.value)} />
      <ActionButton label="Save terms" tone="plain" problem={problem} perform={() => save({ terms, creditLimit: rupees })} />
    </div>
  );
}

/** Closes the account: its members leave it, its records stay (refused while anything is owed or on its way). */
function CloseButton({ company, close }: { company: AdminCompany; close: (reason: string) => Promise<string> }) {
  return (
    <ActionButton
      label="Close account"
      tone="danger"
      question={`Close ${company.name}'s company account? Its members leave it and are told why; its orders, invoices and ledger are kept.`}
      message={{ label: 'Why (the members read it)', required: true }}
      perform={close}
    />
  );
}

function HoldButton({ company, toggle }: { company: AdminCompany; toggle: (reason: string) => Promise<string> }) {
  // The operator's own hold (an overdue invoice's hold ends only when it is paid).
  const held = company.heldByOperator;
  return (
    <>
      {company.holdReason && <small className="admin-hold">On hold: {company.holdReason}</small>}
      <ActionButton
        label={held ? 'Take off hold' : 'Put on hold'}
        tone={company.onHold ? 'plain' : 'danger'}
        question={
          held
            ? `Take ${company.name} off credit hold? Pay on account works again within its credit; its Owner and Accounts are mailed.`
            : `Put ${company.name} on credit hold? Pay on account is refused until you take it off; other methods still work. Its Owner and Accounts are mailed why.`
        }
        {...(held ? {} : { message: { label: 'Why (the company reads it)', required: true } })}
        perform={toggle}
      />
    </>
  );
}
