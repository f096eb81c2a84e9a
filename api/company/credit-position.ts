import { daysOverdue, HOLD_AFTER_DAYS_OVERDUE, MANUAL_HOLD, mustPayBy, overdueHold } from '../../domain/company-credit.js';
import { paiseToRupees } from '../../domain/money.js';
import type { LedgerInvoice } from '../../domain/rest/ledger.js';
import type { CompanyRow } from '../repositories/companies.js';
import type { LedgerInvoiceRow } from '../repositories/ledger.js';

/** An invoice of the ledger on `today`: what is open of it, and how late. */
export function ledgerInvoice(row: LedgerInvoiceRow, today: string, msme = false): LedgerInvoice & { openPaise: number } {
  const net = row.total_paise - row.credited_paise;
  const openPaise = Math.max(0, net - row.paid_paise);
  return {
    _id: row.invoice_number,
    number: row.invoice_number,
    date: row.day,
    dueDate: row.due,
    mustPayBy: msme ? mustPayBy(row.day, row.due) : null,
    total: paiseToRupees(net),
    paid: paiseToRupees(row.paid_paise),
    open: paiseToRupees(openPaise),
    awaitingConfirmation: paiseToRupees(row.pending_paise),
    daysOverdue: openPaise > 0 ? daysOverdue(row.due, today) : 0,
    openPaise,
  };
}

/**
 * Where a company stands on `today`: what it owes on account (confirmed payments count; reported ones wait), what
 * credit is left, and whether it is on hold (set by an operator, or an invoice more than 30 days overdue).
 */
export function creditPosition(
  company: Pick<CompanyRow, 'credit_limit_paise' | 'on_hold'>,
  invoices: LedgerInvoiceRow[],
  today: string,
  msme = false,
) {
  const rows = invoices.map((row) => ledgerInvoice(row, today, msme));
  const outstandingPaise = rows.reduce((sum, row) => sum + row.openPaise, 0);
  const limitPaise = Number(company.credit_limit_paise);
  const latest = Math.max(0, ...rows.map((row) => row.daysOverdue));
  const holdReason = company.on_hold ? MANUAL_HOLD : latest > HOLD_AFTER_DAYS_OVERDUE ? overdueHold(latest) : null;
  return {
    rows,
    limitPaise,
    outstandingPaise,
    availablePaise: Math.max(0, limitPaise - outstandingPaise),
    onHold: holdReason !== null,
    holdReason,
  };
}

export type CreditPosition = ReturnType<typeof creditPosition>;
