import { ROLE_DUTIES, ROLE_NAMES, type CompanyRole } from '../../domain/company.js';
import type { MailMessage } from '../auth/mailer.js';

/** The invitation to join a company account: who invites, as what, and the link that works once. */
export const invitationMail = (invitation: {
  to: string;
  company: string;
  role: CompanyRole;
  from: string;
  link: string;
  expires: string;
}): MailMessage => ({
  to: invitation.to,
  subject: `${invitation.company} invites you to buy together on FabricMart`,
  text: [
    `${invitation.from} invites you to join ${invitation.company}'s company account as ${ROLE_NAMES[invitation.role]}.`,
    `${ROLE_NAMES[invitation.role]}: ${ROLE_DUTIES[invitation.role]}.`,
    '',
    `Sign in or sign up with this email (${invitation.to}), then open this link to join:`,
    invitation.link,
    '',
    `The link works once, until ${invitation.expires}. If you did not expect this, you can ignore this email.`,
  ].join('\n'),
});
