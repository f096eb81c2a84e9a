// GSTR-1, the monthly return of outward supplies: which month an operator may ask for, and the rules that sort
// invoices and credit notes into its tables.

/** GST began on 1 July 2017: no return is for a month before. */
export const FIRST_RETURN_MONTH = '2017-07';
/** An inter-state invoice to an unregistered buyer above this value (₹1 lakh, in paise) is reported on its own (B2CL). */
export const B2CL_THRESHOLD_PAISE = 1_00_000_00;
/** The offline tool's document types for invoices and credit notes (Table 13). */
export const DOC_TYPES = {
  invoices: 'Invoices for outward supply',
  creditNotes: 'Credit Note',
  challans: 'Delivery Challan in cases other than by way of supply (excluding at S no. 9 to 11)',
} as const;

export const GST_RETURN_MESSAGES = {
  badMonth: 'Ask for a month as YYYY-MM, like 2026-11.',
  beforeGst: 'GST began in July 2017: there is no return for an earlier month.',
  future: (month: string) => `${month} has not begun yet: its return can be made from its first day.`,
} as const;

/** What is wrong with a return month (YYYY-MM) asked on `today` (YYYY-MM-DD in India), or null. */
export function returnMonthProblem(month: string, today: string): string | null {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match || Number(match[2]) < 1 || Number(match[2]) > 12) return GST_RETURN_MESSAGES.badMonth;
  if (month < FIRST_RETURN_MONTH) return GST_RETURN_MESSAGES.beforeGst;
  if (month > today.slice(0, 7)) return GST_RETURN_MESSAGES.future(month);
  return null;
}

/** The month's first moment and the next month's, in India (UTC+5:30). */
export function monthBounds(month: string): { from: Date; to: Date } {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const next = number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
  return { from: new Date(`${month}-01T00:00:00+05:30`), to: new Date(`${next}-01T00:00:00+05:30`) };
}

/** The return period as the portal writes it: MMYYYY. */
export const returnPeriod = (month: string) => `${month.slice(5, 7)}${month.slice(0, 4)}`;

/** A day (YYYY-MM-DD) as the portal writes it: DD-MM-YYYY. */
export const portalDate = (day: string) => `${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)}`;
