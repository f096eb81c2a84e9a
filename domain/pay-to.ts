// Where a company on account pays the marketplace: its bank account and UPI ID (PAY_TO_* settings), shown on the
// ledger, the tax invoice, the statement and every reminder, with a UPI payment link (and its QR code) for an amount.
// The marketplace collects for every seller, so this is the marketplace's account, not the supplier's.

export interface PayTo {
  /** The name the account is held in, as the bank shows it to a payer adding a beneficiary. */
  accountName: string;
  accountNumber: string;
  ifsc: string;
  bank: string;
  branch: string;
  /** The virtual payment address for UPI; null when the marketplace takes no UPI. */
  upiId?: string | null | undefined;
}

/** RBI's IFSC: four letters (the bank), a zero (kept for later use), six letters or digits (the branch). */
const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/** Indian bank account numbers run from 9 to 18 digits. */
const ACCOUNT_NUMBER = /^[0-9]{9,18}$/;
const UPI_ID = /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}$/;

export const PAY_TO_PROBLEMS = {
  ifsc: 'An IFSC is 11 characters: 4 letters, 0, then 6 letters or digits (e.g. HDFC0000123).',
  accountNumber: 'A bank account number is 9 to 18 digits.',
  upiId: 'A UPI ID looks like name@bank.',
} as const;

export const ifscProblem = (ifsc: string): string | null => (IFSC.test(ifsc) ? null : PAY_TO_PROBLEMS.ifsc);
export const accountNumberProblem = (number: string): string | null => (ACCOUNT_NUMBER.test(number) ? null : PAY_TO_PROBLEMS.accountNumber);
export const upiIdProblem = (upiId: string): string | null => (UPI_ID.test(upiId) ? null : PAY_TO_PROBLEMS.upiId);

/**
 * The development default: a made-up account (no bank has this number) so that screens show where the details go.
 * In production nothing is shown until PAY_TO_* are set.
 */
export const DEMO_PAY_TO: PayTo = {
  accountName: 'FabricMart Textiles Private Limited',
  accountNumber: '000123456789',
  ifsc: 'DEMO0000001',
  bank: 'Demo Bank',
  branch: 'Sector 63, Noida',
  upiId: 'fabricmart@demobank',
};

/** A UPI note (tn) is short: banks' apps cut it at about 50 characters. */
export const UPI_NOTE_MAX = 50;

/**
 * The NPCI UPI deep link for paying `paise` to the marketplace with `note` (an invoice number): upi://pay with the
 * payee address (pa), name (pn), amount in rupees with two decimals (am), currency (cu) and note (tn). A phone opens
 * its UPI app on it; its QR code is what a desk scanner reads. Null without a UPI ID or an amount.
 */
export function upiPayLink(payTo: PayTo, paise: number, note: string): string | null {
  if (!payTo.upiId || !Number.isSafeInteger(paise) || paise <= 0) return null;
  const query = [
    ['pa', payTo.upiId],
    ['pn', payTo.accountName],
    ['am', (paise / 100).toFixed(2)],
    ['cu', 'INR'],
    ['tn', note.slice(0, UPI_NOTE_MAX)],
  ]
    .map(([key, value]) => `${key}=${encodeURIComponent(value!)}`)
    .join('&');
  return `upi://pay?${query}`;
}

/** The note for paying several invoices at once: their numbers while they fit, else the first and how many more. */
export function invoicesNote(numbers: readonly string[]): string {
  const all = numbers.join(' ');
  if (all.length <= UPI_NOTE_MAX) return all;
  const more = ` +${numbers.length - 1} more`;
  return `${numbers[0]!.slice(0, UPI_NOTE_MAX - more.length)}${more}`;
}

/** The bank details as label and value, in the order a payer types them into their bank's app. */
export function payToLines(payTo: PayTo): [label: string, value: string][] {
  return [
    ['Account name', payTo.accountName],
    ['Account number', payTo.accountNumber],
    ['IFSC', payTo.ifsc],
    ['Bank', payTo.branch ? `${payTo.bank}, ${payTo.branch}` : payTo.bank],
    ...(payTo.upiId ? [['UPI ID', payTo.upiId] as [string, string]] : []),
  ];
}

/** The bank details as lines of a mail or a sheet. */
export const payToText = (payTo: PayTo): string[] => payToLines(payTo).map(([label, value]) => `${label}: ${value}`);

/** What a buyer reads where the bank details would be when the marketplace has not set them. */
export const PAY_TO_UNSET = 'FabricMart has not published its bank details here yet: ask your account manager where to pay.';
