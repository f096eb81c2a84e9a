import { rupeesOfPaise, type CompanyRole, type PaymentTerms } from '../../domain/company.js';
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

/**
 * Credit as the company reads it. Nothing is owed until an order is placed on account, and none can be yet: the
 * outstanding amount is the ledger's, which orders on account will write.
 */
function credit(row: CompanyRow) {
  const creditLimit = rupeesOfPaise(row.credit_limit_paise)!;
  const outstanding = 0;
  return {
    terms: row.terms as PaymentTerms,
    creditLimit,
    outstanding,
    available: Math.max(0, creditLimit - outstanding),
    onHold: row.on_hold,
  };
}

export const companyOf = (
  row: CompanyRow,
  role: CompanyRole,
  members: MemberRow[],
  extra: Pick<RestCompany, 'invitations' | 'activity'>,
): RestCompany => ({
  _id: String(row.id),
  name: row.name,
  gstin: row.gstin,
  role,
  members: members.map(memberOf),
  ...extra,
  ...credit(row),
});

export const adminCompanyOf = (row: CompanyRow, members: MemberRow[]): AdminCompany => ({
  _id: String(row.id),
  name: row.name,
  gstin: row.gstin,
  city: row.city,
  members: members.filter((member) => member.company_id === row.id).map(memberOf),
  ...credit(row),
});
