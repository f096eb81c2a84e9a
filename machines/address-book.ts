import { assertEvent, assign, fromPromise, sendParent, setup } from 'xstate';
import { addressProblem, addressProblems, CHECKOUT_MESSAGES } from '../domain/checkout.js';
import { messageOf, type Notice } from '../domain/notice.js';
import type { Address } from '../src/graphql/generated.js';

export interface AddressDraft {
  name: string;
  tag: string;
  address: string;
  city: string;
  state: string;
  pinCode: string;
  phone: string;
  country: string;
}

export const EMPTY_DRAFT: AddressDraft = { name: '', tag: '', address: '', city: '', state: '', pinCode: '', phone: '', country: 'India' };

export type AddressTab = 'manual' | 'map';

export type AddressBookEvent =
  /** Add an address, the form empty or filled with `draft` (the company's billing address, say). */
  | { type: 'book.add'; draft?: AddressDraft }
  | { type: 'book.edit'; address: Address }
  | { type: 'book.delete'; id: string }
  | { type: 'form.change'; field: keyof AddressDraft; value: string }
  /** A point picked on the map, reverse-geocoded into fields. */
  | { type: 'form.fill'; fields: Partial<AddressDraft> }
  | { type: 'form.tab'; tab: AddressTab }
  /** A point clicked on the map: its address is looked up and fills the form. */
  | { type: 'map.pick'; latitude: number; longitude: number }
  /** The map's tiles could not load: the popup falls back to the manual tab, with a note. */
  | { type: 'map.unavailable' }
  | { type: 'form.submit' }
  | { type: 'delete.confirm' }
  | { type: 'popup.close' };

export interface AddressBookContext {
  draft: AddressDraft;
  /** What is wrong with each field after a Save that could not be sent, said next to it; cleared as it is changed. */
  problems: Partial<Record<keyof AddressDraft, string>>;
  editingId: string | null;
  deletingId: string | null;
  tab: AddressTab;
  mapUnavailable: boolean;
}

export type GeocodedFields = Partial<Pick<AddressDraft, 'address' | 'city' | 'state' | 'pinCode' | 'country'>>;

export const MAP_MESSAGES = {
  unavailable: 'The map could not load here, so please enter the address by hand.',
  nothingFound: 'No address is known at that point. Please enter it by hand.',
} as const;

export interface SaveAddressRequest {
  id: string | null;
  draft: AddressDraft;
}

/** The fields the lookup found (an unknown one keeps what the buyer typed). */
const filled = (fields: GeocodedFields): Partial<AddressDraft> =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => typeof value === 'string' && value !== ''));

/** The form's problems by its own field names (its phone is the address's alternativePhoneNumber). */
const problemsOf = (draft: AddressDraft): AddressBookContext['problems'] => {
  const { alternativePhoneNumber, ...rest } = addressProblems({ ...draft, alternativePhoneNumber: draft.phone });
  return { ...rest, ...(alternativePhoneNumber ? { phone: alternativePhoneNumber } : {}) };
};

const draftOf = (address: Address): AddressDraft => ({
  name: address.name,
  tag: address.tag ?? '',
  address: address.address,
  city: address.city,
  state: address.state,
  pinCode: address.pinCode ?? '',
  phone: address.phone,
  country: address.country,
});

/**
 * SPEC §2.8, §2.11 address book: the add and edit popups (manual tab and map tab), each saving and then closing with
 * the list refreshed; delete asks 'Are You Sure to Delete this Address?' and reads 'Deleting...' while it runs.
 */
