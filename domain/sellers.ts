// Mills selling on the marketplace under their own GSTIN: who may apply, how an operator decides on an application, what each
// member of a seller may do. One transition table guards the server (409 with why) and drives the console's buttons,
// as quotes and claims do.
import { gstinProblem, gstStateOfCode, normalGstin } from './gstin.js';
import { accountNumberProblem, ifscProblem } from './pay-to.js';

export const SELLER_STATUSES = ['applied', 'changes', 'approved', 'rejected', 'suspended'] as const;
export type SellerStatus = (typeof SELLER_STATUSES)[number];

export const SELLER_STATUS_NAMES: Record<SellerStatus, string> = {
  applied: 'Applied',
  changes: 'Changes asked',
  approved: 'Approved',
  rejected: 'Rejected',
  suspended: 'Suspended',
};

/** What an operator decides on a seller, and what the seller itself does (sends a changed application again). */
export type SellerMove = 'approve' | 'changes' | 'reject' | 'suspend' | 'restore' | 'resubmit';
export type SellerDecider = 'operator' | 'seller';

interface Transition {
  from: readonly SellerStatus[];
  to: SellerStatus;
  by: SellerDecider;
  /** A message the seller reads is required (what to change, why it is refused or suspended). */
  needsMessage: boolean;
  verb: string;
}

/**
 * Applied → Approved, Changes asked (back to Applied once the mill sends it again) or Rejected; Approved ⇄ Suspended.
 * A suspended seller's fabrics leave the storefront at once; its open orders stay.
 */
export const SELLER_TRANSITIONS: Readonly<Record<SellerMove, Transition>> = {
  approve: { from: ['applied'], to: 'approved', by: 'operator', needsMessage: false, verb: 'approved' },
  changes: { from: ['applied'], to: 'changes', by: 'operator', needsMessage: true, verb: 'sent back for changes' },
  reject: { from: ['applied', 'changes'], to: 'rejected', by: 'operator', needsMessage: true, verb: 'rejected' },
  suspend: { from: ['approved'], to: 'suspended', by: 'operator', needsMessage: true, verb: 'suspended' },
  restore: { from: ['suspended'], to: 'approved', by: 'operator', needsMessage: false, verb: 'restored' },
  resubmit: { from: ['changes'], to: 'applied', by: 'seller', needsMessage: false, verb: 'sent again' },
};

/** Why `move` cannot be made on a seller in `status` by `by`, in one sentence; null when it can. */
export function sellerMoveProblem(status: SellerStatus, move: SellerMove, by: SellerDecider): string | null {
  const transition = SELLER_TRANSITIONS[move];
  if (transition.by !== by) return `Only ${transition.by === 'operator' ? 'an operator' : 'the mill'} may do this.`;
  if (transition.from.includes(status)) return null;
  return `This mill is ${SELLER_STATUS_NAMES[status]}: it cannot be ${transition.verb} now.`;
}

/** The moves an operator may make on a seller in `status` (the console's buttons). */
export const operatorMoves = (status: SellerStatus): SellerMove[] =>
  (Object.keys(SELLER_TRANSITIONS) as SellerMove[]).filter((move) => sellerMoveProblem(status, move, 'operator') === null);

/** Only an approved seller's fabrics are on the storefront and can be bought. */
export const sells = (status: SellerStatus) => status === 'approved';

export const SELLER_ROLES = ['owner', 'catalogue', 'dispatch', 'accounts'] as const;
export type SellerRole = (typeof SELLER_ROLES)[number];

export const SELLER_ROLE_NAMES: Record<SellerRole, string> = {
  owner: 'Owner',
  catalogue: 'Catalogue',
  dispatch: 'Dispatch',
  accounts: 'Accounts',
};

export type SellerPermission = 'manageMembers' | 'editProfile' | 'editCatalogue' | 'answerQuotes' | 'dispatch' | 'seeDocuments';

const SELLER_PERMISSIONS: Record<SellerRole, readonly SellerPermission[]> = {
  owner: ['manageMembers', 'editProfile', 'editCatalogue', 'answerQuotes', 'dispatch', 'seeDocuments'],
  catalogue: ['editCatalogue', 'answerQuotes'],
  dispatch: ['dispatch'],
  accounts: ['seeDocuments'],
};

export const sellerMay = (role: SellerRole, permission: SellerPermission): boolean => SELLER_PERMISSIONS[role].includes(permission);

export const MSME_CATEGORIES = ['micro', 'small', 'medium'] as const;
export type MsmeCategory = (typeof MSME_CATEGORIES)[number];

