import { rupeesOfPaise, type CompanyRole, type PaymentTerms } from '../../domain/company.js';
import { paiseToRupees } from '../../domain/money.js';
import type { CreditStanding } from './credit-position.js';
import type { AdminCompany, CompanyMember, RestCompany } from '../../domain/rest/company.js';
import type { CompanyRow, MemberRow } from '../repositories/companies.js';

export const memberOf = (row: MemberRow): CompanyMember => ({
  userId: String(row.user_id),
  email: row.email,
  name: row.name,
  role: row.role,
  orderLimit: rupeesOfPaise(row.order_limit_paise),
  monthlyLimit: rupeesOfPaise(row.monthly_limit_paise),
  joinedAt: new Date(row.joined_at).toISOString(),
});

/** Terms and credit as the company reads them: the ledger's outstanding amount, the credit left, any hold and why. */
const credit = (row: CompanyRow, position: CreditStanding) => ({
  terms: row.terms as PaymentTerms,
  creditLimit: paiseToRupees(position.limitPaise),
  outstanding: paiseToRupees(position.outstandingPaise),
  available: paiseToRupees(position.availablePaise),
  onHold: position.onHold,
  holdReason: position.holdReason,
});

export const companyOf = (
  row: CompanyRow,
  role: CompanyRole,
  members: MemberRow[],
  position: CreditStanding,
  extra: Pick<RestCompany, 'invitations' | 'activity'>,
): RestCompany => ({
  _id: String(row.id),
  name: row.name,
  gstin: row.gstin,
  role,
  members: members.map(memberOf),
  ...extra,
  ...credit(row, position),
});

export const adminCompanyOf = (row: CompanyRow, members: MemberRow[], position: CreditStanding): AdminCompany => ({
  _id: String(row.id),
  name: row.name,
  gstin: row.gstin,
  city: row.city,
  members: members.filter((member) => member.company_id === row.id).map(memberOf),
  closedAt: row.closed_at === null ? null : new Date(row.closed_at).toISOString(),
  closedReason: row.closed_reason,
  heldByOperator: position.heldByOperator,
  ...credit(row, position),
});