export const addressBookMachine = setup({
  types: { context: {} as AddressBookContext, events: {} as AddressBookEvent },
  actors: {
    saveAddress: fromPromise<{ message: string; addresses: Address[] }, SaveAddressRequest>(async () => {
      throw new Error('saveAddress must be provided');
    }),
    deleteAddress: fromPromise<{ message: string; addresses: Address[] }, string>(async () => {
      throw new Error('deleteAddress must be provided');
    }),
    reverseGeocode: fromPromise<GeocodedFields | null, { latitude: number; longitude: number }>(async () => {
      throw new Error('reverseGeocode must be provided');
    }),
  },
  actions: {
    notify: (_, _notice: Notice) => {},
    /** The book as it now is: the checkout that invoked it takes it for its list. */
    changed: sendParent((_, addresses: Address[]) => ({ type: 'addresses.changed', addresses })),
  },
  guards: {
    placeFound: (_, { output }: { output: unknown }) => output != null,
    draftValid: ({ context }) => addressProblem({ ...context.draft, alternativePhoneNumber: context.draft.phone }) === null,
  },
}).createMachine({
  id: 'addressBook',
  context: { draft: EMPTY_DRAFT, problems: {}, editingId: null, deletingId: null, tab: 'manual', mapUnavailable: false },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'book.add': {
          target: 'editing',
          actions: assign({ draft: ({ event }) => event.draft ?? EMPTY_DRAFT, problems: {}, editingId: null, tab: 'manual' }),
        },
        'book.edit': {
          target: 'editing',
          actions: assign({
            draft: ({ event }) => draftOf(event.address),
            problems: {},
            editingId: ({ event }) => event.address.id,
            tab: 'manual',
          }),
        },
        'book.delete': { target: 'confirmingDelete', actions: assign({ deletingId: ({ event }) => event.id }) },
      },
    },
    editing: {
      on: {
        'form.change': {
          actions: assign({
            draft: ({ context, event }) => ({ ...context.draft, [event.field]: event.value }),
            problems: ({ context, event }) => {
              const { [event.field]: _fixed, ...others } = context.problems;
              return others;
            },
          }),
        },
        'form.fill': { actions: assign({ draft: ({ context, event }) => ({ ...context.draft, ...event.fields }), tab: 'manual' }) },
        'form.tab': { actions: assign({ tab: ({ event }) => event.tab }) },
        'map.pick': 'locating',
        'map.unavailable': { actions: assign({ mapUnavailable: true, tab: 'manual' }) },
        'form.submit': [
          { guard: 'draftValid', target: 'saving', actions: assign({ problems: {} }) },
          {
            actions: [
              assign({ problems: ({ context }) => problemsOf(context.draft) }),
              {
                type: 'notify',
                params: ({ context }) => ({
                  kind: 'error',
                  message: addressProblem({ ...context.draft, alternativePhoneNumber: context.draft.phone })!,
                }),
              },
            ],
          },
        ],
        'popup.close': 'idle',
      },
    },
    locating: {
      invoke: {
        id: 'reverseGeocode',
        src: 'reverseGeocode',
        input: ({ event }) => {
          assertEvent(event, 'map.pick');
          return { latitude: event.latitude, longitude: event.longitude };
        },
        onDone: [
          {
            guard: { type: 'placeFound', params: ({ event }) => ({ output: event.output }) },
            target: 'editing',
            actions: assign({ draft: ({ context, event }) => ({ ...context.draft, ...filled(event.output!) }), tab: 'manual' }),
          },
          { target: 'editing', actions: { type: 'notify', params: { kind: 'error', message: MAP_MESSAGES.nothingFound } } },
        ],
        onError: { target: 'editing', actions: { type: 'notify', params: { kind: 'error', message: MAP_MESSAGES.nothingFound } } },
      },
    },
    saving: {
      invoke: {
        id: 'saveAddress',
        src: 'saveAddress',
        input: ({ context }) => ({ id: context.editingId, draft: context.draft }),
        onDone: {
          target: 'idle',
          actions: [
            { type: 'changed', params: ({ event }) => event.output.addresses },
            {
              type: 'notify',
              params: ({ event, context }) => ({
                kind: 'success',
                message: event.output.message || (context.editingId ? CHECKOUT_MESSAGES.addressUpdated : CHECKOUT_MESSAGES.addressAdded),
              }),
            },
          ],
        },
        onError: {
          target: 'editing',
          actions: {
            type: 'notify',
            params: ({ event }) => ({ kind: 'error', message: messageOf(event.error, CHECKOUT_MESSAGES.somethingWentWrong) }),
          },
        },
      },
    },
    confirmingDelete: {
      on: { 'delete.confirm': 'deleting', 'popup.close': { target: 'idle', actions: assign({ deletingId: null }) } },
    },
    deleting: {
      invoke: {
        id: 'deleteAddress',
        src: 'deleteAddress',
        input: ({ context }) => context.deletingId!,
        onDone: {
          target: 'idle',
          actions: [
            { type: 'changed', params: ({ event }) => event.output.addresses },
            { type: 'notify', params: { kind: 'success', message: CHECKOUT_MESSAGES.addressDeleted } },
            assign({ deletingId: null }),
          ],
        },
        // SPEC §8: a failed delete only re-enables the buttons.
        onError: 'confirmingDelete',
      },
    },
  },
});
