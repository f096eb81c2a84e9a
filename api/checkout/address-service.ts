import { phoneDigits } from '../../domain/validation.js';
import { addressProblem, CHECKOUT_MESSAGES, deliveryState, MAX_ADDRESSES } from '../../domain/checkout.js';
import type { AddressBody, AddressList, RestAddress } from '../../domain/rest/checkout.js';
import { COMPANY_MESSAGES, may } from '../../domain/company.js';
import { badRequest, conflict, forbidden, notFound } from '../errors.js';
import type { AddressRow, AddressValues, Book } from '../repositories/addresses.js';
import type { Repositories } from '../repositories/index.js';
import type { AddressBook as BookHandle } from '../repositories/addresses.js';

const NOT_FOUND = 'This address is not in your address book.';

export const rowToAddress = (row: AddressRow): RestAddress => ({
  _id: String(row.id),
  name: row.name,
  tag: row.tag,
  address: row.address,
  city: row.city,
  state: row.state,
  pinCode: row.pin_code,
  alternativePhoneNumber: row.alternative_phone,
  country: row.country,
  selected: row.selected,
});

/** SPEC §5 rules (with SPEC §8's messages) and the values to store; an empty name is the buyer's. */
function valuesOf(body: AddressBody, buyerName: string): AddressValues {
  const problem = addressProblem(body);
  if (problem) throw badRequest(problem);
  const optional = (value: string | undefined) => (value?.trim() ? value.trim() : null);
  return {
    name: body.name?.trim() || buyerName,
    tag: optional(body.tag),
    address: body.address.trim(),
    city: body.city.trim(),
    state: deliveryState(body),
    pin_code: optional(body.pinCode),
    alternative_phone: phoneDigits(body.alternativePhoneNumber),
    country: body.country.trim(),
  };
}

/** A company's addresses are changed by the members who place its orders; any member chooses where theirs go. */
function mayChange(book: Book): void {
  if (book.role && !may(book.role, 'placeOrders')) throw forbidden(COMPANY_MESSAGES.addressesBuyersOnly);
}

/** What the address book offers its routes (SPEC §7): each call answers the whole book, with what it did. */
export interface AddressService {
  list(userId: number): Promise<AddressList>;
  /** Refused past MAX_ADDRESSES, or for a company member who does not place its orders. */
  add(userId: number, buyerName: string, body: AddressBody): Promise<AddressList>;
  edit(userId: number, buyerName: string, id: number, body: AddressBody): Promise<AddressList>;
  /** The address Checkout delivers to; any member chooses where theirs go. */
  select(userId: number, id: number): Promise<AddressList>;
  remove(userId: number, id: number): Promise<AddressList>;
}

/** The address book (SPEC §7): exactly one address selected whenever there is any; every call answers the whole list. */
export function createAddressService(repos: Repositories): AddressService {
  const answer = async (userId: number, msg?: string) => ({
    ...(msg ? { msg } : {}),
    data: (await repos.addresses.list(userId)).map(rowToAddress),
  });
  const changeBook = <T>(userId: number, work: (book: BookHandle) => Promise<T>) =>
    repos.addresses.change(userId, (book) => {
      mayChange(book.book);
      return work(book);
    });

  return {
    list: (userId: number) => answer(userId),

    async add(userId: number, buyerName: string, body: AddressBody) {
      const values = valuesOf(body, buyerName);
      if (!(await changeBook(userId, (book) => book.add(values, MAX_ADDRESSES)))) {
        throw conflict(`You can keep at most ${MAX_ADDRESSES} addresses. Delete one to add another.`);
      }
      return answer(userId, CHECKOUT_MESSAGES.addressAdded);
    },

    async edit(userId: number, buyerName: string, id: number, body: AddressBody) {
      const values = valuesOf(body, buyerName);
      if (!(await changeBook(userId, (book) => book.edit(id, values)))) throw notFound(NOT_FOUND);
      return answer(userId, CHECKOUT_MESSAGES.addressUpdated);
    },

    async select(userId: number, id: number) {
      if (!(await repos.addresses.change(userId, (book) => book.select(id)))) throw notFound(NOT_FOUND);
      return answer(userId, CHECKOUT_MESSAGES.addressSelected);
    },

    async remove(userId: number, id: number) {
      if (!(await changeBook(userId, (book) => book.remove(id)))) throw notFound(NOT_FOUND);
      return answer(userId, CHECKOUT_MESSAGES.addressDeleted);
    },
  };
}
