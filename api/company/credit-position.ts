import { daysOverdue, HOLD_AFTER_DAYS_OVERDUE, manualHold, mustPayBy, overdueHold } from '../../domain/company-credit.js';
import { paiseToRupees } from '../../domain/money.js';
import type { LedgerInvoice } from '../../domain/rest/ledger.js';
import type { CompanyRow } from '../repositories/companies.js';
import type { LedgerInvoiceRow, Owing } from '../repositories/ledger.js';

/** An invoice of the ledger on `today`: what is open of it, and how late. */
export function ledgerInvoice(
  row: LedgerInvoiceRow,
  today: string,
  msme = false,
): Omit<LedgerInvoice, 'creditNotes'> & { openPaise: number } {
  const net = row.total_paise - row.credited_paise;
  const openPaise = Math.max(0, net - row.paid_paise);
  return {
    _id: row.invoice_number,
    number: row.invoice_number,
    date: row.day,
    dueDate: row.due,
    mustPayBy: msme ? mustPayBy(row.day, row.due) : null,
    issued: paiseToRupees(row.total_paise),
    total: paiseToRupees(net),
    paid: paiseToRupees(row.paid_paise),
    open: paiseToRupees(openPaise),
    awaitingConfirmation: paiseToRupees(row.pending_paise),
    daysOverdue: openPaise > 0 ? daysOverdue(row.due, today) : 0,
    openPaise,
  };
}

/** Where a company stands against its credit: its limit, what it owes, its advance, what is left, and its hold. */
export interface CreditStanding {
  limitPaise: number;
  outstandingPaise: number;
  advancePaise: number;
  availablePaise: number;
  onHold: boolean;
  holdReason: string | null;
  /** On hold by an operator's decision (an overdue invoice's hold ends only when it is paid). */
  heldByOperator: boolean;
}

/**
 * Where a company stands on `today`: what it owes on account (confirmed payments count; reported ones wait; its
 * advance is what it owes less, and below zero when the advance is the greater), what credit is left, and whether it
 * is on hold (set by an operator, or an invoice more than 30 days overdue).
 */
export function creditStanding(
  company: Pick<CompanyRow, 'credit_limit_paise' | 'on_hold' | 'hold_reason'>,
  owing: Owing,
  today: string,
): CreditStanding {
  const limitPaise = Number(company.credit_limit_paise);
  const latest = owing.oldestDue === null ? 0 : daysOverdue(owing.oldestDue, today);
  const holdReason = company.on_hold ? manualHold(company.hold_reason) : latest > HOLD_AFTER_DAYS_OVERDUE ? overdueHold(latest) : null;
  const outstandingPaise = owing.openPaise - owing.advancePaise;
  return {
    limitPaise,
    outstandingPaise,
    advancePaise: owing.advancePaise,
    availablePaise: Math.max(0, limitPaise - Math.max(0, outstandingPaise)),
    onHold: holdReason !== null,
    holdReason,
    heldByOperator: company.on_hold,
  };
}

/** The company's standing with its ledger's invoices as they read on `today`. */
export function creditPosition(
  company: Pick<CompanyRow, 'credit_limit_paise' | 'on_hold' | 'hold_reason'>,
  invoices: LedgerInvoiceRow[],
  advancePaise: number,
  today: string,
  msme = false,
) {
  const rows = invoices.map((row) => ledgerInvoice(row, today, msme));
  const open = rows.filter((row) => row.openPaise > 0);
  const owing = {
    openPaise: open.reduce((sum, row) => sum + row.openPaise, 0),
    oldestDue: open.reduce<string | null>((oldest, row) => (oldest === null || row.dueDate < oldest ? row.dueDate : oldest), null),
    advancePaise,
  };
  return { rows, ...creditStanding(company, owing, today) };
}