/** The Udyam registration number of an MSME: UDYAM-<state>-<district>-<serial>, e.g. UDYAM-GJ-22-0012345. */
const UDYAM = /^UDYAM-[A-Z]{2}-[0-9]{2}-[0-9]{7}$/;
/** An Indian PIN code: six digits, the first not 0. */
const PIN_CODE = /^[1-9][0-9]{5}$/;
const PHONE = /^[6-9][0-9]{9}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const SELLER_LIMITS = { name: 120, address: 300, city: 80, contactName: 80, about: 2000, message: 1000 } as const;

export const SELLER_MESSAGES = {
  notTakingOrders: 'This mill is not taking orders now',
  verified: 'Verified mill',
  name: `Write the mill's business name, up to ${SELLER_LIMITS.name} characters.`,
  address: `Write the pickup address, up to ${SELLER_LIMITS.address} characters.`,
  city: 'Write the town or city the fabric is picked up from.',
  pinCode: 'A PIN code is 6 digits and does not start with 0.',
  contactName: 'Write the name of the person we talk to.',
  phone: 'A mobile number is 10 digits starting with 6, 7, 8 or 9.',
  email: 'Write an email address such as accounts@mill.in.',
  udyam: 'A Udyam number looks like UDYAM-GJ-22-0012345.',
  msme: 'Choose micro, small or medium.',
  messageNeeded: 'Write the message the mill will read.',
  alreadySelling: 'You already belong to a mill on FabricMart.',
} as const;

/** The state a GSTIN is registered in (its first two digits), by name; undefined when they name no state. */
export const gstinStateName = (gstin: string) => gstStateOfCode(normalGstin(gstin).slice(0, 2))?.name;

/** The PAN inside a GSTIN: its characters 3 to 12. */
export const panOfGstin = (gstin: string) => normalGstin(gstin).slice(2, 12);

/** What a mill sends to apply (POST /api/seller/apply), as typed. */
export interface SellerApplication {
  name: string;
  gstin: string;
  pickupAddress: { address: string; city: string; state: string; pinCode: string };
  contactName: string;
  phone: string;
  email: string;
  bankAccount: string;
  ifsc: string;
  udyam?: string | undefined;
  msme?: string | undefined;
}

export type SellerApplicationField =
  | 'name'
  | 'gstin'
  | 'address'
  | 'city'
  | 'state'
  | 'pinCode'
  | 'contactName'
  | 'phone'
  | 'email'
  | 'bankAccount'
  | 'ifsc'
  | 'udyam'
  | 'msme';

const filled = (text: string, max: number) => text.trim().length > 0 && text.trim().length <= max;

/**
 * Each field of an application that is wrong, with the sentence shown beside it; empty when it may be sent. The
 * pickup state must be the GSTIN's: a seller invoices from the state it is registered in.
 */
export function sellerApplicationProblems(form: SellerApplication): Partial<Record<SellerApplicationField, string>> {
  const problems: Partial<Record<SellerApplicationField, string>> = {};
  const gstin = normalGstin(form.gstin);
  const { address, city, state, pinCode } = form.pickupAddress;
  if (!filled(form.name, SELLER_LIMITS.name)) problems.name = SELLER_MESSAGES.name;
  const gstinWrong = gstinProblem(gstin);
  if (gstinWrong) problems.gstin = gstinWrong;
  if (!filled(address, SELLER_LIMITS.address)) problems.address = SELLER_MESSAGES.address;
  if (!filled(city, SELLER_LIMITS.city)) problems.city = SELLER_MESSAGES.city;
  const registered = gstinWrong ? undefined : gstinStateName(gstin);
  if (registered && state.trim().toLowerCase() !== registered.toLowerCase())
    problems.state = `The GSTIN is registered in ${registered}: the pickup address must be there too.`;
  if (!PIN_CODE.test(pinCode.trim())) problems.pinCode = SELLER_MESSAGES.pinCode;
  if (!filled(form.contactName, SELLER_LIMITS.contactName)) problems.contactName = SELLER_MESSAGES.contactName;
  if (!PHONE.test(form.phone.replace(/[\s-]/g, '').replace(/^(\+91|0)/, ''))) problems.phone = SELLER_MESSAGES.phone;
  if (!EMAIL.test(form.email.trim())) problems.email = SELLER_MESSAGES.email;
  const account = accountNumberProblem(form.bankAccount.replace(/\s/g, ''));
  if (account) problems.bankAccount = account;
  const ifsc = ifscProblem(form.ifsc.trim().toUpperCase());
  if (ifsc) problems.ifsc = ifsc;
  if (form.udyam?.trim() && !UDYAM.test(form.udyam.trim().toUpperCase())) problems.udyam = SELLER_MESSAGES.udyam;
  if (form.msme?.trim() && !(MSME_CATEGORIES as readonly string[]).includes(form.msme.trim().toLowerCase()))
    problems.msme = SELLER_MESSAGES.msme;
  return problems;
}
