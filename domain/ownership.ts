// Whose each thing is when a person buys in a company, and what becomes of it when they leave the company (removed by
// an Owner), when their role no longer places orders (demoted), and when the company is closed. A company's things
// are reached only through current membership (api/repositories/same-company.ts asks it, once); a person's stay theirs.
import { may, ROLE_NAMES, type CompanyRole } from './company.js';

/** What a change to a membership does to one kind of thing. */
export type Fate =
  /** Nothing: it is the person's, or the company keeps it as it is (and only its members reach it). */
  | 'stays'
  /** Taken out of the person's cart in the same transaction. */
  | 'leaves the cart'
  /** Ended with the reason said to the person (a request waiting for someone who can no longer act on it). */
  | 'ended'
  /** Handed back: what the company lent the person goes back to the company for its other members. */
  | 'back to the company'
  /** What the person kept before joining, out of sight while a member, is theirs again. */
  | 'back to the person';

export interface Ownership {
  holder: 'person' | 'company';
  removal: Fate;
  demotion: Fate;
  closing: Fate;
}

/** Every kind of thing a buyer touches, who holds it, and its fate. */
export const OWNERSHIP = {
  /** Sign-in, profile, sessions, wishlist, reviews, stock alerts: always the person's. */
  account: { holder: 'person', removal: 'stays', demotion: 'stays', closing: 'stays' },
  /** Cart lines at list price and free samples: the person's; they buy them for whoever they buy for then. */
  cartLines: { holder: 'person', removal: 'stays', demotion: 'stays', closing: 'stays' },
  /** A company quote's lines in the cart of the member who accepted it: the company's negotiated price. */
  quotedCartLines: { holder: 'company', removal: 'leaves the cart', demotion: 'leaves the cart', closing: 'leaves the cart' },
  /** A quote the member accepted (its lines in their cart): Quoted again, for another member to accept while it holds. */
  acceptedQuotes: { holder: 'company', removal: 'back to the company', demotion: 'back to the company', closing: 'back to the company' },
  /** Quotes asked for the company, orders, invoices, credit notes, claims, the ledger and its payments. */
  companyRecords: { holder: 'company', removal: 'stays', demotion: 'stays', closing: 'stays' },
  /** Orders the member asked for above their limits, waiting for an Approver. */
  waitingApprovals: { holder: 'company', removal: 'ended', demotion: 'ended', closing: 'ended' },
  /** The company's address book. */
  companyAddresses: { holder: 'company', removal: 'stays', demotion: 'stays', closing: 'stays' },
  /** Addresses the person saved before joining. */
  ownAddresses: { holder: 'person', removal: 'back to the person', demotion: 'stays', closing: 'back to the person' },
  /** Invitations the member sent: the company's, good until used or expired. */
  invitations: { holder: 'company', removal: 'stays', demotion: 'stays', closing: 'ended' },
} as const satisfies Record<string, Ownership>;

/** Why a waiting approval was ended, as the person who asked reads it. */
export const approvalEnded = (company: string, change: 'removal' | 'demotion' | 'closing', role?: CompanyRole) =>
  change === 'removal'
    ? `You left ${company}: orders you asked for there are no longer waiting for approval.`
    : change === 'closing'
      ? `${company}'s company account was closed: orders asked for there are no longer waiting for approval.`
      : `Your role in ${company} is now ${ROLE_NAMES[role ?? 'viewer']}, which does not place orders: this order is no longer waiting for approval.`;

/** Whether a change of role takes the company's buying away from the member: they placed orders, and no longer do. */
export const stopsBuying = (before: CompanyRole, after: CompanyRole) => may(before, 'placeOrders') && !may(after, 'placeOrders');

/**
 * Who may change a company's order (cancel it, claim on it): its Owner, or the member who placed it while their role
 * still places orders. Every member sees the company's orders; a removed member reaches none of them.
 */
export const mayChangeCompanyOrder = (role: CompanyRole, placedByThem: boolean) =>
  role === 'owner' || (placedByThem && may(role, 'placeOrders'));

export const OWNERSHIP_MESSAGES = {
  changeOrder: "Only the company's Owner, or the Buyer who placed it, can cancel this order or claim on it.",
  quoteElsewhere: 'A quoted price in your cart is not for the company you buy for now: remove its lines from your cart and order again.',
  acceptNotAllowed: 'Your role in the company does not place orders, so it cannot accept a quote. Ask a Buyer or the Owner.',
  approvalBuyerLeft: 'The member who asked for this order can no longer place orders for the company: it cannot be approved.',
} as const;
