import { dueDay } from '../../domain/company-credit.js';
import { creditDays, may, TERMS_NAMES, type PaymentTerms } from '../../domain/company.js';
import { indianDay } from '../../domain/day.js';
import { paiseToRupees } from '../../domain/money.js';
import { creditStanding } from '../company/credit-position.js';
import type { Repositories } from '../repositories/index.js';
import type { Membership } from '../repositories/companies.js';

/**
 * Pay on account as the Payment step offers it: to a member who places orders, of a company on Net terms; with the
 * credit available now, any hold and why, and the day the order would fall due. Null when it is not offered.
 */
export async function onAccountOffer(repos: Repositories, mine: Membership | undefined, now: Date) {
  if (!mine || !may(mine.role, 'placeOrders')) return null;
  const terms = mine.company.terms as PaymentTerms;
  if (creditDays(terms) === 0) return null;
  const today = indianDay(now);
  const position = creditStanding(mine.company, await repos.ledger.owingOf(repos.db, mine.company.id), today);
  return {
    company: mine.company.name,
    terms: TERMS_NAMES[terms],
    available: paiseToRupees(position.availablePaise),
    holdReason: position.holdReason,
    dueDate: dueDay(today, terms),
  };
}
