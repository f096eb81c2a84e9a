// A statement of account: a company's invoices on account, credit notes and payments over a period, with the
// balance brought forward and carried to its end.

export interface StatementEntry {
  /** YYYY-MM-DD, in India. */
  day: string;
  /** A refund is money paid back to the company out of its advance. */
  kind: 'Invoice' | 'Credit note' | 'Payment' | 'Refund';
  reference: string;
  debitPaise: number;
  creditPaise: number;
  /** An invoice's due day (YYYY-MM-DD). */
  due?: string;
}

export interface Statement {
  from: string;
  to: string;
  openingPaise: number;
  lines: (StatementEntry & { balancePaise: number })[];
  debitsPaise: number;
  creditsPaise: number;
  closingPaise: number;
}

/** Whom a statement is stated to: the company as its invoices bill it. */
export interface StatementParty {
  name: string;
  gstin: string | null;
  address: string;
}

/** An invoice still open when the statement is drawn: what is left of it and when it falls due. */
export interface OpenInvoice {
  number: string;
  /** YYYY-MM-DD. */
  due: string;
  openPaise: number;
}

/** A statement as a document states it: to whom, the entries of its period, and what is open on the day it is drawn. */
export interface StatementOfAccount {
  company: StatementParty;
  statement: Statement;
  open: OpenInvoice[];
}

const ORDER: Record<StatementEntry['kind'], number> = { Invoice: 0, 'Credit note': 1, Payment: 2, Refund: 3 };

/**
 * How a balance reads: what the company owes, or below zero its advance, in its favour. The closing balance of every
 * statement is the ledger's outstanding on its last day.
 */
export const balanceSide = (paise: number): 'owed' | 'advance' => (paise < 0 ? 'advance' : 'owed');
export const ADVANCE_LINE = 'Advance: paid and not yet applied (in your favour)';

/** The statement from `from` to `to` (both days included): what was owed before, each entry in order, what is owed after. */
export function statementOf(entries: readonly StatementEntry[], from: string, to: string): Statement {
  const sorted = [...entries].sort(
    (a, b) => a.day.localeCompare(b.day) || ORDER[a.kind] - ORDER[b.kind] || a.reference.localeCompare(b.reference),
  );
  const openingPaise = sorted.filter((entry) => entry.day < from).reduce((sum, entry) => sum + entry.debitPaise - entry.creditPaise, 0);
  let balance = openingPaise;
  const lines = sorted
    .filter((entry) => entry.day >= from && entry.day <= to)
    .map((entry) => {
      balance += entry.debitPaise - entry.creditPaise;
      return { ...entry, balancePaise: balance };
    });
  const debitsPaise = lines.reduce((sum, line) => sum + line.debitPaise, 0);
  const creditsPaise = lines.reduce((sum, line) => sum + line.creditPaise, 0);
  return { from, to, openingPaise, lines, debitsPaise, creditsPaise, closingPaise: openingPaise + debitsPaise - creditsPaise };
}

/** At most this many years in one statement. */
export const STATEMENT_MAX_YEARS = 5;

/** Whether a statement may cover from `from` to `to`. */
export const statementPeriodOk = (from: string, to: string): boolean =>
  from <= to && Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`) <= STATEMENT_MAX_YEARS * 366 * 24 * 60 * 60 * 1000;
