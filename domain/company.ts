// Company accounts: a business buys as a team. Roles, what each may do, and the sentences a member reads.
import { tryAgainIn } from './day.js';
import { formatRupees, paiseToRupees, parseRupees } from './money.js';

export const COMPANY_ROLES = ['owner', 'buyer', 'approver', 'accounts', 'viewer'] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];

export const ROLE_NAMES: Record<CompanyRole, string> = {
  owner: 'Owner',
  buyer: 'Buyer',
  approver: 'Approver',
  accounts: 'Accounts',
  viewer: 'Viewer',
};

/** What each role is for, as the members' list explains it. */
export const ROLE_DUTIES: Record<CompanyRole, string> = {
  owner: 'Everything: members, limits, the business details, orders and the ledger',
  buyer: 'Shops and places orders within their limits',
  approver: "Approves others' orders above their limits",
  accounts: 'Sees invoices and the ledger, records payments',
  viewer: 'Sees orders',
};

export type CompanyPermission = 'manageMembers' | 'editProfile' | 'placeOrders' | 'approve' | 'seeLedger' | 'seeOrders';

const PERMISSIONS: Record<CompanyRole, readonly CompanyPermission[]> = {
  owner: ['manageMembers', 'editProfile', 'placeOrders', 'approve', 'seeLedger', 'seeOrders'],
  buyer: ['placeOrders', 'seeOrders'],
  approver: ['approve', 'seeOrders'],
  accounts: ['seeLedger', 'seeOrders'],
  viewer: ['seeOrders'],
};

export const may = (role: CompanyRole, permission: CompanyPermission): boolean => PERMISSIONS[role].includes(permission);

export const PAYMENT_TERMS = ['advance', 'cod', 'net15', 'net30', 'net45', 'net60', 'net90'] as const;
export type PaymentTerms = (typeof PAYMENT_TERMS)[number];

export const TERMS_NAMES: Record<PaymentTerms, string> = {
  advance: 'Advance',
  cod: 'Cash on Delivery',
  net15: 'Net 15',
  net30: 'Net 30',
  net45: 'Net 45',
  net60: 'Net 60',
  net90: 'Net 90',
};

/** Days of credit the terms give; 0 for Advance and Cash on Delivery. */
export const creditDays = (terms: PaymentTerms): number => (terms.startsWith('net') ? Number(terms.slice(3)) : 0);

/** An invitation works once, for this many days. */
export const INVITATION_DAYS = 7;
/** Invitations an Owner may send in an hour (each mails an address they typed). */
export const INVITATIONS_PER_HOUR = 30;
/** The largest credit limit or buyer's limit the shop takes, in rupees (₹100 crore). */
export const MAX_COMPANY_RUPEES = 1_000_000_000;

export const COMPANY_MESSAGES = {
  none: 'You are not in a company account yet.',
  created: 'Company account created. You are its Owner.',
  alreadyMember: 'You already belong to a company account: a person belongs to one company.',
  needsProfile: 'Save your business details first: the company takes its name, GSTIN and billing address from them.',
  ownerOnly: "Only the company's Owner can do this.",
  noSuchMember: 'There is no such member in your company.',
  lastOwner: 'A company needs an Owner: make another member Owner first.',
  notYourself: 'You cannot remove yourself: another Owner of the company can.',
  ownRole: 'You cannot change your own role: another Owner of the company can.',
  invitationUnknown: 'This invitation link is not valid. Ask the company’s Owner for a new one.',
  invitationUsed: 'This invitation has already been used. Ask the company’s Owner for a new one.',
  removed: 'Member removed. They no longer see the company’s orders, invoices or addresses.',
  saved: 'Member updated',
  addressesBuyersOnly: "The addresses are the company's: its Owner and Buyers add, change and delete them.",
  profileOwnerOnly: "The business details are the company's: only its Owner can change them.",
  closed: 'Company account closed. Its members have left it; its orders, invoices and ledger are kept as they were.',
  alreadyClosed: 'This company account is closed already.',
  invitationClosed: 'This company account is closed: its invitations no longer work.',
  invitationWithdrawn: 'This invitation was withdrawn by the company’s Owner. Ask them for a new one.',
  noSuchInvitation: 'This invitation is no longer waiting: it was used, withdrawn or has expired.',
} as const;

/** Why a company account cannot be closed yet, in one sentence; null when it can. */
export function closingProblem(owed: { openPaise: number; advancePaise: number }, inFlight: { orders: number; claims: number }) {
  const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;
  if (owed.openPaise > 0) return `Settle the ledger first: ${formatRupees(paiseToRupees(owed.openPaise))} is open on its invoices.`;
  if (owed.advancePaise > 0)
    return `Refund its advance of ${formatRupees(paiseToRupees(owed.advancePaise))} first: nothing it paid may be left with the shop.`;
  const waiting = [
    inFlight.orders > 0 ? `${plural(inFlight.orders, 'order')} on the way` : null,
    inFlight.claims > 0 ? `${plural(inFlight.claims, 'claim')} open` : null,
  ].filter(Boolean);
  return waiting.length === 0 ? null : `It has ${waiting.join(' and ')}: close it once they are delivered, cancelled or settled.`;
}

export const invitationSent = (email: string) => `Invitation sent to ${email}. The link works once, for ${INVITATION_DAYS} days.`;
export const invitationLimit = (seconds: number) =>
  `You have sent ${INVITATIONS_PER_HOUR} invitations in the last hour. Please try again ${tryAgainIn(seconds)}.`;
export const invitationWithdrawnFor = (email: string) => `Invitation to ${email} withdrawn: its link no longer works.`;
export const invitationResent = (email: string) =>
  `Invitation sent again to ${email} with a new link, for ${INVITATION_DAYS} days. The earlier link no longer works.`;
export const alreadyInCompany = (email: string) => `${email} is already a member of your company.`;
export const joined = (company: string, role: CompanyRole) => `You joined ${company} as ${ROLE_NAMES[role]}.`;
export const invitationExpired = (day: string) => `This invitation expired on ${day}. Ask the company’s Owner for a new one.`;
export const invitationForSomeoneElse = (email: string) =>
  `This invitation was sent to ${maskedEmail(email)}. Sign in with that email to accept it.`;

/** a***@mill.in: enough for the invitee to recognise, not enough to learn the address from a leaked link. */
export function maskedEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 1)}***@${domain}`;
}

/** A limit as the members' list shows it: '₹50,000' or 'No limit'. */
export const limitText = (rupees: number | null): string =>
  rupees === null ? 'No limit' : `₹${rupees.toLocaleString('en-IN', { maximumFractionDigits: 2 })}`;

export const rupeesOfPaise = (paise: string | number | null): number | null => (paise === null ? null : paiseToRupees(Number(paise)));

export const LIMIT_PROBLEM = 'Enter a limit in rupees, or leave it empty for no limit.';

/** A limit as typed in the members' list: '' is no limit (null); a number of rupees to the paisa; else undefined. */
export function parsedLimit(text: string): number | null | undefined {
  if (text.trim() === '') return null;
  const rupees = parseRupees(text);
  return rupees !== undefined && rupees <= MAX_COMPANY_RUPEES ? rupees : undefined;
}
