import { daysOverdue, HOLD_AFTER_DAYS_OVERDUE } from '../../domain/company-credit.js';
import { may } from '../../domain/company.js';
import { formatDay, indianDay } from '../../domain/day.js';
import type { ShopLinks } from '../../domain/links.js';
import { formatRupees, paiseToRupees } from '../../domain/money.js';
import { PAY_TO_UNSET, payToText, upiPayLink, type PayTo } from '../../domain/pay-to.js';
import type { Mailer } from '../auth/mailer.js';
import type { Repositories } from '../repositories/index.js';

/** At most this many reminders a run: a backlog is worked through run by run, each run's work bounded. */
const PER_RUN = 500;

/**
 * Overdue reminders: for each invoice on account still open, an email to the company's Owner and Accounts on its due
 * day and every 7 days after. Each (invoice, week) is claimed in the database before it is mailed, so however many
 * processes run this, it goes once. The server runs it every hour; operators can run it from the console.
 */
/** What the overdue reminders offer the hourly run and the console. */
export interface PaymentReminders {
  /** One run: the reminders due now, each sent once; how many were sent. */
  send(): Promise<number>;
  /** Sent now at an operator's word, and recorded in Activity. */
  sendFor(operator: string): Promise<{ msg: string; sent: number }>;
}

export function createPaymentReminders(
  repos: Repositories,
  payTo: PayTo | null,
  mail: { mailer: Mailer; links: ShopLinks; mailFailed: (error: unknown, subject: string) => void },
  now = () => new Date(),
): PaymentReminders {
  const reminders = {
    async send(): Promise<number> {
      const today = indianDay(now());
      const due = await repos.ledger.claimReminders(today, PER_RUN);
      for (const invoice of due) {
        const members = await repos.companies.members(repos.db, invoice.company_id);
        const late = daysOverdue(invoice.due, today);
        const amount = formatRupees(paiseToRupees(invoice.open_paise));
        const subject =
          late === 0
            ? `Invoice ${invoice.invoice_number}: ${amount} is due today`
            : `Invoice ${invoice.invoice_number}: ${amount} is ${late} days overdue`;
        const upi = payTo && upiPayLink(payTo, invoice.open_paise, invoice.invoice_number);
        const text = [
          `${amount} of invoice ${invoice.invoice_number} fell due on ${formatDay(invoice.due)}.`,
          '',
          ...(payTo ? [`Pay by NEFT, RTGS or UPI to FabricMart, quoting ${invoice.invoice_number}:`, ...payToText(payTo)] : [PAY_TO_UNSET]),
          ...(upi ? [`Pay ${amount} by UPI from your phone: ${upi}`] : []),
          '',
          'Then report the payment with its UTR in My Account › Company account, so it is matched to the invoice:',
          mail.links.company(),
          '',
          `An invoice more than ${HOLD_AFTER_DAYS_OVERDUE} days overdue puts the company on credit hold: Pay on account is paused until it is paid.`,
        ].join('\n');
        for (const member of members.filter((one) => may(one.role, 'seeLedger')))
          await mail.mailer.send({ to: member.email, subject, text }).catch((error: unknown) => mail.mailFailed(error, subject));
      }
      return due.length;
    },

    /** Sent now at an operator's word, and recorded in Activity. */
    async sendFor(operator: string) {
      const sent = await reminders.send();
      await repos.transaction((trx) =>
        repos.activity.record(trx, {
          operator,
          kind: 'company.remind',
          objectId: 0,
          summary: `${operator} sent ${sent} overdue reminders`,
        }),
      );
      return { msg: sent === 1 ? '1 reminder sent' : `${sent} reminders sent`, sent };
    },
  };
  return reminders;
}
