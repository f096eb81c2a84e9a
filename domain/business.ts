// Buying as a business: the rules of a business profile, shared by the server and the My Account form.
import { gstinProblem, gstStateNamed, gstStateOfCode, normalGstin, unknownStateMessage } from './gstin.js';
import { hasVisibleText } from './visible-text.js';
import { shortRupees } from './price-breaks.js';

export const BUSINESS_MESSAGES = {
  saved: 'Business details saved',
  fillAll: 'Please fill the company name, billing address, city, state and PIN code',
  invalidPinCode: 'Please enter a valid 6-digit PIN code',
} as const;

export interface BusinessProfileFields {
  companyName: string;
  gstin?: string | null | undefined;
  address: string;
  city: string;
  state: string;
  pinCode: string;
}

/** What is wrong with a business profile, in one sentence; null when it can be saved. */
export function businessProfileProblem(fields: BusinessProfileFields): string | null {
  if ([fields.companyName, fields.address, fields.city, fields.state, fields.pinCode].some((value) => !hasVisibleText(value)))
    return BUSINESS_MESSAGES.fillAll;
  if (!/^[1-9][0-9]{5}$/.test(fields.pinCode.trim())) return BUSINESS_MESSAGES.invalidPinCode;
  const state = gstStateNamed(fields.state);
  if (!state) return unknownStateMessage(fields.state);
  const gstin = normalGstin(fields.gstin ?? '');
  if (gstin === '') return null;
  const problem = gstinProblem(gstin);
  if (problem) return problem;
  const registered = gstStateOfCode(gstin.slice(0, 2))!;
  if (registered.code !== state.code)
    return `This GSTIN is registered in ${registered.name} (state code ${registered.code}), so the billing state should be ${registered.name}.`;
  return null;
}

/** The quick order sheet's header row, and how many rows it may have after it. */
export const QUICK_ORDER_HEADER = 'productId,color,metres';
/** Order again at a price a metre other than the order's: said before anything is added (as Buy it again does). */
export interface ReorderPriceChange {
  /** Rupees a metre the order paid, and the cart's price now (its price breaks counted). */
  was: number;
  now: number;
  /** The order was bought at a quote's price. */
  quoted: boolean;
}

/** '₹98/m now, was ₹95 on the quote.' */
export const reorderPriceChanged = ({ was, now, quoted }: ReorderPriceChange) =>
  `${shortRupees(now)}/m now, was ${shortRupees(was)} ${quoted ? 'on the quote' : 'when you ordered it'}.`;

export const MAX_QUICK_ORDER_ROWS = 200;
